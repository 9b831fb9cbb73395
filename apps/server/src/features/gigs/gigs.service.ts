import type { Readable } from 'node:stream';
import {
  GigInput,
  gigSortOf,
  type Gig,
  type GigList,
  type GigListQuery,
  type GigPatchInput,
  type LikeResult,
} from '@inkwell/domain/gigs/gig.schema';
import { centsToDollars, dollarsToCents, pricePerPageCents, totalPriceCents } from '@inkwell/domain/pricing';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { requireRole, requireUser } from '../../lib/auth/guard.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { invalidInput } from '../../lib/validation.ts';
import { maskTexts, writtenText } from '../../lib/mask-texts.ts';
import { assertOwnImages, removeUpload, storeDocument } from '../uploads/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { allowedPurposesFor } from '../jurisdictions/index.ts';
import { gigDeletion } from './gig-orders.service.ts';
import { documentFileName, toGig, toGigListItem } from './gig.mapper.ts';
import { gigsRepository, type GigKeyset, type GigListRow, type GigRow, type NewGigRow } from './gigs.repository.ts';

export interface GigDeps {
  db: Database;
  files: FileStore;
}

/** A supporting document sent with the gig form (multipart field `document`). */
export interface AttachedDocument {
  bytes: Buffer;
  filename: string;
}

/** docs/product.md#roles: only sellers write gigs. 401 for visitors, 403 for buyers (with this detail). */
export const ONLY_SELLERS_WRITE_GIGS = 'Only sellers can create, edit or delete gigs.';

/** The gig the viewer owns (not deleted): 401, then 404 for an unknown or malformed id, then 403. */
export async function assertGigOwner(db: Database, viewer: UserRow | null, id: string): Promise<GigRow> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_WRITE_GIGS);
  const gig = UUID_PATTERN.test(id) ? await gigsRepository(db).findById(id) : undefined;
  if (!gig) throw new DomainError('GIG_NOT_FOUND');
  if (gig.userId !== seller.id) throw new DomainError('NOT_GIG_OWNER');
  return gig;
}

/** A gig that is not deleted, or undefined (also for a malformed id). */
export async function findGig(db: Executor, id: string): Promise<GigRow | undefined> {
  return UUID_PATTERN.test(id) ? gigsRepository(db).findById(id) : undefined;
}

export async function getGig(db: Database, id: string, viewer: UserRow | null): Promise<Gig> {
  const row = UUID_PATTERN.test(id) ? await gigsRepository(db).findViewById(id, viewer?.id ?? null) : undefined;
  if (!row) throw new DomainError('GIG_NOT_FOUND');
  return toGig(row, viewer?.id ?? null, await allowedPurposesOf(db, viewer));
}

/**
 * The purposes the operators' rule lets a signed-in buyer order (undefined: no rule, or a visitor,
 * a seller: nothing to mark). Only signed-in reads come here; the shared cache holds visitors' answers.
 */
export async function allowedPurposesOf(
  db: Database,
  viewer: UserRow | null,
): Promise<readonly GigPurpose[] | undefined> {
  if (!viewer || viewer.isSeller || !viewer.country) return undefined;
  return allowedPurposesFor(db, viewer.country);
}

/**
 * Each order's kind in the cursor: ["s", sales, id], ["c", createdAt text with microseconds, id],
 * ["r", rank, id]. A cursor is refused (400 INVALID_CURSOR) with any other order than its own.
 */
const CURSOR_KIND = { sales: 's', createdAt: 'c', relevance: 'r' } as const;

function cursorOf(row: GigListRow, sort: GigKeyset['sort']): string {
  const key = sort === 'relevance' ? (row.rank ?? 0) : sort === 'createdAt' ? row.createdAtKey : row.gig.sales;
  return encodeCursor(CURSOR_KIND[sort], key, row.gig.id);
}

/** Where the page starts, from a cursor checked against the order of the request it came with. */
function keysetAfter(cursor: string, sort: GigKeyset['sort']): GigKeyset {
  if (sort === 'createdAt') {
    const { key, id } = decodeCursor(cursor, CURSOR_KIND.createdAt, 'timestamp');
    return { sort, createdAt: key, id };
  }
  const { key, id } = decodeCursor(cursor, CURSOR_KIND[sort], 'whole');
  return sort === 'sales' ? { sort, sales: key, id } : { sort, rank: key, id };
}

/**
 * GET /gigs: filtered, sorted (by relevance when searching, unless another sort is asked for) and paged by an opaque
 * keyset cursor. A signed-in buyer does not see gigs where they have an approved or in-progress bid
 * (docs/product.md#gig-list-and-search); that is a condition of the query itself, so pages stay full and never overlap.
 */
export async function listGigs(db: Database, query: GigListQuery, viewer: UserRow | null): Promise<GigList> {
  const sort = gigSortOf(query);
  const rows = await gigsRepository(db).list({
    cat: query.cat,
    purpose: query.purpose,
    search: query.search,
    minCents: query.min === undefined ? undefined : dollarsToCents(query.min),
    maxCents: query.max === undefined ? undefined : dollarsToCents(query.max),
    userId: query.userId,
    sort,
    limit: query.limit,
    after: query.cursor ? keysetAfter(query.cursor, sort) : undefined,
    viewerId: viewer?.id ?? null,
    hideOrderedBy: viewer && !viewer.isSeller ? viewer.id : null,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const allowed = await allowedPurposesOf(db, viewer);
  return {
    items: page.map((row) => toGigListItem(row, viewer?.id ?? null, allowed)),
    nextCursor: rows.length > query.limit && last ? cursorOf(last, sort) : null,
  };
}

/** Cover and images must be pictures the seller uploaded here; what the gig already shows stays allowed. */
function ownImages(db: Executor, sellerId: string, input: { cover?: string; images?: string[] }, before?: GigRow) {
  const chosen = [
    { field: 'cover', url: input.cover ?? '' },
    ...(input.images ?? []).map((url, index) => ({ field: `images.${index}`, url })),
  ];
  return assertOwnImages(db, sellerId, chosen, before ? [before.cover, ...before.images] : []);
}

/**
 * The one place a gig's texts are masked (decisions 037, 054): title, desc and discountCondition as
 * everyone else reads them, and `originalText` (the changed ones as written, for operators).
 */
function maskedTexts(input: GigInput) {
  const { values, originalText } = maskTexts('POST /api/gigs', {
    title: input.title,
    desc: input.desc,
    discountCondition: input.discountEnabled ? input.discountCondition : '',
  });
  return { ...values, originalText };
}

/** The stored columns of a checked gig form; prices come from docs/product.md#pricing, never the client. */
function gigColumns(input: GigInput) {
  return {
    ...maskedTexts(input),
    purpose: input.purpose,
    cat: input.cat,
    cover: input.cover,
    images: input.images,
    language: input.language,
    deliveryTime: input.deliveryTime,
    pages: input.pages,
    revisions: input.revisions,
    priceMinCents: dollarsToCents(input.priceMin),
    priceMaxCents: dollarsToCents(input.priceMax),
    pricePerPageCents: pricePerPageCents(input.deliveryTime),
    totalPriceCents: totalPriceCents(input.pages, input.deliveryTime),
    discountEnabled: input.discountEnabled,
    discountAmountCents: input.discountEnabled ? dollarsToCents(input.discountAmount) : 0,
  } satisfies Partial<NewGigRow>;
}

export async function createGig(
  deps: GigDeps,
  viewer: UserRow | null,
  input: GigInput,
  document?: AttachedDocument,
): Promise<Gig> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_WRITE_GIGS);
  const id = await deps.db.transaction(async (tx) => {
    await ownImages(tx, seller.id, input);
    const stored = document
      ? await storeDocument({ db: tx, files: deps.files }, { ...document, ownerId: seller.id })
      : null;
    const row = await gigsRepository(tx).insert({
      id: newId(),
      userId: seller.id,
      ...gigColumns(input),
      documentId: stored?.id ?? null,
    });
    return row.id;
  });
  return getGig(deps.db, id, seller);
}

/** The stored gig as the form would send it (its texts as written), so that a patch can be checked as a whole gig. */
function asInput(gig: GigRow): z.input<typeof GigInput> {
  return {
    title: writtenText(gig.originalText, 'title', gig.title),
    purpose: gig.purpose,
    cat: gig.cat,
    cover: gig.cover,
    images: gig.images,
    desc: writtenText(gig.originalText, 'desc', gig.desc),
    language: gig.language,
    deliveryTime: gig.deliveryTime,
    pages: gig.pages,
    revisions: gig.revisions,
    priceMin: centsToDollars(gig.priceMinCents),
    priceMax: centsToDollars(gig.priceMaxCents),
    discountEnabled: gig.discountEnabled,
    discountAmount: centsToDollars(gig.discountAmountCents),
    discountCondition: writtenText(gig.originalText, 'discountCondition', gig.discountCondition),
  };
}

/** PATCH /gigs/{id}: the fields sent replace the stored ones; the result must be a valid gig. */
export async function updateGig(
  deps: GigDeps,
  viewer: UserRow | null,
  id: string,
  patch: GigPatchInput,
  document?: AttachedDocument,
): Promise<Gig> {
  const before = await assertGigOwner(deps.db, viewer, id);
  const { removeDocument, ...fields } = patch;
  const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const merged = GigInput.safeParse({ ...asInput(before), ...changed }, { reportInput: true });
  if (!merged.success) throw invalidInput(merged.error);
  const replaced = await deps.db.transaction(async (tx) => {
    await ownImages(tx, before.userId, merged.data, before);
    const stored = document
      ? await storeDocument({ db: tx, files: deps.files }, { ...document, ownerId: before.userId })
      : null;
    const documentId = stored ? stored.id : removeDocument ? null : before.documentId;
    const row = await gigsRepository(tx).update(id, { ...gigColumns(merged.data), documentId });
    if (!row) throw new DomainError('GIG_NOT_FOUND');
    return before.documentId !== null && before.documentId !== documentId ? before.documentId : null;
  });
  if (replaced) await removeUpload(deps, replaced);
  return getGig(deps.db, id, viewer);
}

/**
 * DELETE /gigs/{id}: refused (409) while an order of the gig is approved or in progress; else its
 * pending bids become cancelled and the gig leaves every list, all in one transaction. The row
 * stays (deleted_at) so that past bids, reviews and payments keep their gig. The gig row is locked
 * first, so a bid approved at the same moment is either seen here (409) or finds the gig gone. The
 * 409 and the cancelling are the bids feature's, through the gigDeletion hook.
 */
export async function deleteGig(db: Database, viewer: UserRow | null, id: string): Promise<void> {
  await assertGigOwner(db, viewer, id);
  await db.transaction(async (tx) => {
    const repository = gigsRepository(tx);
    const gig = await repository.findByIdForUpdate(id);
    if (!gig) throw new DomainError('GIG_NOT_FOUND');
    await gigDeletion.run(tx, { gigId: id, at: new Date() });
    await repository.markDeleted(id);
  });
}

/** POST /gigs/{id}/like: toggles the caller's like and answers the new state and count. */
export async function toggleGigLike(db: Database, viewer: UserRow | null, id: string): Promise<LikeResult> {
  const user = requireUser(viewer, 'Please sign in to like a gig.');
  const repository = gigsRepository(db);
  const gig = UUID_PATTERN.test(id) ? await repository.findById(id) : undefined;
  if (!gig) throw new DomainError('GIG_NOT_FOUND');
  const liked = await repository.toggleLike(id, user.id);
  return { liked, likes: await repository.countLikes(id) };
}

export interface GigDocumentFile {
  stream: Readable;
  size: number;
  mimeType: string;
  filename: string;
}

/** The supporting document of a gig, or 404 when the gig or its document does not exist. */
export async function openGigDocument(deps: GigDeps, id: string): Promise<GigDocumentFile> {
  const row = UUID_PATTERN.test(id) ? await gigsRepository(deps.db).findViewById(id, null) : undefined;
  if (!row) throw new DomainError('GIG_NOT_FOUND');
  if (!row.document) throw new DomainError('GIG_DOCUMENT_NOT_FOUND');
  const stored = await deps.files.get(row.document.storageKey);
  if (!stored) throw new DomainError('GIG_DOCUMENT_NOT_FOUND');
  return {
    ...stored,
    mimeType: row.document.mimeType,
    filename: documentFileName(row.document.name, row.document.storageKey),
  };
}

/** Public gigs for the sitemap, newest first, `limit` from `offset`. */
export function listGigsForSitemap(
  db: Database,
  offset: number,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return gigsRepository(db).listForSitemap(offset, limit);
}

/** How many gigs are public (not deleted). */
export function countPublicGigs(db: Database): Promise<number> {
  return gigsRepository(db).countPublic();
}
