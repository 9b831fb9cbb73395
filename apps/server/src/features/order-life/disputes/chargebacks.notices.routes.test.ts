import type { Notification } from '@inkwell/domain/notifications/notification.schema';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { users } from '../../../db/schema/users.ts';
import { clearDueReleases } from '../../ledger/index.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { as, cast, type Cast } from '../../../../test/fixtures/bids.ts';
import { deliverFile, paidOrder } from '../../../../test/fixtures/orders.ts';
import { expectStatus, operatorSession, resolve } from '../../../../test/fixtures/settlements.ts';
import { afterClearing, earn } from '../../../../test/fixtures/payouts.ts';
import { chargeBack, decideChargeback } from '../../../../test/fixtures/chargebacks.ts';

/**
 * What a seller is told when a card dispute holds their share of a release still clearing, and when an
 * operator decides it (decision 058): one notification and one mail in their language (topic
 * `payment_received`, which they may turn off), for the seller only, once; nothing for a chargeback in
 * escrow (the order's dispute says it) or after clearing (the platform pays, the seller keeps their money).
 */

const TYPES = ['chargeback_held', 'chargeback_won', 'chargeback_lost'];

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function notices(session: Session): Promise<Notification[]> {
  const response = await as(t.app, session)({ method: 'GET', url: '/api/notifications?limit=50' });
  expect(response.statusCode).toBe(200);
  return (response.json().items as Notification[]).filter((n) => TYPES.includes(n.type));
}

const mails = (session: Session) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, session.user._id), eq(mailOutbox.template, 'order_step')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .then((rows) => rows.filter((row) => TYPES.includes((row.data as { type: string }).type)));

const setUser = (session: Session, facts: Partial<typeof users.$inferInsert>) =>
  db().update(users).set(facts).where(eq(users.id, session.user._id));

async function othersToldNothing(people: Cast): Promise<void> {
  for (const other of [people.buyer, people.otherBuyer, people.otherSeller]) {
    expect(await notices(other)).toEqual([]);
    expect(await mails(other)).toEqual([]);
  }
}

test('held while clearing: the seller is told once, in their language, with the share held', async () => {
  const people = await cast(t.app);
  await setUser(people.owner, { language: 'fr', fullName: 'Camille Martin' });
  const { bidId } = await earn(t.app, people, 200);
  const net = (20_000 - feeCentsOf(20_000, 1000)) / 100;
  expectStatus(await chargeBack(operator, t.app, bidId), 201);
  const [notice, ...more] = await notices(people.owner);
  expect(more).toEqual([]);
  expect(notice).toMatchObject({ type: 'chargeback_held', read: false, actor: null, bidId, amount: net });
  expect(notice?.gig?.title).toBeTruthy();
  const [mail, ...moreMail] = await mails(people.owner);
  expect(moreMail).toEqual([]);
  expect(mail).toMatchObject({
    toAddress: people.owner.user.email,
    language: 'fr',
    topic: 'payment_received',
    data: { name: 'Camille Martin', type: 'chargeback_held', amount: net, url: `/orders/${bidId}` },
  });
  // A second chargeback of the order is refused (409) and tells nothing more; nor does the clearing sweep.
  expect((await chargeBack(operator, t.app, bidId)).statusCode).toBe(409);
  await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
  expect(await notices(people.owner)).toHaveLength(1);
  expect(await mails(people.owner)).toHaveLength(1);
  await othersToldNothing(people);
});

test('decided for the seller: told it is back (pending again); deciding again tells nothing more', async () => {
  const people = await cast(t.app);
  const { bidId } = await earn(t.app, people, 150);
  const net = (15_000 - feeCentsOf(15_000, 1000)) / 100;
  expectStatus(await chargeBack(operator, t.app, bidId), 201);
  expectStatus(await decideChargeback(operator, t.app, bidId, { outcome: 'seller' }), 200);
  expect((await decideChargeback(operator, t.app, bidId, { outcome: 'buyer' })).statusCode).toBe(409);
  expect((await notices(people.owner)).map((n) => [n.type, n.amount])).toEqual([
    ['chargeback_won', net],
    ['chargeback_held', net],
  ]);
  const sent = await mails(people.owner);
  expect(sent.map((row) => [row.topic, (row.data as { type: string }).type])).toEqual([
    ['payment_received', 'chargeback_held'],
    ['payment_received', 'chargeback_won'],
  ]);
  await othersToldNothing(people);
});

test('decided for the buyer, four operators at once: told once; payment mail turned off: no mail', async () => {
  const people = await cast(t.app);
  await setUser(people.owner, { mailOptOuts: ['payment_received'] });
  const { bidId } = await earn(t.app, people, 90);
  const net = (9_000 - feeCentsOf(9_000, 1000)) / 100;
  expectStatus(await chargeBack(operator, t.app, bidId), 201);
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => decideChargeback(operator, t.app, bidId, { outcome: 'buyer' })),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  expect((await notices(people.owner)).map((n) => [n.type, n.amount])).toEqual([
    ['chargeback_lost', net],
    ['chargeback_held', net],
  ]);
  expect(await mails(people.owner)).toEqual([]);
  await othersToldNothing(people);
});

test('in escrow or after clearing, no share is held: nothing of this is told', async () => {
  const people = await cast(t.app);
  const { bid } = await paidOrder(t.app, people);
  await deliverFile(people.owner, t.app, bid._id);
  expect((await chargeBack(operator, t.app, bid._id)).json()).toMatchObject({ stage: 'escrow' });
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'release' }), 200);
  const { bidId } = await earn(t.app, people, 60);
  await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
  expect((await chargeBack(operator, t.app, bidId)).json()).toMatchObject({ stage: 'cleared' });
  expect(await notices(people.owner)).toEqual([]);
  expect(await mails(people.owner)).toEqual([]);
  await othersToldNothing(people);
});
