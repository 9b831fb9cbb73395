import { feeCentsOf } from '@inkwell/domain/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { approve, BRIEF, cast, gigWithBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { completedOrder, paidOrder } from '../../../../test/fixtures/orders.ts';
import { pdfFonts, pdfInfo, pdfText } from '../../../../test/fixtures/pdf.ts';
import {
  acceptCancellation,
  askCancellation,
  expectStatus,
  openDispute,
  operatorSession,
  resolve,
} from '../../../../test/fixtures/settlements.ts';

/**
 * GET /orders/{bidId}/receipt: an A4 PDF of the order for its buyer and its seller, in the reader's
 * language, read back with poppler as a person's PDF reader would: the seller's copy has the fee and
 * the earnings, the buyer's has neither; anyone else gets 404, a visitor 401, an unpaid order 409.
 */

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const receipt = (session: Session | null, app: FastifyInstance, bidId: string) =>
  session
    ? session.request({ method: 'GET', url: `/api/orders/${bidId}/receipt` })
    : app.inject({ method: 'GET', url: `/api/orders/${bidId}/receipt` });

async function receiptText(session: Session, bidId: string): Promise<string> {
  const response = await receipt(session, t.app, bidId);
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** pdftotext -layout keeps a line's label and value apart by spaces: one pattern for "label ... value". */
const line = (label: string, value: string) =>
  new RegExp(`${label.replace(/[()$.]/g, '\\$&')}\\s+${value.replace(/[()$.]/g, '\\$&')}`);

describe('a released order', () => {
  let people: Cast;
  let bidId: string;
  let gigTitle: string;
  let amountCents: number;
  beforeAll(async () => {
    people = await cast(t.app);
    const order = await completedOrder(t.app, people);
    bidId = order.bid._id;
    gigTitle = order.gig.title;
    amountCents = Math.round(order.bid.amount * 100);
  });

  test("the seller's copy: an A4 PDF download with the order, both people, dates, fee and earnings", async () => {
    const response = await receipt(people.owner, t.app, bidId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const short = bidId.replace(/-/g, '').slice(-8);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="inkwell-receipt-${short}\\.pdf"`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const bytes = response.rawPayload;
    expect((await pdfInfo(bytes))['Page size']).toBe('595.28 x 841.89 pts (A4)');
    expect((await pdfFonts(bytes)).every((font) => font.embedded)).toBe(true);
    const text = await pdfText(bytes);
    const fee = feeCentsOf(amountCents, 1000);
    expect(text).toContain('Receipt');
    expect(text).toContain(`Order ${short.toUpperCase()}`);
    expect(text).toContain("Seller's copy");
    expect(text.replace(/\s+/g, ' ')).toContain(gigTitle);
    expect(text).toMatch(line('Subject', BRIEF.subject));
    expect(text).toMatch(line('Order number', bidId));
    expect(text).toMatch(line('Buyer', people.buyer.user.username));
    expect(text).toMatch(line('Seller', people.owner.user.username));
    expect(text).toMatch(/Paid\s+\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M/);
    expect(text).toMatch(/Released to the seller\s+\w+ \d{1,2}, \d{4} at/);
    expect(text).toMatch(line('Amount paid', usd(amountCents)));
    expect(text).toMatch(line('Released to the seller', usd(amountCents)));
    expect(text).toMatch(line('Platform fee (10%)', `-${usd(fee)}`));
    expect(text).toMatch(line("Seller's earnings", usd(amountCents - fee)));
    expect(text).toContain('Dates are in UTC');
  });

  test("the buyer's copy: what was paid, and neither the fee nor the seller's earnings", async () => {
    const text = await receiptText(people.buyer, bidId);
    expect(text).toContain("Buyer's copy");
    expect(text.replace(/\s+/g, ' ')).toContain(gigTitle);
    expect(text).toMatch(line('Amount paid', usd(amountCents)));
    expect(text).toMatch(line('Paid, less refunds', usd(amountCents)));
    expect(text).toMatch(/Released to the seller\s+\w+ \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/fee \(|earnings/i);
    expect(text).not.toContain(usd(amountCents - feeCentsOf(amountCents, 1000)));
  });

  test('anyone else: 404 ORDER_NOT_FOUND (another seller, another buyer, an operator); a visitor: 401', async () => {
    for (const session of [people.otherSeller, people.otherBuyer, operator]) {
      const response = await receipt(session, t.app, bidId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    expect((await receipt(null, t.app, bidId)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  });

  test("in the reader's language: a French buyer's receipt says it in French, accents printed", async () => {
    expectStatus(
      await people.buyer.request({ method: 'PUT', url: '/api/auth/me/language', payload: { language: 'fr' } }),
      200,
    );
    const text = await receiptText(people.buyer, bidId);
    expect(text).toContain('Reçu');
    expect(text).toContain("Exemplaire de l'acheteur");
    expect(text).toContain('Matière');
    expect(text).toMatch(new RegExp(`Montant payé\\s+${(amountCents / 100).toFixed(2).replace('.', ',')}\\s\\$US`));
    expect(text).toContain('Les dates sont en UTC (temps universel coordonné).');
    // The seller still reads theirs in English, their own language.
    expect(await receiptText(people.owner, bidId)).toContain("Seller's copy");
  });
});

test('an order refunded in full: the refund and its date on both copies, no fee and nothing earned', async () => {
  const { people, bid } = await paidOrder(t.app);
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  expectStatus(await acceptCancellation(people.buyer, t.app, bid._id), 200);
  const paid = Math.round(bid.amount * 100);
  const buyer = await receiptText(people.buyer, bid._id);
  expect(buyer).toMatch(line('Refunded to the buyer', usd(paid)));
  expect(buyer).toMatch(/Refunded to the buyer\s+\w+ \d{1,2}, \d{4} at/);
  expect(buyer).toMatch(line('Paid, less refunds', usd(0)));
  const seller = await receiptText(people.owner, bid._id);
  expect(seller).toMatch(/Released to the seller\s+—/);
  expect(seller).toMatch(line('Platform fee (10%)', `-${usd(0)}`));
  expect(seller).toMatch(line("Seller's earnings", usd(0)));
});

test('a split: the refunded and released parts, the fee on the released part only', async () => {
  const { people, bid } = await paidOrder(t.app);
  expectStatus(await openDispute(people.buyer, t.app, bid._id), 200);
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'split', refundAmount: 7.25 }), 200);
  const released = Math.round(bid.amount * 100) - 725;
  const fee = feeCentsOf(released, 1000);
  const seller = await receiptText(people.owner, bid._id);
  expect(seller).toMatch(line('Refunded to the buyer', usd(725)));
  expect(seller).toMatch(line('Released to the seller', usd(released)));
  expect(seller).toMatch(line('Platform fee (10%)', `-${usd(fee)}`));
  expect(seller).toMatch(line("Seller's earnings", usd(released - fee)));
});

test('a paid order still in escrow: what is held, and no release date yet', async () => {
  const { people, bid } = await paidOrder(t.app);
  const text = await receiptText(people.buyer, bid._id);
  expect(text).toMatch(line('Held in escrow', usd(Math.round(bid.amount * 100))));
  expect(text).toMatch(/Released to the seller\s+—/);
});

test('an order never paid: 409 ORDER_NOT_PAID for its buyer and seller, 404 for anyone else', async () => {
  const people = await cast(t.app);
  const { bid } = await gigWithBid(people);
  for (const session of [people.owner, people.buyer])
    expect((await receipt(session, t.app, bid._id)).json()).toMatchObject({ status: 409, code: 'ORDER_NOT_PAID' });
  expectStatus(await approve(people.owner, t.app, bid._id), 200);
  expect((await receipt(people.buyer, t.app, bid._id)).json()).toMatchObject({ status: 409, code: 'ORDER_NOT_PAID' });
  expect((await receipt(people.otherSeller, t.app, bid._id)).statusCode).toBe(404);
});

test('a malformed or unknown order id: 404 ORDER_NOT_FOUND', async () => {
  const people = await cast(t.app);
  for (const id of ['not-an-id', '00000000-0000-7000-8000-000000000000', 'x'.repeat(100)]) {
    const response = await receipt(people.buyer, t.app, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  }
});
