import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { makeOffer, postAssignment } from '../fixtures/assignments.ts';
import { cast, placeBid } from '../fixtures/bids.ts';
import { converse, send } from '../fixtures/conversations.ts';
import { postGig, uploadImage } from '../fixtures/gigs.ts';
import { deliveredOrder, paidOrder, uploadFile } from '../fixtures/orders.ts';
import { openDispute, operatorSession } from '../fixtures/settlements.ts';
import { login, type Session } from '../test-app.ts';

/**
 * The people and things the bad requests aim at, made through the API as a user would: two sellers
 * with gigs, two buyers, bids, a paid order, a delivered and disputed order, an assignment with an
 * offer, a conversation with messages and a private file, an uploaded image, and an operator. Each
 * actor keeps its password so that a request that signs it out (logout, sign out everywhere) is
 * followed by a new sign-in. The operator's requests may suspend one of them (a fuzzed message is
 * still a message): that ends its sessions, so its new sign-in asks the operator to lift the
 * suspension first, as an operator would.
 */

export interface Actor {
  name: string;
  session: Session | null;
  /** A cookie sent instead of a session's (forged or none). */
  cookie?: string;
}

export interface FuzzWorld {
  actors: Actor[];
  /** Signs a signed-out actor in again; true when it had to. */
  refresh(actor: Actor): Promise<boolean>;
}

const PASSWORD = 'correct horse battery';

export async function buildWorld(app: FastifyInstance, db: Database): Promise<FuzzWorld> {
  const people = await cast(app);
  const paid = await paidOrder(app, people);
  const delivered = await deliveredOrder(app, people);
  await openDispute(people.buyer, app, delivered.bid._id);
  await postGig(people.otherSeller);
  const pendingGig = await postGig(people.owner);
  await placeBid(people.otherBuyer, pendingGig);
  const conversation = await converse(people.buyer, people.owner);
  await send(people.buyer, conversation._id, 'Hello, a question about the order.');
  await send(people.owner, conversation._id, 'Yes, ask away.');
  await uploadFile(people.buyer);
  await uploadImage(people.owner);
  const assignment = await postAssignment(people.buyer);
  await makeOffer(people.owner, assignment._id);
  const operator = await operatorSession(app, db);
  void paid;
  const actors: Actor[] = [
    { name: 'visitor', session: null },
    { name: 'seller (gig owner)', session: people.owner },
    { name: 'buyer', session: people.buyer },
    { name: 'other buyer', session: people.otherBuyer },
    { name: 'other seller', session: people.otherSeller },
    { name: 'operator', session: operator },
    { name: 'forged session', session: null, cookie: 'inkwell_session=forged-token-that-was-never-issued' },
    { name: 'garbage cookie', session: null, cookie: 'inkwell_session=%00%ff; inkwell_session=x; =; a' },
  ];
  const operatorActor = actors.find((actor) => actor.name === 'operator')!;
  const refresh = async (actor: Actor): Promise<boolean> => {
    if (!actor.session) return false;
    const me = await actor.session.request({ method: 'GET', url: '/api/auth/me' });
    if (me.statusCode === 200) return false;
    const { username, _id } = actor.session.user;
    if (await isSuspended(db, _id)) {
      if (actor !== operatorActor) await refresh(operatorActor);
      const lifted = await operatorActor.session!.request({
        method: 'POST',
        url: `/api/operator/users/${_id}/unsuspend`,
        payload: {},
      });
      if (lifted.statusCode !== 200)
        throw new Error(`lifting ${username}'s suspension failed: ${lifted.statusCode} ${lifted.body}`);
    }
    actor.session = await login(app, username, PASSWORD);
    return true;
  };
  return { actors, refresh };
}

async function isSuspended(db: Database, id: string): Promise<boolean> {
  const [user] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id));
  return Boolean(user?.suspendedAt);
}
