import { makeOfferForm, type AssignmentOffer } from '@inkwell/domain/assignments/assignment.schema';
import { dollarsToCents } from '@inkwell/domain/pricing';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireHonorCode, requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { parseInput } from '../../lib/validation.ts';
import { notify } from '../notifications/index.ts';
import { toOffer } from './assignment.mapper.ts';
import { assignmentsRepository } from './assignments.repository.ts';
import { fieldCodeOf } from './assignments.service.ts';

/** Only sellers send offers on assignments (403 SELLERS_ONLY for anyone else, with this detail). */
export const ONLY_SELLERS_OFFER = 'Only sellers can make offers on assignments.';

async function offerView(db: Database, assignmentId: string, offerId: string): Promise<AssignmentOffer> {
  const offers = await assignmentsRepository(db).offersOf(assignmentId);
  return toOffer(offers.find((row) => row.offer.id === offerId)!);
}

/**
 * POST /assignments/{id}/offers, checked in this order: signed in (401), a seller (403), the honor
 * code accepted (403), the assignment exists and is readable (404), not one's own (403 FORBIDDEN: a
 * poster who became a seller), open (409 ASSIGNMENT_NOT_OPEN),
 * no live offer of this seller on it (409 OFFER_ALREADY_MADE), then the fields (400). The
 * assignment stays locked from the checks to the insert, so a close cannot slip in between; the
 * partial unique index `assignment_offers_one_live_key` is the last guard against a second offer.
 */
export async function makeOffer(
  db: Database,
  viewer: UserRow | null,
  assignmentId: string,
  body: unknown,
): Promise<AssignmentOffer> {
  const user = requireHonorCode(requireRole(viewer, 'seller', ONLY_SELLERS_OFFER));
  const at = new Date();
  const id = await db.transaction(async (tx) => {
    const repository = assignmentsRepository(tx);
    const assignment = UUID_PATTERN.test(assignmentId) ? await repository.lock(assignmentId) : undefined;
    if (!assignment || (assignment.status !== 'open' && !(await repository.hasOffered(assignment.id, user.id))))
      throw new DomainError('ASSIGNMENT_NOT_FOUND');
    if (assignment.posterId === user.id)
      throw new DomainError('FORBIDDEN', 'You cannot make an offer on your own assignment.');
    // Past its deadline it takes no offer, even before the sweeper closes it.
    if (assignment.status !== 'open' || assignment.deadline <= at) throw new DomainError('ASSIGNMENT_NOT_OPEN');
    if (await repository.hasLiveOffer(assignment.id, user.id)) throw new DomainError('OFFER_ALREADY_MADE');
    const fields = parseInput(makeOfferForm(assignment.deadline, at), body, fieldCodeOf);
    // The poster reads the offer's message: masked (decision 054), the original kept for operators.
    const { values, originalText } = maskTexts('POST /api/assignments/:id/offers', { message: fields.message });
    try {
      const row = await repository.insertOffer({
        id: newId(at.getTime()),
        assignmentId: assignment.id,
        sellerId: user.id,
        amountCents: dollarsToCents(fields.amount),
        deliverBy: fields.deliverBy,
        message: values.message,
        originalText,
        createdAt: at,
        updatedAt: at,
      });
      // The poster is told (and mailed while away), with the assignment's title as the notification's text.
      await notify(tx, [
        {
          userId: assignment.posterId,
          type: 'offer_received',
          actorId: user.id,
          amountCents: row.amountCents,
          text: assignment.title,
        },
      ]);
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'assignment_offers_one_live_key')) throw new DomainError('OFFER_ALREADY_MADE');
      throw error;
    }
  });
  return offerView(db, assignmentId, id);
}

/**
 * POST /assignments/{id}/offers/{offerId}/withdraw: the offer's seller, while it is pending and the
 * assignment open. 404 OFFER_NOT_FOUND for anyone else's offer or an unknown one, 409
 * ASSIGNMENT_NOT_OPEN or OFFER_NOT_PENDING changing nothing.
 */
export async function withdrawOffer(
  db: Database,
  viewer: UserRow | null,
  assignmentId: string,
  offerId: string,
): Promise<AssignmentOffer> {
  const user = requireRole(viewer, 'seller', ONLY_SELLERS_OFFER);
  const ids = [assignmentId, offerId];
  await db.transaction(async (tx) => {
    const repository = assignmentsRepository(tx);
    const assignment = ids.every((value) => UUID_PATTERN.test(value)) ? await repository.lock(assignmentId) : undefined;
    const offer = assignment ? await repository.findOffer(assignment.id, offerId) : undefined;
    if (!assignment || !offer || offer.sellerId !== user.id) throw new DomainError('OFFER_NOT_FOUND');
    if (assignment.status !== 'open') throw new DomainError('ASSIGNMENT_NOT_OPEN');
    if (!(await repository.moveOffer(offer.id, 'pending', 'withdrawn', new Date())))
      throw new DomainError('OFFER_NOT_PENDING');
  });
  return offerView(db, assignmentId, offerId);
}
