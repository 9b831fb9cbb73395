import { eq, sql, type Placeholder } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';
import { uploadDocumentsAs } from '../uploads/index.ts';
import { userCardsAs } from '../users/index.ts';

/** What the gig queries share: the columns of a gig as the API shows it, and the list's filter. */

export type GigRow = typeof gigs.$inferSelect;
export type NewGigRow = typeof gigs.$inferInsert;

/** Where a page of the list starts: after this sort key and id (cursors: lib/keyset-cursor.ts). */
export type GigKeyset =
  | { sort: 'sales'; sales: number; id: string }
  | { sort: 'createdAt'; createdAt: string; id: string }
  | { sort: 'relevance'; rank: number; id: string };

export interface GigListFilter {
  cat?: string;
  /** What the work is for. */
  purpose?: GigRow['purpose'];
  search?: string;
  minCents?: number;
  maxCents?: number;
  userId?: string;
  /** `relevance` only with `search` (the service turns it into `sales` without words). */
  sort: 'relevance' | 'sales' | 'createdAt';
  limit: number;
  after?: GigKeyset;
  /** Signed-in viewer, for `liked`. */
  viewerId: string | null;
  /** A signed-in buyer: leave out gigs where this user has an approved or in-progress bid. */
  hideOrderedBy: string | null;
}

const sellerGigs = alias(gigs, 'seller_gigs');

/**
 * The seller's ratings, over every gig of theirs, deleted ones included (ratings are history):
 * both sums in one index-only scan of gigs_seller_ratings_idx per gig shown, joined LATERAL after
 * the gig (`sellerRatingsJoin`), where two subqueries in the select list scanned it twice.
 */
export const sellerRatings = new QueryBuilder()
  .select({
    stars: sql<number>`coalesce(sum(${sellerGigs.totalStars}), 0)`.mapWith(Number).as('seller_stars'),
    ratings: sql<number>`coalesce(sum(${sellerGigs.starNumber}), 0)`.mapWith(Number).as('seller_ratings'),
  })
  .from(sellerGigs)
  .where(eq(sellerGigs.userId, gigs.userId))
  .as('seller_ratings');

/** The condition of the LATERAL join of sellerRatings: an aggregate always has its one row. */
export const sellerRatingsJoin = sql`true`;

/**
 * The seller's public card (the users feature's read model), joined on the gig's seller. Its alias
 * is the table's name, so the outer columns read as before; PostgreSQL flattens the subquery.
 */
export const sellerCards = userCardsAs('users');
export const sellerCardsJoin = eq(sellerCards.id, gigs.userId);

/** The gig's sample document (the uploads feature's read model), left-joined: a gig may have none. */
export const gigDocuments = uploadDocumentsAs('uploads');
export const gigDocumentsJoin = eq(gigDocuments.id, gigs.documentId);

/** A gig with what every answer shows: the seller's card, likes, the document's name and type. */
export function viewColumns(viewerId: string | Placeholder | null) {
  return {
    gig: gigs,
    seller: {
      id: sellerCards.id,
      username: sellerCards.username,
      img: sellerCards.img,
      country: sellerCards.country,
      languages: sellerCards.languages,
      createdAt: sellerCards.createdAt,
    },
    /** From sellerRatings, which every query of these columns joins after the gig. */
    sellerStars: sellerRatings.stars,
    sellerRatings: sellerRatings.ratings,
    likes: sql<number>`(SELECT count(*) FROM ${gigLikes} WHERE ${gigLikes.gigId} = ${gigs.id})`.mapWith(Number),
    liked: viewerId
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${gigLikes} WHERE ${gigLikes.gigId} = ${gigs.id}
        AND ${gigLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    document: {
      name: gigDocuments.originalName,
      mimeType: gigDocuments.mimeType,
      size: gigDocuments.sizeBytes,
      storageKey: gigDocuments.storageKey,
    },
    /** Exact text of created_at (microseconds), for the keyset cursor. */
    createdAtKey: sql<string>`${gigs.createdAt}::text`,
  };
}

export interface GigViewRow {
  gig: GigRow;
  seller: { id: string; username: string; img: string; country: string; languages: string[]; createdAt: Date };
  sellerStars: number;
  sellerRatings: number;
  likes: number;
  liked: boolean;
  document: { name: string; mimeType: string; size: number; storageKey: string } | null;
  createdAtKey: string;
}
export type GigListRow = GigViewRow & { rank: number | null };
