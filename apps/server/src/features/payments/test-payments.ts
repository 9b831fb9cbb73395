import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import type { Session } from '../../../test/test-app.ts';
import { approve, as, gigWithBid, type Cast } from '../bids/test-bids.ts';

/** Factories for the payment tests: an approved bid, its intent, the demo card form, the confirmation. */

const nextYear = (new Date().getUTCFullYear() + 1) % 100;
export const CARD = { expiry: `12 / ${nextYear}`, cvc: '123' };

/** A fresh gig of the owner with the buyer's bid approved. */
export async function approvedBid(people: Cast, app: FastifyInstance): Promise<{ gig: Gig; bid: Bid }> {
  const { gig, bid } = await gigWithBid(people);
  const response = await approve(people.owner, app, bid._id);
  if (response.statusCode !== 200) throw new Error(`approve failed: ${response.statusCode} ${response.body}`);
  return { gig, bid };
}

export function createIntent(session: Session | null, app: FastifyInstance, bidId: string): Promise<LightMyRequestResponse> {
  return as(app, session)({ method: 'POST', url: `/api/orders/create-payment-intent/${bidId}` });
}

export function payWithCard(session: Session | null, app: FastifyInstance, clientSecret: string, number: string, card: Partial<typeof CARD> = {}) {
  return as(app, session)({ method: 'POST', url: '/api/payments/demo/confirm', payload: { clientSecret, number, ...CARD, ...card } });
}

export function confirmOrder(session: Session | null, app: FastifyInstance, paymentIntent: unknown) {
  return as(app, session)({ method: 'PUT', url: '/api/orders', payload: { payment_intent: paymentIntent } });
}

/** The buyer starts paying: the intent's answer. */
export async function startPaying(session: Session, app: FastifyInstance, bidId: string): Promise<{ clientSecret: string; paymentIntent: string; amount: number }> {
  const response = await createIntent(session, app, bidId);
  if (response.statusCode !== 200) throw new Error(`create-payment-intent failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Pays an approved bid with the 4242 card, as the buyer's browser does. */
export async function pay(session: Session, app: FastifyInstance, bidId: string, number: string = TEST_CARDS.succeeds) {
  const intent = await startPaying(session, app, bidId);
  const response = await payWithCard(session, app, intent.clientSecret, number);
  if (response.statusCode !== 200) throw new Error(`demo confirm failed: ${response.statusCode} ${response.body}`);
  return intent;
}

export async function ledgerOf(db: Database, bidId: string) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.bidId, bidId));
}

export async function paymentsOf(db: Database, bidId: string) {
  return db.select().from(payments).where(eq(payments.bidId, bidId));
}

export async function paidNotifications(db: Database, bidId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bidId, bidId), eq(notifications.type, 'bid_paid')));
}

export const escrowOf = (lines: { account: string; amountCents: number }[]) =>
  lines.filter((line) => line.account === 'escrow').reduce((sum, line) => sum + line.amountCents, 0);
