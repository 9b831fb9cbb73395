import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import {
  gigDocuments,
  gigDocumentsJoin,
  sellerCards,
  sellerCardsJoin,
  sellerRatings,
  sellerRatingsJoin,
  viewColumns,
  type GigViewRow,
} from './gig-view.ts';

/**
 * The gigs' side of a person's account, beside gigs.repository.ts: hiding a seller's
 * gigs while they are a buyer, the deleted account's gigs and likes, and one's liked gigs.
 */
export function gigAccountsRepository(db: Executor) {
  return {
    /**
     * Hides the owner's visible gigs because they stopped selling, or shows again the ones hidden for
     * that reason: a gig an operator hid stays hidden.
     */
    async setHiddenOfOwner(userId: string, hiddenAt: Date | null): Promise<void> {
      const owned = and(eq(gigs.userId, userId), isNull(gigs.deletedAt));
      if (hiddenAt) {
        await db
          .update(gigs)
          .set({ hiddenAt, hiddenReason: 'not_selling', updatedAt: hiddenAt })
          .where(and(owned, isNull(gigs.hiddenAt)));
        return;
      }
      await db
        .update(gigs)
        .set({ hiddenAt: null, hiddenReason: null, updatedAt: new Date() })
        .where(and(owned, eq(gigs.hiddenReason, 'not_selling')));
    },

    /** Every gig of a deleted account leaves every list, as DELETE /gigs/{id} does one. */
    async markAllDeletedOfOwner(userId: string, at: Date): Promise<void> {
      await db
        .update(gigs)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(gigs.userId, userId), isNull(gigs.deletedAt)));
    },

    async deleteLikesOf(userId: string): Promise<void> {
      await db.delete(gigLikes).where(eq(gigLikes.userId, userId));
    },

    /** One page of the gigs a person liked, most recently liked first; deleted and hidden gigs left out. */
    async listLikedBy(userId: string, limit: number, after?: Keyset): Promise<(GigViewRow & { likedAtKey: string })[]> {
      return db
        .select({ ...viewColumns(userId), likedAtKey: sql<string>`${gigLikes.createdAt}::text` })
        .from(gigLikes)
        .innerJoin(gigs, eq(gigs.id, gigLikes.gigId))
        .innerJoinLateral(sellerRatings, sellerRatingsJoin)
        .innerJoin(sellerCards, sellerCardsJoin)
        .leftJoin(gigDocuments, gigDocumentsJoin)
        .where(
          and(
            eq(gigLikes.userId, userId),
            isNull(gigs.deletedAt),
            isNull(gigs.hiddenAt),
            after
              ? sql`(${gigLikes.createdAt}, ${gigLikes.gigId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(gigLikes.createdAt), desc(gigLikes.gigId))
        .limit(limit + 1);
    },
  };
}
