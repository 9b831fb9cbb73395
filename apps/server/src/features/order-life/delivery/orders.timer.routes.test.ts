import { Order } from '@inkwell/domain/orders/order.schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { Executor } from '../../../db/client.ts';
import { bids } from '../../../db/schema/order-life.ts';
import { createTestApp, login, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  deliveredOrder,
  getOrderAs,
  orderEventsOf,
  orderNotifications,
} from '../../../../test/fixtures/orders.ts';
import { ledgerOf } from '../../../../test/fixtures/payments.ts';

/**
 * The acceptance timer (ORDER_ACCEPTANCE_HOURS, here 0.0005 h = 1.8 s, not grown by the work's pages): a
 * delivered order nobody answered completes by itself, exactly once, though every process runs the
 * timer and the buyer may accept at the same moment. Two more app instances share the test app's
 * database, as two server processes share theirs.
 */

let t: TestApp;
let people: Cast;
let timers: FastifyInstance[];
beforeAll(async () => {
  t = await createTestApp({ ORDER_ACCEPTANCE_HOURS: '0.0005', ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: '0' });
  people = await cast(t.app);
  timers = await Promise.all(
    [0, 1].map(() =>
      buildApp({
        config: t.config,
        database: t.database,
        logger: false,
        orders: { timerMs: 20 },
        payments: { sweepMs: 0 },
      }),
    ),
  );
  await Promise.all(timers.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((timers ?? []).map((app) => app.close()));
  await t.close();
});

const db = () => t.database.db;

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Exactly one completion, whoever made it: one line of the timeline, one release, one sale. */
async function expectCompletedOnce(bidId: string, gigId: string) {
  expect((await storedBid(db(), bidId)).status).toBe('completed');
  expect(await orderEventsOf(db(), bidId, 'accept')).toHaveLength(1);
  expect((await ledgerOf(db(), bidId)).filter((line) => line.kind === 'release')).toHaveLength(2);
  expect(await storedGig(db(), gigId)).toMatchObject({ status: 'available', sales: 1 });
}

test(
  'ORDER_ACCEPTANCE_HOURS of 0.0005: a delivered order completes by ' +
    'itself 1.8 s after its delivery, once, as the system; both people told',
  async () => {
    expect(t.config.orders.acceptanceHours).toBe(0.0005);
    const { gig, bid, order } = await deliveredOrder(t.app, people);
    expect(Date.parse(order.autoAcceptAt!) - Date.parse(order.deliveries[0]!.at)).toBe(1800);
    await until(async () => (await storedBid(db(), bid._id)).status === 'completed', 'the timer completes the order');
    // Both timers keep running: nothing happens twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectCompletedOnce(bid._id, gig._id);
    const [event] = await orderEventsOf(db(), bid._id, 'accept');
    expect(event).toMatchObject({ actor: 'system', actorId: null, amountCents: 4000 });
    expect(event!.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(order.autoAcceptAt!));
    const told = await orderNotifications(db(), bid._id, 'order_completed');
    expect(told.map((row) => row.userId).sort()).toEqual([people.buyer.user._id, people.owner.user._id].sort());
    const seen = Order.parse((await getOrderAs(people.buyer, t.app, bid._id)).json());
    expect(seen).toMatchObject({ status: 'completed', money: { held: 0, released: 40 }, actions: ['review'] });
    expect(seen.timeline.at(-1)).toMatchObject({ type: 'accept', actor: 'system' });
  },
);

test('a delivery younger than the acceptance time is left alone', async () => {
  const { bid } = await deliveredOrder(t.app, people);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await storedBid(db(), bid._id)).status).toBe('delivered');
});

test(
  "the timers of two processes racing the buyer's accept, four " +
    'rounds: one completion each time, told as the winner did it',
  async () => {
    const buyerOnTimerApp = await login(timers[0]!, people.buyer.user.username, 'correct horse battery');
    for (let round = 0; round < 4; round += 1) {
      const { gig, bid } = await deliveredOrder(t.app, people);
      const due = new Date(Date.now() - 1795);
      let answer!: Awaited<ReturnType<typeof accept>>;
      if (t.database.kind === 'postgres') {
        // The gig's lock is held while the delivery becomes due: the timers and the accept queue on it, then go
        // together. In even rounds the accept queues first (the order is not due yet when it is sent), in odd rounds a
        // timer does; PostgreSQL grants the lock in that order.
        const waiting = async (tx: Executor, least: number) => {
          await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
          const result = await tx.execute(
            sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database()
              AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          );
          return ((result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0) >= least;
        };
        const becomeDue = () => db().update(bids).set({ deliveredAt: due }).where(eq(bids.id, bid._id));
        const sendAccept = () =>
          void accept(
            round % 2 === 0 ? people.buyer : buyerOnTimerApp,
            round % 2 === 0 ? t.app : timers[0]!,
            bid._id,
          ).then((r) => (answer = r));
        await db().transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM gigs WHERE id = ${gig._id} FOR UPDATE`);
          const [first, second] = round % 2 === 0 ? [sendAccept, becomeDue] : [becomeDue, sendAccept];
          await first();
          await until(() => waiting(tx, 1), 'the first of the two waits for the gig');
          await second();
          await until(() => waiting(tx, 2), 'the accept and a timer wait for the gig');
        });
        await until(async () => answer !== undefined, 'the accept answers');
      } else {
        await db().update(bids).set({ deliveredAt: due }).where(eq(bids.id, bid._id));
        await new Promise((resolve) => setTimeout(resolve, round * 10));
        answer = await accept(people.buyer, t.app, bid._id);
      }
      await until(async () => (await storedBid(db(), bid._id)).status === 'completed', 'the order completes');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expectCompletedOnce(bid._id, gig._id);
      const [event] = await orderEventsOf(db(), bid._id, 'accept');
      const told = (await orderNotifications(db(), bid._id, 'order_completed')).map((row) => row.userId).sort();
      // On PostgreSQL the lock's queue decides. In even rounds the accept queued before the order was even due, so it
      // wins; in odd rounds a timer queued first and usually wins, but a row lock's waiters are not a strict queue once
      // three wait, so either answer may come, and whichever it is must be told as the winner did it.
      if (t.database.kind === 'postgres' && round % 2 === 0) expect(answer.statusCode).toBe(200);
      if (answer.statusCode === 200) {
        expect(event).toMatchObject({ actor: 'buyer', actorId: people.buyer.user._id });
        expect(told).toEqual([people.owner.user._id]);
      } else {
        expect(answer.json()).toMatchObject({ status: 409, code: 'ORDER_WRONG_STATE' });
        expect(event).toMatchObject({ actor: 'system', actorId: null });
        expect(told).toEqual([people.buyer.user._id, people.owner.user._id].sort());
      }
    }
  },
);
