import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assignmentOffers, assignments } from '../../db/schema/assignments.ts';
import { usernamesOf } from '../users/index.ts';

/**
 * What the assignments feature does for a person's account (app.ts registers them with the users
 * feature): its part of the data export, the settling of an account being deleted, and of a seller
 * who stops selling.
 */

/**
 * An account being deleted (the users feature's accountDeletion hook, in its transaction): its open
 * assignments close, so no seller offers on them any more, and its pending offers are withdrawn, so
 * no poster reads an offer from a person who is gone. Conditional updates, as the routes': an offer
 * or a close at the same moment changes each row once.
 */
export async function settleAssignmentsOfDeletedAccount(
  tx: Executor,
  { userId, at }: { userId: string; at: Date },
): Promise<void> {
  await tx
    .update(assignments)
    .set({ status: 'closed', closedAt: at, updatedAt: at })
    .where(and(eq(assignments.posterId, userId), eq(assignments.status, 'open')));
  await tx
    .update(assignmentOffers)
    .set({ status: 'withdrawn', updatedAt: at })
    .where(and(eq(assignmentOffers.sellerId, userId), eq(assignmentOffers.status, 'pending')));
}

/**
 * A seller stops selling (the users feature's sellerChange hook, in its transaction): their pending
 * offers are withdrawn, since only sellers offer and a former seller could no longer withdraw them.
 */
export async function withdrawOffersOfFormerSeller(
  tx: Executor,
  { userId, selling, at }: { userId: string; selling: boolean; at: Date },
): Promise<void> {
  if (selling) return;
  await tx
    .update(assignmentOffers)
    .set({ status: 'withdrawn', updatedAt: at })
    .where(and(eq(assignmentOffers.sellerId, userId), eq(assignmentOffers.status, 'pending')));
}

/**
 * The assignments feature's part of GET /users/me/export: the assignments the person posted and the
 * offers they made, texts as they wrote them (the originals kept when masking changed them); the
 * poster of an assignment they offered on by username only.
 */
export async function assignmentsExportPart(db: Executor, userId: string) {
  const posted = await db
    .select()
    .from(assignments)
    .where(eq(assignments.posterId, userId))
    .orderBy(asc(assignments.createdAt));
  const offers = await db
    .select({ offer: assignmentOffers, posterId: assignments.posterId, title: assignments.title })
    .from(assignmentOffers)
    .innerJoin(assignments, eq(assignments.id, assignmentOffers.assignmentId))
    .where(eq(assignmentOffers.sellerId, userId))
    .orderBy(asc(assignmentOffers.createdAt));
  const names = await usernamesOf(
    db,
    offers.map((row) => row.posterId),
  );
  const written = (original: Record<string, unknown> | null, field: string, stored: unknown) =>
    original && field in original ? original[field] : stored;
  return {
    assignments: {
      posted: posted.map((row) => ({
        id: row.id,
        title: written(row.originalText, 'title', row.title),
        brief: { ...row.brief, subject: written(row.originalText, 'brief.subject', row.brief.subject) },
        purpose: row.purpose,
        deadline: row.deadline,
        budgetMaxCents: row.budgetMaxCents,
        status: row.status,
        createdAt: row.createdAt,
        closedAt: row.closedAt,
      })),
      offers: offers.map(({ offer, posterId, title }) => ({
        id: offer.id,
        assignmentId: offer.assignmentId,
        assignmentTitle: title,
        poster: names.get(posterId),
        amountCents: offer.amountCents,
        deliverBy: offer.deliverBy,
        message: written(offer.originalText, 'message', offer.message),
        status: offer.status,
        createdAt: offer.createdAt,
      })),
    },
  };
}
