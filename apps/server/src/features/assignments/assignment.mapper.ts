import type { AssignmentOffer, AssignmentSummary } from '@inkwell/domain/assignments/assignment.schema';
import type { AcademicBrief } from '@inkwell/domain/bids/academic-brief.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { FileCardRow } from '../files/index.ts';
import type { AssignmentViewRow, OfferViewRow } from './assignments.repository.ts';

/**
 * An assignment as the API answers it (dollars, ISO instants in UTC); its brief files listed by name
 * when the reader may read them (`showFiles`), else only counted.
 */
export function toAssignmentSummary(
  row: AssignmentViewRow,
  files: readonly FileCardRow[],
  showFiles: boolean,
): AssignmentSummary {
  const { assignment } = row;
  return {
    _id: assignment.id,
    title: assignment.title,
    brief: assignment.brief as Omit<AcademicBrief, 'attachments'>,
    attachments: (showFiles ? files : []).map((file) => ({
      _id: file.id,
      name: file.name,
      size: file.sizeBytes,
      contentType: file.contentType,
    })),
    attachmentCount: files.length,
    purpose: assignment.purpose,
    deadline: assignment.deadline.toISOString(),
    budgetMax: assignment.budgetMaxCents === null ? null : centsToDollars(assignment.budgetMaxCents),
    status: assignment.status,
    poster: row.poster,
    createdAt: assignment.createdAt.toISOString(),
    updatedAt: assignment.updatedAt.toISOString(),
    closedAt: assignment.closedAt?.toISOString() ?? null,
  };
}

export function toOffer({ offer, seller }: OfferViewRow): AssignmentOffer {
  return {
    _id: offer.id,
    assignmentId: offer.assignmentId,
    amount: centsToDollars(offer.amountCents),
    deliverBy: offer.deliverBy.toISOString(),
    message: offer.message,
    messageMasked: offer.originalText !== null && 'message' in offer.originalText,
    status: offer.status,
    seller: { _id: seller.id, username: seller.username, country: seller.country },
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
