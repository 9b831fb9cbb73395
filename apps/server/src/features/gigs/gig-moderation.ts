import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { sellerHiddenReasonOf, userCardsAs } from '../users/index.ts';

/**
 * What operators do to gigs (decision 040), inside the reports feature's transactions.
 * Each is a conditional update, so two operators acting at once change a gig once. The read cache
 * is cleared by the write's route, as for every write.
 */

export interface ModeratedGig {
  id: string;
  title: string;
  desc: string;
  cover: string;
  userId: string;
  ownerUsername: string;
  hiddenAt: Date | null;
  hiddenReason: 'not_selling' | 'operator' | 'suspended' | null;
  deletedAt: Date | null;
  /** The texts as the seller wrote them, when contact masking changed them (decision 054). */
  originalText: Record<string, unknown> | null;
}

const owners = userCardsAs('owner');

/**
 * Each of these gigs' titles by id, deleted and hidden ones included (what the operator's queue calls a reported gig).
 */
export async function gigTitlesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: gigs.id, title: gigs.title }).from(gigs).where(inArray(gigs.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A gig as an operator sees it, deleted and hidden ones included. */
export async function findGigForOperator(db: Executor, id: string): Promise<ModeratedGig | undefined> {
  const [row] = await db
    .select({
      id: gigs.id,
      title: gigs.title,
      desc: gigs.desc,
      cover: gigs.cover,
      userId: gigs.userId,
      ownerUsername: owners.username,
      hiddenAt: gigs.hiddenAt,
      hiddenReason: gigs.hiddenReason,
      deletedAt: gigs.deletedAt,
      originalText: gigs.originalText,
    })
    .from(gigs)
    .innerJoin(owners, eq(owners.id, gigs.userId))
    .where(eq(gigs.id, id))
    .limit(1);
  return row;
}

/**
 * Hides a gig that no operator has hidden (a gig hidden for another
 * reason becomes the operator's); false when it was already.
 */
export async function hideGigByOperator(tx: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(gigs)
    .set({ hiddenAt: at, hiddenReason: 'operator', updatedAt: at })
    .where(
      and(eq(gigs.id, id), isNull(gigs.deletedAt), or(isNull(gigs.hiddenReason), ne(gigs.hiddenReason, 'operator'))),
    )
    .returning({ id: gigs.id });
  return rows.length > 0;
}

/**
 * Shows again a gig an operator hid; false when no operator had. A suspended owner's gig stays
 * hidden as the suspension's, and one whose owner stopped selling as theirs.
 */
export async function unhideGigByOperator(tx: Executor, id: string, at: Date): Promise<boolean> {
  const owner = sellerHiddenReasonOf(gigs.userId);
  const rows = await tx
    .update(gigs)
    .set({
      hiddenReason: sql`${owner}`,
      hiddenAt: sql`CASE WHEN ${owner} IS NULL THEN NULL ELSE ${at.toISOString()}::timestamptz END`,
      updatedAt: at,
    })
    .where(and(eq(gigs.id, id), isNull(gigs.deletedAt), eq(gigs.hiddenReason, 'operator')))
    .returning({ id: gigs.id });
  return rows.length > 0;
}

/** A suspended person's visible gigs leave every list and page; answers their ids. */
export async function hideGigsOfSuspended(tx: Executor, userId: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(gigs)
    .set({ hiddenAt: at, hiddenReason: 'suspended', updatedAt: at })
    .where(and(eq(gigs.userId, userId), isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
    .returning({ id: gigs.id });
  return rows.map((row) => row.id);
}

/** The gigs hidden by the suspension come back; those an operator hid stay hidden. Answers their ids. */
export async function showGigsOfUnsuspended(tx: Executor, userId: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(gigs)
    .set({ hiddenAt: null, hiddenReason: null, updatedAt: at })
    .where(and(eq(gigs.userId, userId), isNull(gigs.deletedAt), eq(gigs.hiddenReason, 'suspended')))
    .returning({ id: gigs.id });
  return rows.map((row) => row.id);
}
