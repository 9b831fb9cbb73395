import { REPORTS_PER_HOUR } from '@inkwell/domain/integrity/integrity.constants';
import { ReportInput, type Report } from '@inkwell/domain/integrity/report.schema';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { rateLimitsRepository } from '../../lib/rate-limit.ts';
import { parseInput } from '../../lib/validation.ts';
import { findGigForOperator } from '../gigs/index.ts';
import { findUser } from '../users/index.ts';
import { reportsRepository, type ReportRow, type Target } from './reports.repository.ts';

/**
 * POST /reports (decision 040): a signed-in person reports a gig, a profile or a message
 * with a reason. The item must exist and be visible to them (a message only to its conversation's
 * two people), else 404; their own item is 403 REPORT_OWN_ITEM; a second open report on the same
 * item 409 REPORT_ALREADY_OPEN; more than REPORTS_PER_HOUR in an hour 429 TOO_MANY_REPORTS.
 */

export const REPORTS_SCOPE = 'reports';
const HOUR_MS = 60 * 60 * 1000;

export function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who owns the item as `viewer` may see it: 404 REPORT_TARGET_NOT_FOUND when it does not exist for them. */
async function ownerOfVisible(db: Database, viewer: UserRow, target: Target): Promise<string[]> {
  const notFound = () => new DomainError('REPORT_TARGET_NOT_FOUND');
  if (!UUID_PATTERN.test(target.id)) throw notFound();
  if (target.type === 'gig') {
    const gig = await findGigForOperator(db, target.id);
    if (!gig || gig.deletedAt || (gig.hiddenAt && gig.userId !== viewer.id)) throw notFound();
    return [gig.userId];
  }
  if (target.type === 'user') {
    const user = await findUser(db, target.id);
    if (!user || user.deletedAt || (user.suspendedAt && user.id !== viewer.id)) throw notFound();
    return [user.id];
  }
  const message = await reportsRepository(db).findMessage(target.id);
  if (!message || !message.conversationId.split('_').includes(viewer.id)) throw notFound();
  return [message.userId];
}

export async function createReport(db: Database, viewer: UserRow | null, body: unknown): Promise<Report> {
  const user = requireUser(viewer);
  const input = parseInput(ReportInput, body);
  const target: Target = { type: input.targetType, id: input.targetId };
  const owners = await ownerOfVisible(db, user, target);
  if (owners.includes(user.id)) throw new DomainError('REPORT_OWN_ITEM');
  const now = new Date();
  const reservation = await rateLimitsRepository(db).reserveInWindow(
    REPORTS_SCOPE,
    user.id,
    { max: REPORTS_PER_HOUR, windowMs: HOUR_MS },
    now,
  );
  if (!reservation.ok)
    throw new DomainError('TOO_MANY_REPORTS', undefined, {
      headers: { 'retry-after': String(reservation.retryAfterSeconds) },
    });
  // Masked like every text others read (decision 054); operators see the details as written beside them.
  const { values, originalText } = maskTexts('POST /api/reports', { details: input.details });
  const row = await reportsRepository(db).insert(
    { reporterId: user.id, target, reason: input.reason, details: values.details, originalText },
    now,
  );
  return toReport(row);
}
