import type { GigList } from '@inkwell/domain/gigs/gig.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database, Executor } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { gigAccountsRepository } from './gig-accounts.repository.ts';
import { toGigListItem } from './gig.mapper.ts';
import { allowedPurposesOf } from './gigs.service.ts';

/**
 * Runs in the users feature's transaction when a person becomes a seller again (their gigs are
 * shown again) or stops selling (hidden from every list, search, sitemap and page), through its
 * hook (app.ts registers it). The read cache is cleared by the write's route, as for every write.
 */
export async function showOrHideGigsOfSeller(
  tx: Executor,
  { userId, selling, at }: { userId: string; selling: boolean; at: Date },
): Promise<void> {
  await gigAccountsRepository(tx).setHiddenOfOwner(userId, selling ? null : at);
}

/**
 * Runs in the account deletion's transaction, after the bids'
 * part: every gig goes (soft delete), and the person's likes.
 */
export async function removeGigsOfDeletedAccount(
  tx: Executor,
  { userId, at }: { userId: string; at: Date },
): Promise<void> {
  const repository = gigAccountsRepository(tx);
  await repository.markAllDeletedOfOwner(userId, at);
  await repository.deleteLikesOf(userId);
}

const LIKED = 'liked';

/** GET /gigs/liked: the signed-in person's liked gigs, most recently liked first, paginated. */
export async function listLikedGigs(db: Database, viewer: UserRow | null, query: PageQuery): Promise<GigList> {
  const user = requireUser(viewer);
  const after = query.cursor ? decodeCursor(query.cursor, LIKED, 'timestamp') : undefined;
  const rows = await gigAccountsRepository(db).listLikedBy(
    user.id,
    query.limit,
    after ? { at: after.key, id: after.id } : undefined,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const allowed = await allowedPurposesOf(db, user);
  return {
    items: page.map((row) => toGigListItem(row, user.id, allowed)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(LIKED, last.likedAtKey, last.gig.id) : null,
  };
}
