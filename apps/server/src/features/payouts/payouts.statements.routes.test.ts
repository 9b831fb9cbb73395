import { monthOf } from '@inkwell/domain/payments/statement.rules';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { clearDueReleases } from '../ledger/index.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';
import { pdfFonts, pdfInfo, pdfText } from '../../../test/fixtures/pdf.ts';
import { afterClearing, balanceOf, connectDemoAccount, earn, withdraw } from '../../../test/fixtures/payouts.ts';
import { sweepDemoPayouts } from './index.ts';

/**
 * A seller's monthly statements: GET /payouts/statements lists the months in which their money
 * moved, GET /payouts/statements/{month} answers the month's statement as an A4 PDF, read back with
 * poppler. Last month holds a release; this month a release, both clearings, a paid payout and a
 * refused one: each month's balances are the ledger's sums around it, and one month's closing is
 * the next one's opening.
 */

let t: TestApp;
let people: Cast;
const now = new Date();
const thisMonth = monthOf(now);
const lastMonth = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
const nextMonth = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15)));
const fee = (cents: number) => feeCentsOf(cents, 1000);
const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** A line of the PDF's text: its label, then (after any spaces, or the values before it) `value`. */
const line = (label: string, value: string) =>
  new RegExp(`${label.replace(/[()$.]/g, '\\$&')}[^\\n]*?\\s${value.replace(/[()$.]/g, '\\$&')}(\\s|$)`);

const statement = (session: Session | null, app: FastifyInstance, month: string) =>
  session
    ? session.request({ method: 'GET', url: `/api/payouts/statements/${month}` })
    : app.inject({ method: 'GET', url: `/api/payouts/statements/${month}` });
const months = (session: Session | null, app: FastifyInstance) =>
  session
    ? session.request({ method: 'GET', url: '/api/payouts/statements' })
    : app.inject({ method: 'GET', url: '/api/payouts/statements' });

async function statementText(month: string, session: Session = people.owner): Promise<string> {
  const response = await statement(session, t.app, month);
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

/** The seller's three balances as the ledger sums them, over every line written before `at`. */
async function ledgerTotalBefore(sellerId: string, at: Date): Promise<number> {
  const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, sellerId));
  return rows
    .filter((row) => ['seller', 'seller_available', 'seller_in_flight'].includes(row.account))
    .filter((row) => row.kind !== 'paid_outside' && row.createdAt < at)
    .reduce((sum, row) => sum + row.amountCents, 0);
}

const OLD = 120_00;
const NEW = 80_00;
const PAID = 60_00;
const REFUSED = 66_66;
let oldOrder: string;
let newOrder: string;

beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  people = await cast(t.app);
  // Last month: an order released (its release and its fee moved to the 15th, 12:00 UTC).
  oldOrder = (await earn(t.app, people, OLD / 100)).bidId;
  const lastMonthDay = new Date(`${lastMonth}-15T12:00:00Z`);
  await t.database.db.update(ledgerEntries).set({ createdAt: lastMonthDay }).where(eq(ledgerEntries.bidId, oldOrder));
  // This month: another order released; both clear; a payout paid and one the demo bank refuses ($66.66).
  newOrder = (await earn(t.app, people, NEW / 100)).bidId;
  await clearDueReleases(t.database.db, t.config.money.clearingMs, afterClearing());
  await connectDemoAccount(people.owner, t.app);
  expect((await withdraw(people.owner, t.app, { amount: PAID / 100 })).statusCode).toBe(201);
  expect((await withdraw(people.owner, t.app, { amount: REFUSED / 100 })).statusCode).toBe(201);
  expect(await sweepDemoPayouts(t.database.db, 0)).toBe(2);
});
afterAll(() => t.close());

describe('GET /payouts/statements', () => {
  test('the months in which the seller’s money moved, newest first', async () => {
    const response = await months(people.owner, t.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ months: [thisMonth, lastMonth] });
  });

  test('401 for a visitor, 403 SELLERS_ONLY for a buyer, nothing for another seller', async () => {
    expect((await months(null, t.app)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    expect((await months(people.buyer, t.app)).json()).toMatchObject({ status: 403, code: 'SELLERS_ONLY' });
    expect((await months(people.otherSeller, t.app)).json()).toEqual({ months: [] });
  });
});

describe('GET /payouts/statements/{month}', () => {
  test('last month: an A4 PDF download, fonts embedded, the order released with its fee, the balances', async () => {
    const response = await statement(people.owner, t.app, lastMonth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="inkwell-statement-${lastMonth}\\.pdf"`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect((await pdfInfo(bytes))['Page size']).toBe('595.28 x 841.89 pts (A4)');
    expect((await pdfFonts(bytes)).every((font) => font.embedded)).toBe(true);

    const text = await pdfText(bytes);
    const net = OLD - fee(OLD);
    expect(text).toContain('Monthly statement');
    expect(text).toContain(
      new Date(`${lastMonth}-01T00:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(text).toContain(people.owner.user.username);
    expect(text).toContain(oldOrder.replace(/-/g, '').slice(-8).toUpperCase());
    // The order: released, its fee, what the seller earns.
    expect(text).toMatch(
      new RegExp(
        `${usd(OLD).replace('$', '\\$')}\\s+${usd(-fee(OLD)).replace('$', '\\$')}\\s+${usd(net).replace('$', '\\$')}`,
      ),
    );
    expect(text).toMatch(line('Released to you', usd(OLD)));
    expect(text).toMatch(line('Platform fees', usd(-fee(OLD))));
    expect(text).toMatch(line('Earned', usd(net)));
    // Opening: nothing; closing: the order's net, still pending at the month's end.
    expect(text).toMatch(line('Opening,', usd(0)));
    expect(text).toMatch(line('Closing,', usd(net)));
    expect(text).toContain('No money cleared or was paid out this month.');
    expect(await ledgerTotalBefore(people.owner.user._id, new Date(`${thisMonth}-01T00:00:00Z`))).toBe(net);
  });

  test('this month: a release, both clearings, a payout paid and one refused; closing = the balance now', async () => {
    const text = await statementText(thisMonth);
    const oldNet = OLD - fee(OLD);
    const newNet = NEW - fee(NEW);
    // One month's closing is the next one's opening.
    expect(text).toMatch(line('Opening,', usd(oldNet)));
    expect(text).toMatch(line('Released to you', usd(NEW)));
    expect(text).toMatch(line('Platform fees', usd(-fee(NEW))));
    expect(text).toMatch(line('Payouts paid to your bank', usd(-PAID)));
    expect(text).toMatch(line('Cleared (became available)', usd(oldNet + newNet)));
    expect(text).toMatch(line('Payouts asked for', usd(PAID + REFUSED)));
    expect(text).toMatch(line('Payouts failed (returned to available)', usd(REFUSED)));
    // Opening + earned - paid out = closing = what GET /payouts/balance says now.
    const closing = oldNet + newNet - PAID;
    expect(text).toMatch(line('Closing,', usd(closing)));
    const balance = await balanceOf(people.owner, t.app);
    expect(Math.round((balance.pending + balance.available + balance.inFlight) * 100)).toBe(closing);
    expect(await ledgerTotalBefore(people.owner.user._id, new Date(Date.now() + 60_000))).toBe(closing);
    // Each movement, once.
    expect(text.match(/Cleared: /g)).toHaveLength(2);
    expect(text.match(/Payout [0-9A-F]{8} asked for/g)).toHaveLength(2);
    expect(text.match(/Payout [0-9A-F]{8} paid/g)).toHaveLength(1);
    expect(text.match(/Payout [0-9A-F]{8} failed, returned to available/g)).toHaveLength(1);
    expect(text).toContain(newOrder.replace(/-/g, '').slice(-8).toUpperCase());
  });

  test("in the seller's language: a French statement, accents printed", async () => {
    const response = await people.owner.request({
      method: 'PUT',
      url: '/api/auth/me/language',
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    try {
      const text = await statementText(lastMonth);
      expect(text).toContain('Relevé mensuel');
      expect(text).toContain('Commandes versées');
      expect(text).toContain('Frais de la plateforme');
      expect(text).toContain('Les dates sont en UTC (temps universel coordonné).');
    } finally {
      await people.owner.request({ method: 'PUT', url: '/api/auth/me/language', payload: { language: 'en' } });
    }
  });

  test('a month with nothing: 404 STATEMENT_NOT_FOUND (the seller; another seller on this month)', async () => {
    expect((await statement(people.owner, t.app, '2025-01')).json()).toMatchObject({
      status: 404,
      code: 'STATEMENT_NOT_FOUND',
    });
    expect((await statement(people.otherSeller, t.app, thisMonth)).json()).toMatchObject({
      status: 404,
      code: 'STATEMENT_NOT_FOUND',
    });
  });

  test('a bad month: 400 STATEMENT_MONTH_INVALID (malformed, no such month, or not begun yet)', async () => {
    for (const month of ['2026-13', 'abc', '2026-1', '2026-11-01', '1999-12', nextMonth, '%20', 'x'.repeat(20)]) {
      const response = await statement(people.owner, t.app, encodeURIComponent(month));
      expect(response.statusCode, month).toBe(400);
      expect(response.json(), month).toMatchObject({
        code: expect.stringMatching(/^(STATEMENT_MONTH_INVALID|VALIDATION_FAILED)$/),
      });
    }
    expect((await statement(people.owner, t.app, '2026-13')).json()).toMatchObject({ code: 'STATEMENT_MONTH_INVALID' });
    expect((await statement(people.owner, t.app, 'x'.repeat(21))).statusCode).toBe(400);
  });

  test('401 for a visitor, 403 SELLERS_ONLY for a buyer (before the month is even read)', async () => {
    expect((await statement(null, t.app, thisMonth)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    expect((await statement(people.buyer, t.app, thisMonth)).json()).toMatchObject({
      status: 403,
      code: 'SELLERS_ONLY',
    });
    expect((await statement(people.buyer, t.app, 'abc')).json()).toMatchObject({ status: 403, code: 'SELLERS_ONLY' });
  });
});

test('a card dispute while the money clears: the share held is a line of its own, and in the total', async () => {
  const seller = await cast(t.app);
  const operator = await operatorSession(t.app, t.database.db);
  const disputed = (await earn(t.app, seller, 50)).bidId;
  const kept = 50_00 - fee(50_00);
  const charged = await operator.request({
    method: 'POST',
    url: `/api/operator/orders/${disputed}/chargeback`,
    payload: { reason: 'fraudulent' },
  });
  expect(charged.statusCode, charged.body).toBe(201);
  const text = await statementText(thisMonth, seller.owner);
  expect(text).toMatch(line('Opening,', usd(0)));
  expect(text).toMatch(line('Earned', usd(kept)));
  expect(text).toMatch(line('Card disputes (held or given back)', usd(-kept)));
  expect(text).toMatch(new RegExp(`Held by a card dispute: [^\\n]*\\s\\$${(kept / 100).toFixed(2)}`));
  expect(text).toMatch(line('Closing,', usd(0)));
  const balance = await balanceOf(seller.owner, t.app);
  expect(balance.pending + balance.available + balance.inFlight).toBe(0);
});
