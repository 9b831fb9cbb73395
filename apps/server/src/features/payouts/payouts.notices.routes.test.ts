import { DEMO_PAYOUT_FAILURE_REASON, DEMO_TEST_IBAN_SHOWN } from '@inkwell/domain/payments/payout.rules';
import type { Notification } from '@inkwell/domain/notifications/notification.schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { sweepDemoPayouts } from './index.ts';
import { clearReleasedMoney } from './payout-sweeps.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, cast, type Cast } from '../../../test/fixtures/bids.ts';
import {
  afterClearing,
  balanceOf,
  confirmOnboarding,
  connectDemoAccount,
  earn,
  startOnboarding,
  tokenOf,
  withdraw,
} from '../../../test/fixtures/payouts.ts';

/**
 * What a seller is told about their money: funds cleared, a payout paid, a payout failed (with the
 * reason), the payout account enabled. Each movement makes one notification for the seller only and
 * one mail in their language (unless they turned payments off); running a sweep again tells nothing twice.
 */

const MONEY_TYPES = ['funds_cleared', 'payout_paid', 'payout_failed', 'payout_account_enabled'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const clearAll = () => clearReleasedMoney(db(), t.config.money.clearingMs, afterClearing());
const payAll = () => sweepDemoPayouts(db(), 0);

/** The person's notifications about money, newest first, from GET /api/notifications. */
async function moneyNotices(session: Session): Promise<Notification[]> {
  const response = await as(t.app, session)({ method: 'GET', url: '/api/notifications?limit=50' });
  expect(response.statusCode).toBe(200);
  return (response.json().items as Notification[]).filter((n) => MONEY_TYPES.includes(n.type));
}

/** The person's queued mail about money, oldest first. */
const moneyMail = (session: Session) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, session.user._id), eq(mailOutbox.template, 'order_step')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .then((rows) => rows.filter((row) => MONEY_TYPES.includes((row.data as { type: string }).type)));

const setUser = (session: Session, facts: Partial<typeof users.$inferInsert>) =>
  db().update(users).set(facts).where(eq(users.id, session.user._id));

/** Nobody but the seller heard of anything about money. */
async function othersToldNothing(people: Cast): Promise<void> {
  for (const other of [people.buyer, people.otherBuyer, people.otherSeller]) {
    expect(await moneyNotices(other)).toEqual([]);
    expect(await moneyMail(other)).toEqual([]);
  }
}

test('the account enabled: one notification and one mail to the seller, not again on a new onboarding', async () => {
  const people = await cast(t.app);
  await setUser(people.owner, { language: 'de', fullName: 'Jonas Weber' });
  await connectDemoAccount(people.owner, t.app);
  const [notice, ...more] = await moneyNotices(people.owner);
  expect(more).toEqual([]);
  expect(notice).toMatchObject({ type: 'payout_account_enabled', read: false, actor: null, gig: null, amount: null });
  const [mail, ...moreMail] = await moneyMail(people.owner);
  expect(moreMail).toEqual([]);
  expect(mail).toMatchObject({
    toAddress: people.owner.user.email,
    language: 'de',
    topic: 'payment_received',
    data: { name: 'Jonas Weber', type: 'payout_account_enabled', gigTitle: '', url: '/seller/earnings' },
  });

  // The seller goes through the form again (a new link): the account was enabled already, nothing new is told.
  const link = await startOnboarding(people.owner, t.app);
  const again = await confirmOnboarding(people.owner, t.app, {
    token: tokenOf(link),
    accountHolder: 'Jonas Weber',
    iban: DEMO_TEST_IBAN_SHOWN,
  });
  expect(again.statusCode).toBe(200);
  expect(await moneyNotices(people.owner)).toHaveLength(1);
  expect(await moneyMail(people.owner)).toHaveLength(1);
  await othersToldNothing(people);
});

test('funds cleared: one notification and one mail per cleared order, its gig and what the seller keeps', async () => {
  const people = await cast(t.app);
  const { bidId } = await earn(t.app, people, 40);
  expect(await moneyNotices(people.owner)).toEqual([]);
  expect(await clearAll()).toBeGreaterThanOrEqual(1);
  expect(await clearAll()).toBe(0);
  const [notice, ...more] = await moneyNotices(people.owner);
  expect(more).toEqual([]);
  expect(notice).toMatchObject({ type: 'funds_cleared', bidId, amount: 36, gig: { title: expect.any(String) } });
  const [mail, ...moreMail] = await moneyMail(people.owner);
  expect(moreMail).toEqual([]);
  expect(mail).toMatchObject({
    language: 'en',
    topic: 'payment_received',
    data: { type: 'funds_cleared', amount: 36, gigTitle: notice!.gig!.title, url: '/seller/earnings' },
  });
  await othersToldNothing(people);
});

test('a payout paid and a payout failed: each told once, a failure with its reason and the money back', async () => {
  const people = await cast(t.app);
  await earn(t.app, people, 40);
  await earn(t.app, people, 40);
  await clearAll();
  await connectDemoAccount(people.owner, t.app);
  await setUser(people.owner, { language: 'fr' });
  const before = (await moneyNotices(people.owner)).length;

  expect((await withdraw(people.owner, t.app, { amount: 66.66 })).statusCode).toBe(201);
  expect(await payAll()).toBe(1);
  expect(await payAll()).toBe(0);
  const [failed] = await moneyNotices(people.owner);
  expect(failed).toMatchObject({ type: 'payout_failed', amount: 66.66, preview: DEMO_PAYOUT_FAILURE_REASON });
  expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 72, inFlight: 0, paidOut: 0 });

  expect((await withdraw(people.owner, t.app, { amount: 20 })).statusCode).toBe(201);
  expect(await payAll()).toBe(1);
  expect(await payAll()).toBe(0);
  const notices = await moneyNotices(people.owner);
  expect(notices).toHaveLength(before + 2);
  expect(notices[0]).toMatchObject({ type: 'payout_paid', amount: 20, gig: null });

  const mails = (await moneyMail(people.owner)).filter((mail) =>
    ['payout_paid', 'payout_failed'].includes((mail.data as { type: string }).type),
  );
  expect(mails.map((mail) => mail.data)).toEqual([
    expect.objectContaining({ type: 'payout_failed', amount: 66.66, reason: DEMO_PAYOUT_FAILURE_REASON }),
    expect.objectContaining({ type: 'payout_paid', amount: 20, url: '/seller/earnings' }),
  ]);
  expect(mails[0]).toMatchObject({ language: 'fr', topic: 'payment_received' });
  await othersToldNothing(people);
});

test('a seller who turned payment mail off is still notified, but gets no mail about their money', async () => {
  const people = await cast(t.app);
  await setUser(people.owner, { mailOptOuts: ['payment_received'] });
  await connectDemoAccount(people.owner, t.app);
  await earn(t.app, people, 40);
  await clearAll();
  expect((await moneyNotices(people.owner)).map((n) => n.type).sort()).toEqual([
    'funds_cleared',
    'payout_account_enabled',
  ]);
  expect(await moneyMail(people.owner)).toEqual([]);
});
