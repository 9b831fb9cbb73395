import { placeBidForm, type Bid, type BidCount } from '@inkwell/domain/bids/bid.schema';
import type { ErrorCode } from '@inkwell/domain/errors';
import { gigTakesBids } from '@inkwell/domain/gigs/gig.process';
import { bidDueAtAllowed, daysUntil } from '@inkwell/domain/bids/bid.rules';
import { pagesOfWork } from '@inkwell/domain/orders/order.rules';
import { Instant } from '@inkwell/domain/orders/order.schema';
import { z } from 'zod';
import { dollarsToCents } from '@inkwell/domain/pricing';
import type { StoredBrief } from '@inkwell/domain/bids/academic-brief.schema';
import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { isPurposeAllowed } from '@inkwell/domain/integrity/jurisdiction.schema';
import type { Database, Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { requireHonorCode, requireUser } from '../../../lib/auth/guard.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../../lib/ids.ts';
import { parseInput, type FieldCodeOf } from '../../../lib/validation.ts';
import { maskTexts } from '../../../lib/mask-texts.ts';
import { attachableFiles, type FileReader } from '../../files/index.ts';
import { findGig, lockGig, startGigOrder } from '../../gigs/index.ts';
import { allowedPurposesFor } from '../../jurisdictions/index.ts';
import { notify } from '../../notifications/index.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { sellerEarningsFor, type EarningsConfig } from './seller-earnings.ts';
import { toBid } from './bid.mapper.ts';
import { bidsRepository, type BidRow, type BidViewRow } from './bids.repository.ts';

/**
 * Bids and their transitions (docs/product.md#order-life). Each change runs in one
 * transaction that first locks the gig row, then moves the bid with a conditional UPDATE
 * (`... WHERE status IN (allowed states)`); no row updated means the bid was not in a state the
 * process allows, and the answer is 409 with everything rolled back. The partial unique index
 * `bids_one_chosen_per_gig_key` is the last guard: a gig never has two chosen bids.
 */

/** The owner views list the bids on one's own gigs: sellers only (403 for buyers, with this detail). */
export const ONLY_SELLERS_HAVE_BIDS = 'Only sellers have bids on their gigs.';

/** Who reads the bids, for the seller's earnings: the app's config and the reader's id. */
export interface BidReader {
  config: EarningsConfig;
  viewerId: string;
}

/** The rows as `reader` reads them: with the seller's earnings on the bids of which the reader is the seller. */
export async function bidsAsRead(db: Database, reader: BidReader | null, rows: BidViewRow[]): Promise<Bid[]> {
  const earnings = reader
    ? await sellerEarningsFor(
        db,
        reader.config,
        reader.viewerId,
        rows.map(({ bid }) => bid),
      )
    : new Map();
  const now = new Date();
  return rows.map((row) => toBid(row, now, earnings.get(row.bid.id)));
}

/**
 * A bid as every bid endpoint answers it (the cancellation step answers POST /bids/{id}/cancel with
 * it too), to `reader` (null: a reader who is not its seller).
 */
export async function viewBid(db: Database, id: string, reader: BidReader | null = null): Promise<Bid> {
  const [bid] = await bidsAsRead(db, reader, [(await bidsRepository(db).findViewById(id))!]);
  return bid!;
}

const FIELD_CODES: Record<string, ErrorCode> = { days: 'BID_DAYS_OUT_OF_RANGE', amount: 'BID_AMOUNT_INVALID' };
/** The proposal's problems that its schema words "at least 100 characters": too short, blank or missing, not a text. */
const PROPOSAL_TOO_SHORT: ReadonlySet<string> = new Set(['too_short', 'required', 'invalid']);
/**
 * The problem's code by the field and its FieldProblem's code; a proposal
 * too long or with a forbidden character stays VALIDATION_FAILED.
 */
const fieldCode: FieldCodeOf = (field, _message, problem) =>
  field === 'message'
    ? problem && PROPOSAL_TOO_SHORT.has(problem.code)
      ? 'BID_PROPOSAL_TOO_SHORT'
      : undefined
    : FIELD_CODES[field];

/**
 * POST /bids, checked in this order: signed in (401), the gig exists and is not deleted (404), not
 * one's own gig (403), not a seller (403), the gig is available and this buyer has no live bid on it
 * (409: pending or an order under way; after a bid ends, withdrawn, declined, cancelled, completed or
 * refunded, the buyer may bid again), then the fields (400, every field named, the sentences of
 * docs/product.md#user-facing-sentences). The gig stays locked from the
 * checks to the insert, so an approval or a deletion cannot slip in between.
 */
export async function placeBid(db: Database, viewer: UserRow | null, body: unknown): Promise<Bid> {
  const user = requireUser(viewer);
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const gigId = typeof input.gigId === 'string' && UUID_PATTERN.test(input.gigId) ? input.gigId : null;
  const at = new Date();
  const id = await db.transaction(async (tx) => {
    const repository = bidsRepository(tx);
    const gig = gigId ? await lockGig(tx, gigId) : undefined;
    if (!gig || gig.deletedAt || gig.hiddenAt) throw new DomainError('GIG_NOT_FOUND');
    if (gig.userId === user.id) throw new DomainError('BID_OWN_GIG');
    if (user.isSeller) throw new DomainError('BID_SELLERS_CANNOT_BID');
    if (!gigTakesBids(gig.status)) throw new DomainError('GIG_NOT_AVAILABLE');
    if (await repository.hasLiveBid(gig.id, user.id)) throw new DomainError('BID_ALREADY_PLACED');
    requireHonorCode(user);
    await assertPurposeAllowed(tx, user, gig.purpose);
    const requestedDueAt = namedDueAt(input, gig.deliveryTime, at);
    const named = requestedDueAt ? { ...input, days: daysUntil(requestedDueAt, at) } : input;
    const fields = parseInput(placeBidForm(gig.deliveryTime), named, fieldCode);
    const { attachments: attachmentIds, ...brief } = fields.brief;
    const attachments = await attachableFiles(tx, user.id, [
      ...new Set(attachmentIds.map((fileId) => fileId.toLowerCase())),
    ]);
    // The one masking of a bid's texts (decisions 037, 054): the seller reads the proposal and the brief's
    // subject masked; the proposal as written is `original_message`, the subject's `original_text`.
    const { values, originalText } = maskTexts('POST /api/bids', { message: fields.message, brief });
    const { message: writtenMessage = null, ...otherOriginals } = originalText ?? {};
    let row: BidRow;
    try {
      row = await repository.insert({
        id: newId(at.getTime()),
        gigId: gig.id,
        bidderId: user.id,
        sellerId: gig.userId,
        amountCents: dollarsToCents(fields.amount),
        days: fields.days,
        message: values.message,
        originalMessage: typeof writtenMessage === 'string' ? writtenMessage : null,
        originalText: Object.keys(otherOriginals).length > 0 ? otherOriginals : null,
        brief: values.brief satisfies StoredBrief,
        workPages: pagesOfWork(brief.length),
        requestedDueAt,
        createdAt: at,
        updatedAt: at,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'bids_one_live_per_gig_bidder_key')) throw new DomainError('BID_ALREADY_PLACED');
      throw error;
    }
    await repository.attachFiles(
      row.id,
      attachments.map((file) => file._id),
    );
    await notify(tx, [
      {
        userId: gig.userId,
        type: 'bid_placed',
        actorId: user.id,
        gigId: gig.id,
        bidId: row.id,
        amountCents: row.amountCents,
      },
    ]);
    return row.id;
  });
  return viewBid(db, id);
}

/**
 * A bid may name its due instant instead of days: an ISO 8601 instant with its offset (400
 * VALIDATION_FAILED otherwise), at least BID_DUE_AT_MIN_HOURS ahead and within the gig's delivery
 * time (400 BID_DUE_AT_OUT_OF_RANGE). Null when the bid gives days.
 */
function namedDueAt(input: Record<string, unknown>, deliveryTime: number, at: Date): Date | null {
  if (input.dueAt === undefined || input.dueAt === null) return null;
  const dueAt = new Date(parseInput(NamedDueAt, { dueAt: input.dueAt }).dueAt);
  if (!bidDueAtAllowed(dueAt, deliveryTime, at)) throw new DomainError('BID_DUE_AT_OUT_OF_RANGE');
  return dueAt;
}
const NamedDueAt = z.object({ dueAt: Instant });

/**
 * The operators' rule for the buyer's country (users.country) may leave out the gig's
 * purpose; the bid is then refused, 403 PURPOSE_NOT_ALLOWED_IN_COUNTRY, naming both (the web app
 * says it in the reader's language from the code, the gig's purpose and the reader's country).
 */
async function assertPurposeAllowed(tx: Executor, user: UserRow, purpose: GigPurpose): Promise<void> {
  const allowed = await allowedPurposesFor(tx, user.country);
  if (isPurposeAllowed(allowed, purpose)) return;
  throw new DomainError(
    'PURPOSE_NOT_ALLOWED_IN_COUNTRY',
    `Work of the purpose "${purpose}" cannot be ordered by buyers in ${user.country}.`,
  );
}

/** A private file attached to a bid's brief: the gig's seller and operators may read it (the bidder uploaded it). */
export const bidFileReader: FileReader = (db, fileId, viewer) => bidsRepository(db).fileOfBidReadableBy(fileId, viewer);

/** GET /bids/gig/{gigId}/count: public, like the gig itself; every bid ever placed on it. */
export async function countGigBids(db: Database, gigId: string): Promise<BidCount> {
  if (!(await findGig(db, gigId))) throw new DomainError('GIG_NOT_FOUND');
  return { count: await bidsRepository(db).countByGig(gigId) };
}

/**
 * GET /bids/my/gig/{gigId}: the caller's latest bid on the gig (a
 * buyer may bid again once a bid ended), 404 when there is none.
 */
export async function getMyBidOnGig(db: Database, viewer: UserRow | null, gigId: string): Promise<Bid> {
  const user = requireUser(viewer);
  const row = UUID_PATTERN.test(gigId)
    ? await bidsRepository(db).findLatestViewByGigAndBidder(gigId, user.id)
    : undefined;
  if (!row) throw new DomainError('BID_NOT_FOUND', 'You have not placed a bid on this gig.');
  return toBid(row);
}

/** The bid the caller may move as the owner of its gig: 401, then 404 (unknown or malformed id), then 403. */
async function ownedBid(db: Database, viewer: UserRow | null, bidId: string): Promise<BidRow> {
  const user = requireUser(viewer);
  const bid = UUID_PATTERN.test(bidId) ? await bidsRepository(db).findById(bidId) : undefined;
  if (!bid) throw new DomainError('BID_NOT_FOUND');
  if (bid.sellerId !== user.id)
    throw new DomainError('BID_OWNER_ONLY', 'Only the owner of the gig can approve or complete its bids.');
  return bid;
}

const GIG_TAKEN = 'This gig already has an approved order.';

/**
 * POST /bids/approve/{bidId}: the gig available -> in_progress, the bid pending -> approved, the
 * gig's other pending bids -> cancelled. The gig goes first: once it is in progress no other bid
 * of it can be approved, so the unique index on chosen bids is never the one to refuse.
 */
export async function approveBid(
  db: Database,
  config: EarningsConfig,
  viewer: UserRow | null,
  bidId: string,
): Promise<Bid> {
  const bid = await ownedBid(db, viewer, bidId);
  const at = new Date();
  await db.transaction(async (tx) => {
    const repository = bidsRepository(tx);
    const gig = (await lockGig(tx, bid.gigId))!;
    if (!(await startGigOrder(tx, bid.gigId, at))) {
      const current = await repository.findById(bid.id);
      throw current?.status === 'pending'
        ? new DomainError('GIG_NOT_AVAILABLE', GIG_TAKEN)
        : new DomainError('BID_NOT_PENDING');
    }
    if (!(await repository.approve(bid.id, at, gig.revisions))) throw new DomainError('BID_NOT_PENDING');
    const cancelled = await repository.cancelOtherPending(bid.gigId, bid.id, at);
    const about = { actorId: bid.sellerId, gigId: bid.gigId };
    await notify(tx, [
      { ...about, userId: bid.bidderId, type: 'bid_approved', bidId: bid.id, amountCents: bid.amountCents },
      ...cancelled.map((other) => ({
        ...about,
        userId: other.bidderId,
        type: 'bid_not_selected' as const,
        bidId: other.id,
        amountCents: other.amountCents,
      })),
    ]);
  });
  return viewBid(db, bid.id, { config, viewerId: bid.sellerId });
}

/**
 * POST /bids/complete/{bidId} stays in the API for old clients, but an order is no longer completed
 * by its seller alone: the seller delivers and the buyer accepts (docs/product.md#order-life). It
 * answers 401, 404 and 403 as before, then always 409 ORDER_DELIVER_FIRST, changing nothing.
 */
export async function completeBid(db: Database, viewer: UserRow | null, bidId: string): Promise<never> {
  await ownedBid(db, viewer, bidId);
  throw new DomainError('ORDER_DELIVER_FIRST');
}
