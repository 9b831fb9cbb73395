import type { FastifyRequest } from 'fastify';
import { EVERYTHING, SESSIONS_ONLY, type Invalidation } from '../lib/read-cache-bus.ts';
import { bidsTag, factsTag, idTag, isSafeTag, touchedScopes } from '../lib/read-cache-tags.ts';

/**
 * What each write of the server changes in the cached reads (decision 027, "Invalidation by what a
 * write changed"): one line per route, `METHOD /url` as Fastify names it. A line is
 * - `null`: the write changes no public read and no session (chat, read marks, signing up);
 * - EVERYTHING: every answer and every session go (the rare writes, and those that change a user
 *   row or a rule many answers depend on);
 * - SESSIONS_ONLY: only sessions end or begin;
 * - a function of the request and its answer: the tags it touched (lib/read-cache-tags.ts). It
 *   returns EVERYTHING when it cannot tell (an answer without the ids it needs).
 * A write route missing here empties everything, so forgetting a line never serves stale data; a
 * test walks the app's routes and fails on any missing line. The tags are the same on every process
 * (lib/read-cache-bus.ts carries them). No line below changes a user row or a session, unless it
 * says EVERYTHING or SESSIONS_ONLY: the session caches keep their users.
 */

export interface Write {
  request: FastifyRequest;
  /** The answer's JSON, parsed on demand (undefined when it is not JSON). */
  answer(): unknown;
}

type Touches = null | Invalidation | ((write: Write) => Invalidation);

const touch = (tags: (string | undefined)[]): Invalidation => {
  const known = tags.filter((tag): tag is string => tag !== undefined);
  return known.every(isSafeTag) ? { tags: known, sessions: false } : EVERYTHING;
};

const field = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' && found !== '' ? found : undefined;
};
const param = (request: FastifyRequest, name: string) => field(request.params, name);

/** Tags from fields of the answer; EVERYTHING when one is missing. */
const fromAnswer = (names: string[], tagsOf: (values: string[]) => string[]) => (write: Write) => {
  const answer = write.answer();
  const values = names.map((name) => field(answer, name));
  return values.every((value) => value !== undefined) ? touch(tagsOf(values as string[])) : EVERYTHING;
};

/**
 * A new or edited gig: its own answers, and the lists it is in or may enter (its category's, its seller's, all gigs').
 */
const gigAndItsLists = fromAnswer(['_id', 'cat', 'userId'], ([id, cat, userId]) => [
  idTag(id!),
  ...touchedScopes({ cat: cat!, userId: userId! }),
]);

export const WRITES: Readonly<Record<string, Touches>> = {
  // Sessions and accounts.
  'POST /api/auth/register': null,
  'POST /api/auth/login': SESSIONS_ONLY,
  'POST /api/auth/logout': SESSIONS_ONLY,
  'POST /api/auth/logout-all': SESSIONS_ONLY,
  'DELETE /api/auth/sessions/:id': SESSIONS_ONLY,
  'POST /api/auth/password/forgot': EVERYTHING,
  'POST /api/auth/password/reset': EVERYTHING,
  'POST /api/auth/password/change': EVERYTHING,
  'POST /api/auth/email/verify': EVERYTHING,
  'POST /api/auth/email/resend': EVERYTHING,
  // An email change: the request changes no user row, the confirmation does, the cancel ends sessions too.
  'POST /api/auth/email/change': null,
  'POST /api/auth/email/change/confirm': EVERYTHING,
  'POST /api/auth/email/change/cancel': EVERYTHING,
  'PUT /api/auth/me/language': EVERYTHING,
  'PUT /api/users/:id': EVERYTHING,
  'POST /api/users/me/seller': EVERYTHING,
  'DELETE /api/users/me/seller': EVERYTHING,
  'DELETE /api/users/me': EVERYTHING,
  'POST /api/users/me/honor-code': EVERYTHING,
  'PUT /api/users/me/mail-preferences': EVERYTHING,
  'POST /api/mail/unsubscribe': EVERYTHING,

  // Gigs: a like changes the gig's count (in its own answers and every list that shows it).
  'POST /api/gigs': gigAndItsLists,
  'PATCH /api/gigs/:id': gigAndItsLists,
  'DELETE /api/gigs/:id': EVERYTHING,
  'POST /api/gigs/:id/like': ({ request }) => touch([idTag(param(request, 'id') ?? '')]),

  // Bids: a new one changes its gig's bid count only (no gig or list answer carries it); a pending bid withdrawn or
  // declined changes no public read (the count counts bids in every state, the gig stays available, and a buyer's lists
  // leave out only gigs with their order approved or under way). Every other step may change a
  // gig's status or sales, a buyer's lists or a seller's facts.
  'POST /api/bids': ({ request }) => {
    const gigId = field(request.body, 'gigId');
    return gigId === undefined ? EVERYTHING : touch([bidsTag(gigId)]);
  },
  'POST /api/bids/:bidId/withdraw': null,
  'POST /api/bids/:bidId/decline': null,
  'POST /api/bids/approve/:bidId': EVERYTHING,
  'POST /api/bids/complete/:bidId': EVERYTHING,
  'POST /api/bids/:id/cancel': EVERYTHING,
  'POST /api/orders/:bidId/deliveries': EVERYTHING,
  'POST /api/orders/:bidId/accept': EVERYTHING,
  'POST /api/orders/:bidId/revision': EVERYTHING,
  'POST /api/orders/:bidId/cancellation': EVERYTHING,
  'DELETE /api/orders/:bidId/cancellation': EVERYTHING,
  'POST /api/orders/:bidId/cancellation/accept': EVERYTHING,
  'POST /api/orders/:bidId/dispute': EVERYTHING,
  'POST /api/orders/:bidId/extension': EVERYTHING,
  'POST /api/orders/:bidId/extension/accept': EVERYTHING,
  'POST /api/orders/:bidId/extension/decline': EVERYTHING,
  'POST /api/operator/disputes/:bidId/resolve': EVERYTHING,
  // A card dispute may dispute an order in escrow (its status, its seller's figures): rare, so everything.
  'POST /api/operator/orders/:bidId/chargeback': EVERYTHING,
  'POST /api/operator/chargebacks/:bidId/resolve': EVERYTHING,
  'POST /api/orders/create-payment-intent/:bidId': EVERYTHING,
  'PUT /api/orders': EVERYTHING,
  'POST /api/payments/demo/confirm': EVERYTHING,
  'POST /api/payments/webhook': EVERYTHING,

  // A seller's payout account and withdrawals: only the seller's own (uncached) reads change.
  'POST /api/payouts/account/onboarding': null,
  'POST /api/payouts/demo/onboarding': null,
  'POST /api/payouts': null,
  'POST /api/payouts/webhook': null,

  // Reviews: a gig's stars (its answers, its reviews) and its seller's rating (on each of their gigs).
  'POST /api/gig-reviews': fromAnswer(['gigId', 'sellerId'], (ids) => ids.map(idTag)),
  'POST /api/user-reviews': fromAnswer(['revieweeId'], (ids) => ids.map(idTag)),

  // Assignments and offers: no cached read shows them (their lists and pages are per person, never cached).
  'POST /api/assignments': null,
  'POST /api/assignments/:id/close': null,
  'POST /api/assignments/:id/offers': null,
  'POST /api/assignments/:id/offers/:offerId/withdraw': null,

  // Chat and notifications: a message changes its sender's response time (seller facts), nothing else.
  'POST /api/messages': ({ request }) => touch([factsTag(request.user?.id ?? '')]),
  'POST /api/conversations': null,
  'PUT /api/conversations/:id': null,
  'PUT /api/notifications/read-all': null,
  'PUT /api/notifications/:id': null,

  // Files, reports, operators.
  'POST /api/uploads': EVERYTHING,
  'POST /api/files': EVERYTHING,
  'POST /api/reports': EVERYTHING,
  'POST /api/operator/reports/:id/dismiss': EVERYTHING,
  'POST /api/operator/gigs/:id/hide': EVERYTHING,
  'POST /api/operator/gigs/:id/unhide': EVERYTHING,
  'POST /api/operator/users/:id/suspend': EVERYTHING,
  'POST /api/operator/users/:id/unsuspend': EVERYTHING,
  'PUT /api/operator/jurisdictions/:country': EVERYTHING,
  'DELETE /api/operator/jurisdictions/:country': EVERYTHING,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a write does to the caches: null (nothing), or what it changed. */
export function invalidationOf(write: Write, statusCode: number): Invalidation | null {
  const { request } = write;
  if (SAFE_METHODS.has(request.method)) return null;
  // A refused write (4xx) changed nothing: its transaction rolled back. A 5xx may come after a commit.
  if (statusCode >= 400 && statusCode < 500) return null;
  if (statusCode >= 500) return EVERYTHING;
  const touches = WRITES[`${request.method} ${request.routeOptions.url ?? ''}`];
  if (touches === undefined) return EVERYTHING;
  return typeof touches === 'function' ? touches(write) : touches;
}
