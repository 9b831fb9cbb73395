import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { makeOffer, postAssignment } from '../fixtures/assignments.ts';
import { approve, cast, gigWithBid, placeBid, type Cast } from '../fixtures/bids.ts';
import { converse, send } from '../fixtures/conversations.ts';
import { MINIMAL_PDF } from '../fixtures/files.ts';
import { buildGig, gigMultipart, postGig, uploadImage } from '../fixtures/gigs.ts';
import { completedOrder, deliveredOrder, paidOrder, uploadFile } from '../fixtures/orders.ts';
import { startPaying } from '../fixtures/payments.ts';
import { reportItem } from '../fixtures/reports.ts';
import { askCancellation, openDispute, operatorSession } from '../fixtures/settlements.ts';
import { registerAndLogin, type Session } from '../test-app.ts';

/**
 * The people and the resources of the route matrix, built once per test file with the project's
 * fixtures. `owner` is the seller whose gig, order or conversation it is; `other` the buyer of that
 * order, the bidder, the conversation partner; `buyer` and `seller` are unrelated accounts with
 * their own gig and bid; `stranger` a signed-in account with nothing; `operator` decides disputes.
 */

export const ROLES = ['visitor', 'buyer', 'seller', 'stranger', 'owner', 'other', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export const PASSWORD = 'correct horse battery';
/** A due instant an extension may ask for: later than a fresh order's (two days after payment), within 60 days. */
export const EXTENSION_DUE_AT = new Date(Date.now() + 10 * 86_400_000).toISOString();

/** What a scene offers to a row's url and body: ids, by name ({gig}, {bid}, {file}...). */
export type Vars = Record<string, string>;

/** The resources a row may ask for; each builder makes a fresh one through the API. */
export const SCENES = {
  /** Nothing but the people: {owner}, {other}, {ownerName}... */
  people: async () => ({}),
  /** The owner's gig with the other's pending bid. */
  pendingBid: async (w) => ids(await gigWithBid(w.cast)),
  /** The bid approved, not paid yet. */
  approvedBid,
  /** Approved, and the other started paying: {intent} and {clientSecret}. */
  paymentStarted: async (w) => {
    const vars = await approvedBid(w);
    const intent = await startPaying(w.cast.buyer, w.app, vars.bid!);
    return { ...vars, intent: intent.paymentIntent, clientSecret: intent.clientSecret };
  },
  /** Paid (in progress), with a private file of the owner ready to deliver: {file}. */
  paidOrder: async (w) => ({ ...ids(await paidOrder(w.app, w.cast)), file: (await uploadFile(w.cast.owner))._id }),
  /** Delivered by the owner: {file} is the delivered file. */
  deliveredOrder: async (w) => {
    const setup = await deliveredOrder(w.app, w.cast);
    return { ...ids(setup), file: setup.order.deliveries[0]!.files[0]!._id };
  },
  completedOrder: async (w) => ids(await completedOrder(w.app, w.cast)),
  /** Paid, and the owner asked to cancel it. */
  cancellationAsked: async (w) => {
    const setup = await paidOrder(w.app, w.cast);
    expect2xx(await askCancellation(w.cast.owner, w.app, setup.bid._id), 'ask cancellation');
    return ids(setup);
  },
  /** Paid, and the owner asked for ten days more. */
  extensionAsked: async (w) => {
    const setup = await paidOrder(w.app, w.cast);
    const response = await w.cast.owner.request({
      method: 'POST',
      url: `/api/orders/${setup.bid._id}/extension`,
      payload: { dueAt: EXTENSION_DUE_AT, reason: 'The archive I need opens again on Monday.' },
    });
    expect2xx(response, 'ask for more time');
    return ids(setup);
  },
  /** Paid, and the other opened a dispute. */
  disputedOrder: async (w) => {
    const setup = await paidOrder(w.app, w.cast);
    expect2xx(await openDispute(w.cast.buyer, w.app, setup.bid._id), 'open dispute');
    return ids(setup);
  },
  /** The owner and the other talk; the owner sent a private file: {conversation}, {file}. */
  conversation: async (w) => {
    const conversation = await converse(w.cast.buyer, w.cast.owner);
    const file = await uploadFile(w.cast.owner, 'reading-list.pdf');
    const response = await w.cast.owner.request({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: conversation._id, desc: 'The reading list is attached.', files: [file._id] },
    });
    expect2xx(response, 'send a file');
    await send(w.cast.buyer, conversation._id, 'Thank you, I will read it tonight.');
    return { conversation: conversation._id, file: file._id };
  },
  /** A private file the owner gave nobody, and the owner's conversation with the other: {file}, {conversation}. */
  unsharedFile: async (w) => ({
    conversation: (await converse(w.cast.buyer, w.cast.owner))._id,
    file: (await uploadFile(w.cast.owner, 'draft.pdf'))._id,
  }),
  /** Paid, and a private file of the other's that the owner was never given: {file}. */
  paidOrderOthersFile: async (w) => ({
    ...ids(await paidOrder(w.app, w.cast)),
    file: (await uploadFile(w.cast.buyer, 'brief.pdf'))._id,
  }),
  /** A notification of the owner (a bid on their gig): {notification}. */
  notification: async (w) => {
    const vars = ids(await gigWithBid(w.cast));
    const list = await w.cast.owner.request({ method: 'GET', url: '/api/notifications' });
    const notification = (list.json() as { items: { _id: string; bidId?: string | null }[] }).items.find(
      (item) => item.bidId === vars.bid,
    );
    if (!notification) throw new Error(`no notification of the bid: ${list.body}`);
    return { ...vars, notification: notification._id };
  },
  /** A gig of the owner with a supporting PDF. */
  gigWithDocument: async (w) => {
    const response = await w.cast.owner.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig(), [
        { field: 'document', filename: 'brief.pdf', type: 'application/pdf', data: MINIMAL_PDF },
      ]),
    });
    expect2xx(response, 'post a gig with a document');
    return { gig: response.json()._id };
  },
  /** A picture the owner uploaded: {upload} is its /uploads/... address, {uploadName} its file name. */
  upload: async (w) => {
    const upload = await uploadImage(w.cast.owner);
    return { upload, uploadName: upload.slice('/uploads/'.length) };
  },
  /** The owner's gig, reported by the other: {gig}, {report}. */
  reportedGig: async (w) => {
    const gig = await postGig(w.cast.owner);
    return { gig: gig._id, report: (await reportItem(w.cast.buyer, w.app, 'gig', gig._id))._id };
  },
  /** The owner's gig, hidden by the operator: {gig}. */
  hiddenGig: async (w) => {
    const gig = await postGig(w.cast.owner);
    expect2xx(
      await w.sessions.operator.request({
        method: 'POST',
        url: `/api/operator/gigs/${gig._id}/hide`,
        payload: { note: 'Exam sitting.' },
      }),
      'hide',
    );
    return { gig: gig._id };
  },
  /** An open assignment of the other's with a private file, and the owner's offer: {assignment}, {offer}, {file}. */
  assignmentOffer: async (w) => {
    const file = await uploadFile(w.cast.buyer, 'assignment.pdf');
    const assignment = await postAssignment(w.cast.buyer, { attachments: [file._id] });
    const offer = await makeOffer(w.cast.owner, assignment._id);
    return { assignment: assignment._id, offer: offer._id, file: file._id };
  },
  /** An account none of the roles uses (a suspension ends its sessions): {person}. */
  bystander: async (w) => ({ person: (await registerAndLogin(w.app)).user._id }),
  /** The same, suspended by the operator. */
  suspendedBystander: async (w) => {
    const person = (await registerAndLogin(w.app)).user._id;
    expect2xx(
      await w.sessions.operator.request({
        method: 'POST',
        url: `/api/operator/users/${person}/suspend`,
        payload: { message: 'Spam.' },
      }),
      'suspend',
    );
    return { person };
  },
} satisfies Record<string, (world: World) => Promise<Vars>>;

export type SceneName = keyof typeof SCENES;

export interface World {
  app: FastifyInstance;
  cast: Cast;
  sessions: Record<Exclude<Role, 'visitor'>, Session>;
  /** Vars every scene has: the people's ids and names. */
  people: Vars;
  shared: Map<SceneName, Promise<Vars>>;
}

async function approvedBid(w: World): Promise<Vars> {
  const { gig, bid } = await gigWithBid(w.cast);
  expect2xx(await approve(w.cast.owner, w.app, bid._id), 'approve');
  return ids({ gig, bid });
}

function ids(setup: { gig: { _id: string }; bid: { _id: string } }): Vars {
  return { gig: setup.gig._id, bid: setup.bid._id };
}

function expect2xx(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode < 200 || response.statusCode > 299)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

export async function buildWorld(app: FastifyInstance, db: Database): Promise<World> {
  const people = await cast(app);
  const [stranger, operator] = await Promise.all([registerAndLogin(app), operatorSession(app, db)]);
  // The unrelated buyer and seller have a life of their own: a gig and a bid on it.
  const theirs = await postGig(people.otherSeller);
  await placeBid(people.otherBuyer, theirs);
  const sessions = {
    buyer: people.otherBuyer,
    seller: people.otherSeller,
    stranger,
    owner: people.owner,
    other: people.buyer,
    operator,
  };
  const vars: Vars = {};
  for (const [role, session] of Object.entries(sessions)) {
    vars[role] = session.user._id;
    vars[`${role}Name`] = session.user.username;
  }
  return { app, cast: people, sessions, people: vars, shared: new Map() };
}

/** The scene shared by every call that must not change it (reads, and refused writes). */
export function sharedScene(world: World, name: SceneName): Promise<Vars> {
  let scene = world.shared.get(name);
  if (!scene) {
    scene = SCENES[name](world).then((vars) => ({ ...world.people, ...vars }));
    world.shared.set(name, scene);
  }
  return scene;
}

/** A scene of its own, for a write that is allowed (it changes what it acts on). */
export async function freshScene(world: World, name: SceneName): Promise<Vars> {
  return { ...world.people, ...(await SCENES[name](world)) };
}
