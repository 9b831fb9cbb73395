import { BidList } from '@inkwell/domain/bids/bid.schema';
import { UserReviewList } from '@inkwell/domain/reviews/review.schema';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { SellerStats } from '@inkwell/domain/stats/stats.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo/seed-data.ts';
import { seedDemoDataIfEmpty } from '../../../demo/seed.ts';
import { localFileStore } from '../../../lib/file-store.ts';
import { createTestApp, login, type Session, type TestApp } from '../../../../test/test-app.ts';
import { pay } from '../../../../test/fixtures/payments.ts';
import { approve } from '../../../../test/fixtures/bids.ts';
import { accept, deliverFile } from '../../../../test/fixtures/orders.ts';

/** The demo data of the first start reads well through the bid, review and stats endpoints, and its orders move on. */

let t: TestApp;
let amelia: Session;
let noah: Session;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db, t.app.files, localFileStore(t.config.privateFilesDir), t.config.money);
  [amelia, noah] = await Promise.all([
    login(t.app, 'amelia.hart', DEMO_PASSWORD),
    login(t.app, 'noah.bennett', DEMO_PASSWORD),
  ]);
}, 120_000);
afterAll(() => t.close());

test('noah.bennett has a bid waiting, an order to pay, one under way and one completed', async () => {
  const mine = BidList.strict().parse((await noah.request({ method: 'GET', url: '/api/bids/me' })).json());
  expect([...new Set(mine.items.map((bid) => bid.status))]).toEqual(
    expect.arrayContaining(['pending', 'approved', 'in_progress', 'completed']),
  );
  expect(mine.items.some((bid) => bid.status === 'completed' && bid.hasUserReview && bid.hasGigReview)).toBe(true);
  const reviews = UserReviewList.strict().parse(
    (await t.app.inject({ method: 'GET', url: `/api/user-reviews/${noah.user._id}` })).json(),
  );
  expect(reviews.count).toBeGreaterThanOrEqual(1);
  expect(reviews.items[0]?.reviewer.img).toMatch(/^\/uploads\//);
});

test('amelia.hart sees her open and completed orders and true figures', async () => {
  const open = BidList.parse((await amelia.request({ method: 'GET', url: '/api/bids/owner/pending?limit=5' })).json());
  expect(open.items.some((bid) => bid.status === 'pending')).toBe(true);
  expect(open.items.some((bid) => bid.status === 'in_progress')).toBe(true);
  const done = BidList.parse((await amelia.request({ method: 'GET', url: '/api/bids/owner/completed' })).json());
  expect(done.items.length).toBeGreaterThanOrEqual(1);
  const stats = SellerStats.strict().parse((await amelia.request({ method: 'GET', url: '/api/gigs/stats' })).json());
  expect(stats).toMatchObject({
    totalGigs: 6,
    activeOrders: open.items.filter((bid) => bid.status !== 'pending').length,
    unreadConversations: 1,
  });
  // Revenue is what the seller earned: each completed order less the platform's fee at the seed's rate.
  const earned = (cents: number) => cents - feeCentsOf(cents, t.config.money.feeBasisPoints);
  expect(Math.round(stats.totalRevenue * 100)).toBe(
    done.items.reduce((sum, bid) => sum + earned(Math.round(bid.amount * 100)), 0),
  );
  const facts = (await t.app.inject({ method: 'GET', url: `/api/users/${amelia.user._id}/seller-facts` })).json();
  expect(facts).toMatchObject({
    lastDeliveryAt: done.items[0]?.completedAt,
    languages: expect.arrayContaining([expect.any(String)]),
  });
});

test("noah.bennett's orders say how they are paid; he pays his approved demo order with the 4242 card", async () => {
  const mine = BidList.parse((await noah.request({ method: 'GET', url: '/api/bids/me' })).json()).items;
  const state = (status: string) => mine.find((bid) => bid.status === status)!.paymentState;
  expect([state('pending'), state('approved'), state('in_progress'), state('completed')]).toEqual([
    'none',
    'awaiting_payment',
    'in_escrow',
    'released',
  ]);
  const approved = mine.find((bid) => bid.status === 'approved')!;
  await pay(noah, t.app, approved._id);
  const after = BidList.parse((await noah.request({ method: 'GET', url: '/api/bids/me' })).json()).items.find(
    (bid) => bid._id === approved._id,
  );
  expect(after).toMatchObject({ status: 'in_progress', paymentState: 'in_escrow' });
  const summary = (await noah.request({ method: 'GET', url: '/api/payments/summary' })).json();
  expect(summary.inEscrow).toBeGreaterThanOrEqual(approved.amount);
});

test('a demo order goes on: amelia approves a pending bid, delivers her order, and its buyer accepts it', async () => {
  const open = BidList.parse((await amelia.request({ method: 'GET', url: '/api/bids/owner/pending' })).json());
  const pending = open.items.find((bid) => bid.status === 'pending')!;
  expect((await approve(amelia, t.app, pending._id)).statusCode).toBe(200);
  const inProgress = open.items.find((bid) => bid.status === 'in_progress')!;
  expect(await deliverFile(amelia, t.app, inProgress._id)).toMatchObject({ status: 'delivered' });
  const buyer = await login(t.app, inProgress.bidderUsername, DEMO_PASSWORD);
  const accepted = await accept(buyer, t.app, inProgress._id);
  expect(accepted.json()).toMatchObject({
    status: 'completed',
    money: { held: 0, released: inProgress.amount },
    actions: ['review'],
  });
  expect((await buyer.request({ method: 'GET', url: `/api/bids/my/gig/${inProgress.gigId}` })).json()).toMatchObject({
    status: 'completed',
    gig: { status: 'available' },
  });
});
