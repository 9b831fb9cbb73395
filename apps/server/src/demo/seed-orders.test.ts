import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  BID_STATUSES,
  LIVE_BID_STATUSES,
  PAID_OPEN_STATUSES,
} from '@inkwell/domain/bids/bid.process';
import { ORDER_ACCEPTANCE_HOURS_DEFAULT, ORDER_PAYMENT_HOURS_DEFAULT } from '@inkwell/domain/orders/order.rules';
import { createTestApp, login, type TestApp } from '../../test/test-app.ts';
import { sqlList } from '../db/sql-literals.ts';
import { localFileStore, readAll, type FileStore } from '../lib/file-store.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

/**
 * The demo's orders follow the order life (docs/product.md#order-life), checked on the seeded
 * database with SQL: each query answers the rows that break a rule, and there must be none.
 */

let t: TestApp;
let privateFiles: FileStore;

beforeAll(async () => {
  t = await createTestApp();
  privateFiles = localFileStore(t.config.privateFilesDir);
  expect(await seedDemoDataIfEmpty(t.database.db, t.app.files, privateFiles, t.config.money)).toBe(true);
}, 120_000);

afterAll(() => t?.close());

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = await t.database.db.execute(query);
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<string, unknown>[];
}

const ACTIVE = sqlList(ACTIVE_ORDER_STATUSES);
const PAID_OPEN = sqlList(PAID_OPEN_STATUSES);

test('there are orders in every state, several completed; the operator signs in with the demo password', async () => {
  const counts = await rows(sql`SELECT status, count(*)::int AS n FROM bids GROUP BY status`);
  expect(new Set(counts.map((row) => row.status))).toEqual(new Set(BID_STATUSES));
  expect(counts.find((row) => row.status === 'completed')!.n).toBeGreaterThanOrEqual(10);
  expect(counts.find((row) => row.status === 'refunded')!.n).toBeGreaterThanOrEqual(2);
  const operators = await rows(sql`SELECT username, is_seller FROM users WHERE is_operator`);
  expect(operators).toEqual([{ username: 'inkwell.operator', is_seller: false }]);
  const operator = await login(t.app, 'inkwell.operator', DEMO_PASSWORD);
  expect(operator.user).toMatchObject({ username: 'inkwell.operator', isOperator: true });
  const [hash] = await rows(sql`SELECT password_hash FROM users WHERE username = 'inkwell.operator'`);
  expect(await verifyPassword(String(hash!.password_hash), 'not the password')).toBe(false);
});

test("every gig's sales are its completed orders and its stars the sums of its gig reviews", async () => {
  expect(
    await rows(sql`
      SELECT g.title, g.sales, g.total_stars, g.star_number FROM gigs g
      WHERE g.sales <> (SELECT count(*) FROM bids b WHERE b.gig_id = g.id AND b.status = 'completed')
         OR g.total_stars <> (SELECT coalesce(sum(r.stars), 0) FROM gig_reviews r WHERE r.gig_id = g.id)
         OR g.star_number <> (SELECT count(*) FROM gig_reviews r WHERE r.gig_id = g.id)`),
  ).toEqual([]);
  const [best] = await rows(sql`SELECT max(sales)::int AS sales FROM gigs`);
  expect(best!.sales).toBeGreaterThanOrEqual(3);
});

test('a gig is in progress exactly when it has an order under way, and has at most one', async () => {
  expect(
    await rows(sql`
      SELECT g.title, g.status, (SELECT count(*)::int FROM bids b WHERE b.gig_id = g.id AND b.status IN ${ACTIVE})
      AS active FROM gigs g
      WHERE (g.status = 'in_progress') <> EXISTS (SELECT 1 FROM bids b WHERE b.gig_id = g.id AND b.status IN ${ACTIVE})
         OR (SELECT count(*) FROM bids b WHERE b.gig_id = g.id AND b.status IN ${ACTIVE}) > 1`),
  ).toEqual([]);
  expect(
    await rows(
      sql`SELECT gig_id, bidder_id FROM bids WHERE status IN ${sqlList(LIVE_BID_STATUSES)} GROUP BY gig_id, bidder_id
        HAVING count(*) > 1`,
    ),
  ).toEqual([]);
});

test('reviews are written only on completed orders, once per side, after the completion', async () => {
  for (const table of [sql`gig_reviews`, sql`user_reviews`]) {
    expect(
      await rows(
        sql`SELECT r.id FROM ${table} r JOIN bids b ON b.id = r.bid_id WHERE b.status <> 'completed'
          OR r.created_at < b.completed_at OR r.gig_id <> b.gig_id`,
      ),
    ).toEqual([]);
    expect(await rows(sql`SELECT bid_id FROM ${table} GROUP BY bid_id HAVING count(*) > 1`)).toEqual([]);
  }
  expect(
    await rows(
      sql`SELECT r.id FROM gig_reviews r JOIN bids b ON b.id = r.bid_id WHERE r.reviewer_id <> b.bidder_id
        OR r.seller_id <> b.seller_id`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      sql`SELECT r.id FROM user_reviews r JOIN bids b ON b.id = r.bid_id WHERE r.reviewer_id <> b.seller_id
        OR r.reviewee_id <> b.bidder_id`,
    ),
  ).toEqual([]);
});

test('every completed order was paid, delivered, accepted and released; none completed without payment', async () => {
  expect(await rows(sql`SELECT bid_id FROM ledger_entries WHERE kind = 'paid_outside'`)).toEqual([]);
  expect(
    await rows(sql`
      SELECT b.id FROM bids b WHERE b.status = 'completed' AND (
        b.paid_at IS NULL OR b.completed_at IS NULL OR b.delivered_at IS NULL
        OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.bid_id = b.id AND p.status = 'succeeded')
        OR NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.bid_id = b.id AND l.kind = 'release'
        AND l.account = 'seller')
        OR NOT EXISTS (SELECT 1 FROM order_deliveries d WHERE d.bid_id = b.id)
        OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.bid_id = b.id
        AND e.type IN ('accept', 'resolve_release')))`),
  ).toEqual([]);
});

test('paid orders have one succeeded demo payment with its intent and a due date; unpaid ones neither', async () => {
  expect(
    await rows(sql`
      SELECT b.id, b.status FROM bids b
      WHERE (b.paid_at IS NOT NULL) <> (b.status IN ${PAID_OPEN} OR b.status = 'completed' OR EXISTS (SELECT 1
      FROM refunds r WHERE r.bid_id = b.id))
         OR (b.paid_at IS NOT NULL) <> (b.due_at IS NOT NULL)
         OR (b.paid_at IS NOT NULL) <> EXISTS (SELECT 1 FROM payments p WHERE p.bid_id = b.id)`),
  ).toEqual([]);
  expect(
    await rows(sql`
      SELECT p.id FROM payments p JOIN bids b ON b.id = p.bid_id
      LEFT JOIN demo_payment_intents i ON i.id = p.intent_id
      WHERE p.status <> 'succeeded' OR p.gateway <> 'demo' OR p.amount_cents <> b.amount_cents
      OR p.succeeded_at <> b.paid_at
         OR p.buyer_id <> b.bidder_id OR p.seller_id <> b.seller_id
         OR i.id IS NULL OR i.status <> 'succeeded' OR i.amount_cents <> p.amount_cents OR i.card_last4 <> '4242'`),
  ).toEqual([]);
  expect(await rows(sql`SELECT bid_id FROM payments GROUP BY bid_id HAVING count(*) > 1`)).toEqual([]);
});

test('every ledger movement sums to 0, and for every order paid = held + released + refunded', async () => {
  expect(
    await rows(
      sql`SELECT movement_id FROM ledger_entries GROUP BY movement_id HAVING sum(amount_cents) <> 0 OR count(*) <> 2`,
    ),
  ).toEqual([]);
  const money = await rows(sql`
    SELECT b.id, b.status, b.amount_cents AS amount,
      coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'payment' AND l.account = 'escrow'), 0)::int AS paid,
      coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'escrow'), 0)::int AS held,
      coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'release' AND l.account = 'seller'), 0)::int AS released,
      coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund' AND l.account = 'buyer'), 0)::int AS refunded
    FROM bids b LEFT JOIN ledger_entries l ON l.bid_id = b.id GROUP BY b.id`);
  for (const order of money) {
    expect(order.paid, String(order.id)).toBe(Number(order.held) + Number(order.released) + Number(order.refunded));
    const status = String(order.status);
    const expected = PAID_OPEN_STATUSES.includes(status as never)
      ? { paid: order.amount, held: order.amount, released: 0, refunded: 0 }
      : status === 'completed'
        ? { paid: order.amount, held: 0, released: order.amount, refunded: 0 }
        : status === 'refunded'
          ? { paid: order.amount, held: 0 }
          : { paid: 0, held: 0, released: 0, refunded: 0 };
    expect(order, status).toMatchObject(expected);
  }
});

test(
  'refunds went back through the demo gateway: succeeded, ' +
    'none pending, each with its demo refund and ledger movement',
  async () => {
    expect(await rows(sql`SELECT id FROM refunds WHERE status <> 'succeeded'`)).toEqual([]);
    expect(
      await rows(sql`
      SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id
      LEFT JOIN demo_refunds d ON d.id = r.gateway_refund_id
      WHERE r.gateway <> 'demo' OR p.bid_id <> r.bid_id OR d.id IS NULL OR d.intent_id <> p.intent_id
      OR d.amount_cents <> r.amount_cents
         OR d.idempotency_key <> r.idempotency_key
         OR r.amount_cents <> (SELECT sum(l.amount_cents) FROM ledger_entries l WHERE l.bid_id = r.bid_id
         AND l.kind = 'refund' AND l.account = 'buyer')`),
    ).toEqual([]);
    expect(
      await rows(
        sql`SELECT b.id FROM bids b WHERE b.status = 'refunded' AND NOT EXISTS (SELECT 1 FROM refunds r
          WHERE r.bid_id = b.id)`,
      ),
    ).toEqual([]);
  },
);

test('the refunded orders: one cancelled by agreement, one split by the operator; one disputed, open', async () => {
  const agreed = await rows(sql`
    SELECT c.requested_by, c.reason FROM order_cancellations c JOIN bids b ON b.id = c.bid_id
    WHERE c.status = 'accepted' AND b.status = 'refunded' AND c.closed_at IS NOT NULL`);
  expect(agreed.length).toBeGreaterThanOrEqual(1);
  const split = await rows(sql`
    SELECT d.refund_cents, b.amount_cents, u.username FROM order_disputes d JOIN bids b ON b.id = d.bid_id
    JOIN users u ON u.id = d.resolved_by
    WHERE d.outcome = 'split' AND b.status = 'refunded'`);
  expect(split).toHaveLength(1);
  expect(split[0]).toMatchObject({ username: 'inkwell.operator' });
  expect(Number(split[0]!.refund_cents)).toBeGreaterThan(0);
  expect(Number(split[0]!.refund_cents)).toBeLessThan(Number(split[0]!.amount_cents));
  const open = await rows(
    sql`SELECT d.reason FROM order_disputes d JOIN bids b ON b.id = d.bid_id WHERE b.status = 'disputed'
      AND d.resolved_at IS NULL`,
  );
  expect(open).toHaveLength(1);
  expect(String(open[0]!.reason).length).toBeGreaterThanOrEqual(10);
  expect(
    await rows(
      sql`SELECT b.id FROM bids b WHERE b.status = 'disputed' AND NOT EXISTS (SELECT 1 FROM order_disputes d
        WHERE d.bid_id = b.id AND d.resolved_at IS NULL)`,
    ),
  ).toEqual([]);
  expect(await rows(sql`SELECT id FROM bids WHERE (status = 'declined') <> (decline_reason <> '')`)).toEqual([]);
});

test(
  'the orders under way show what each screen needs: late, delivered ' +
    'recently, a revision asked, an approval waiting for payment',
  async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const [late] = await rows(sql`
    SELECT count(*)::int AS n FROM bids b WHERE b.status = 'in_progress' AND b.due_at < now() - interval '24 hours'
      AND NOT EXISTS (SELECT 1 FROM order_deliveries d WHERE d.bid_id = b.id)`);
    expect(late!.n).toBeGreaterThanOrEqual(1);
    const [onTime] = await rows(
      sql`SELECT count(*)::int AS n FROM bids WHERE status = 'in_progress' AND due_at > now() AND revisions_used = 0`,
    );
    expect(onTime!.n).toBeGreaterThanOrEqual(1);
    const revised = await rows(sql`
    SELECT b.due_at, (SELECT count(*)::int FROM order_deliveries d WHERE d.bid_id = b.id) AS deliveries FROM bids b
    WHERE b.status = 'in_progress' AND b.revisions_used = 1`);
    expect(revised.length).toBeGreaterThanOrEqual(1);
    expect(revised.some((row) => row.deliveries === 1 && new Date(String(row.due_at)).getTime() > now)).toBe(true);
    for (const row of await rows(sql`SELECT delivered_at FROM bids WHERE status = 'delivered'`)) {
      const age = now - new Date(String(row.delivered_at)).getTime();
      expect(age).toBeLessThan(24 * hour);
      expect(age).toBeLessThan(ORDER_ACCEPTANCE_HOURS_DEFAULT * hour);
    }
    for (const row of await rows(sql`SELECT approved_at FROM bids WHERE status = 'approved'`))
      expect(now - new Date(String(row.approved_at)).getTime()).toBeLessThan(ORDER_PAYMENT_HOURS_DEFAULT * hour);
    expect(
      await rows(
        sql`SELECT b.id FROM bids b JOIN gigs g ON g.id = b.gig_id WHERE b.revisions_included <> g.revisions
          OR b.revisions_used > b.revisions_included`,
      ),
    ).toEqual([]);
    expect(
      new Set((await rows(sql`SELECT DISTINCT revisions FROM gigs`)).map((row) => row.revisions)).size,
    ).toBeGreaterThanOrEqual(3);
  },
);

test("every order's timeline starts with the bid placed and ends with the step that gave it its state", async () => {
  const LAST: Record<string, string[]> = {
    pending: ['placed'],
    approved: ['approve'],
    in_progress: ['pay', 'request_revision'],
    delivered: ['deliver'],
    completed: ['accept', 'resolve_release'],
    cancelled: ['cancel', 'cancel_unpaid'],
    withdrawn: ['withdraw'],
    declined: ['decline'],
    disputed: ['dispute'],
    refunded: ['cancel_paid', 'resolve_refund', 'resolve_split'],
  };
  const timelines = await rows(sql`
    SELECT b.id, b.status, array_agg(e.type ORDER BY e.created_at, e.id) AS types, array_agg(e.actor
    ORDER BY e.created_at, e.id) AS actors
    FROM bids b JOIN order_events e ON e.bid_id = b.id GROUP BY b.id, b.status`);
  expect(timelines).toHaveLength((await rows(sql`SELECT id FROM bids`)).length);
  for (const { status, types, actors } of timelines as { status: string; types: string[]; actors: string[] }[]) {
    expect(types[0]).toBe('placed');
    expect(LAST[status], `${status}: ${types.join(', ')}`).toContain(types.at(-1));
    expect(actors.every((actor) => ['buyer', 'seller', 'operator', 'system'].includes(actor))).toBe(true);
  }
  expect(
    await rows(
      sql`SELECT e.id FROM order_events e JOIN bids b ON b.id = e.bid_id WHERE e.created_at < b.created_at
        OR e.created_at > now()`,
    ),
  ).toEqual([]);
  expect(await rows(sql`SELECT id FROM order_events WHERE (actor IN ('system')) <> (actor_id IS NULL)`)).toEqual([]);
});

async function expectStoredA4Pdfs(stored: Record<string, unknown>[]) {
  for (const file of stored) {
    expect(file.owner_id).toBe(file.sender_id);
    expect(file.content_type).toBe('application/pdf');
    expect(file.storage_key).toBe(`${String(file.id)}.pdf`);
    const stored = await privateFiles.get(String(file.storage_key));
    expect(stored, String(file.storage_key)).not.toBeNull();
    const bytes = await readAll(stored!.stream);
    expect(bytes.length).toBe(file.size_bytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595 842]');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(await t.app.files.get(String(file.storage_key)), 'never in the public uploads').toBeNull();
  }
}

test("every delivered file is the seller's, and its bytes are an A4 PDF in the private files store", async () => {
  const delivered = await rows(sql`
    SELECT f.id, f.storage_key, f.size_bytes, f.content_type, f.owner_id, b.seller_id AS sender_id
    FROM order_delivery_files df
    JOIN files f ON f.id = df.file_id JOIN order_deliveries d ON d.id = df.delivery_id JOIN bids b ON b.id = d.bid_id`);
  expect(delivered.length).toBeGreaterThanOrEqual(20);
  expect(
    await rows(
      sql`SELECT d.id FROM order_deliveries d WHERE NOT EXISTS (SELECT 1 FROM order_delivery_files df
        WHERE df.delivery_id = d.id)`,
    ),
  ).toEqual([]);
  await expectStoredA4Pdfs(delivered);
});

test("files attached to chat messages are their writer's A4 PDFs in the private files store", async () => {
  const attached = await rows(sql`
    SELECT f.id, f.storage_key, f.size_bytes, f.content_type, f.owner_id, m.user_id AS sender_id FROM message_files mf
    JOIN files f ON f.id = mf.file_id JOIN messages m ON m.id = mf.message_id`);
  expect(attached.length).toBeGreaterThanOrEqual(2);
  await expectStoredA4Pdfs(attached);
  const [unused] = await rows(sql`
    SELECT count(*)::int AS n FROM files f WHERE NOT EXISTS (SELECT 1 FROM order_delivery_files df
    WHERE df.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM message_files mf WHERE mf.file_id = f.id)`);
  expect(unused!.n).toBe(0);
});
