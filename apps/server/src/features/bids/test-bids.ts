import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bids } from '../../db/schema/bids.ts';
import { gigs } from '../../db/schema/gigs.ts';
import type { Session } from '../../../test/test-app.ts';
import { buyerSession, postGig, sellerSession } from '../gigs/test-gigs.ts';

/** Factories for the bid and review tests: people, a gig, bids placed and moved through the API. */

export const PROPOSAL =
  'I have written dissertations in economics for six years. I will share an outline in two days, then draft each chapter with you.';

export function buildBid(gig: { _id: string }, overrides: Record<string, unknown> = {}) {
  return { gigId: gig._id, amount: 40, days: 2, message: PROPOSAL, ...overrides };
}

/** Requests as a signed-in user, or as a visitor when the session is null. */
export const as = (app: FastifyInstance, session: Session | null) => (options: InjectOptions) => (session ? session.request(options) : app.inject(options));

export async function placeBid(session: Session, gig: { _id: string }, overrides: Record<string, unknown> = {}): Promise<Bid> {
  const response = await session.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig, overrides) });
  if (response.statusCode !== 201) throw new Error(`place bid failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const REVIEW = { stars: 5, satisfaction: 'excellent', comment: 'Clear brief, quick answers, paid on time.' };

export function approve(session: Session | null, app: FastifyInstance, bidId: string): Promise<LightMyRequestResponse> {
  return as(app, session)({ method: 'POST', url: `/api/bids/approve/${bidId}` });
}

/** Completes with the review (REVIEW unless given), or with no body at all when the review is null. */
export function complete(session: Session | null, app: FastifyInstance, bidId: string, review: Record<string, unknown> | null = REVIEW) {
  return as(app, session)({ method: 'POST', url: `/api/bids/complete/${bidId}`, ...(review ? { payload: review } : {}) });
}

/** The five roles every endpoint is tested for: the gig's owner, a buyer who bid, another buyer, another seller (and visitors: null). */
export interface Cast {
  owner: Session;
  buyer: Session;
  otherBuyer: Session;
  otherSeller: Session;
}

export async function cast(app: FastifyInstance): Promise<Cast> {
  const [owner, buyer, otherBuyer, otherSeller] = await Promise.all([sellerSession(app), buyerSession(app), buyerSession(app), sellerSession(app)]);
  return { owner, buyer, otherBuyer, otherSeller };
}

/** A fresh gig of the owner with a pending bid of the buyer. */
export async function gigWithBid(people: Cast, gigOverrides: Record<string, unknown> = {}): Promise<{ gig: Gig; bid: Bid }> {
  const gig = await postGig(people.owner, gigOverrides);
  const bid = await placeBid(people.buyer, gig);
  return { gig, bid };
}

/** Moves a bid approved -> in_progress directly, for bid tests that do not care how it was paid (payments: features/payments/test-payments.ts). */
export async function markPaid(db: Database, bidId: string) {
  await db.update(bids).set({ status: 'in_progress' }).where(eq(bids.id, bidId));
}

export async function storedBid(db: Database, id: string) {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  return row!;
}

export async function storedGig(db: Database, id: string) {
  const [row] = await db.select().from(gigs).where(eq(gigs.id, id));
  return row!;
}

export async function bidStatuses(db: Database, gigId: string): Promise<Record<string, string>> {
  const rows = await db.select({ id: bids.id, status: bids.status }).from(bids).where(eq(bids.gigId, gigId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

/**
 * Sends the requests all at once. On PostgreSQL it first holds the gig's row lock from a
 * transaction of its own and releases it only when at least `minWaiting` of the requests are
 * blocked on that lock inside their own transactions: proof that they really ran at the same time.
 * PGlite has one connection and runs transactions one after another, so there they are just sent together.
 */
export async function race(
  app: FastifyInstance,
  db: Database,
  kind: 'pglite' | 'postgres',
  gigId: string,
  requests: (() => Promise<LightMyRequestResponse>)[],
  minWaiting = Math.min(requests.length, 5),
): Promise<{ responses: LightMyRequestResponse[]; waited: number }> {
  if (kind === 'pglite') return { responses: await Promise.all(requests.map((send) => send())), waited: 0 };
  let responses!: Promise<LightMyRequestResponse[]>;
  let waited = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM gigs WHERE id = ${gigId} FOR UPDATE`);
    responses = Promise.all(requests.map((send) => send()));
    const deadline = Date.now() + 20_000;
    while (waited < minWaiting) {
      if (Date.now() > deadline) throw new Error(`only ${waited} requests were waiting for the gig's lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Inside a transaction PostgreSQL keeps the first view of pg_stat_activity it gave: drop it,
      // or a first look taken before the requests arrived is all this loop ever sees.
      await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
      const result = await tx.execute(
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      waited = (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0;
    }
  });
  return { responses: await responses, waited };
}

