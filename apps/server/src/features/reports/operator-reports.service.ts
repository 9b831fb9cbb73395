import {
  MESSAGES_AROUND,
  type AuditEntry,
  type AuditList,
  type ReportCase,
  type ReportedUser,
  type ReportQueue,
  type ReportQueueQuery,
} from '@inkwell/domain/integrity/report.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { writtenText } from '../../lib/mask-texts.ts';
import { auditRepository, type AuditRow } from '../audit/index.ts';
import { findGigForOperator } from '../gigs/index.ts';
import { findUser } from '../users/index.ts';
import { reportsRepository, type MessageRow, type ReportWithReporter } from './reports.repository.ts';
import { toReport } from './reports.service.ts';

/** The operators' queue (decision 040): reported items, each with its history, and the audit log. */

export const ONLY_OPERATORS = 'Only operators handle reports.';

/**
 * GET /operator/reports: reported items in a status (open by default),
 * the one reported first at the top, with how many reports each has.
 */
export async function reportQueue(db: Database, viewer: UserRow | null, query: ReportQueueQuery): Promise<ReportQueue> {
  requireRole(viewer, 'operator', ONLY_OPERATORS);
  const kind = `reports-${query.status}`;
  const after = query.cursor ? decodeKeyset(query.cursor, kind) : undefined;
  const repository = reportsRepository(db);
  const rows = await repository.queue(query.status, query.limit, after);
  const labels = await repository.labels(
    rows.slice(0, query.limit).map((row) => ({ type: row.targetType, id: row.targetId })),
  );
  return pageFrom(
    rows,
    query.limit,
    kind,
    (row) => ({ at: row.firstKey, id: row.targetId }),
    (row) => ({
      reportId: row.reportId,
      targetType: row.targetType,
      targetId: row.targetId,
      label: labels.get(`${row.targetType}:${row.targetId}`) ?? '',
      reasons: [...row.reasons].sort(),
      count: row.count,
      firstAt: new Date(row.firstAt).toISOString(),
      lastAt: new Date(row.lastAt).toISOString(),
    }),
  );
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    operator: row.operatorId && row.operatorUsername ? { _id: row.operatorId, username: row.operatorUsername } : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    note: row.note,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /operator/audit: every operator action, the newest first. */
export async function auditLog(db: Database, viewer: UserRow | null, query: PageQuery): Promise<AuditList> {
  requireRole(viewer, 'operator', 'Only operators read the audit log.');
  const after = query.cursor ? decodeKeyset(query.cursor, 'audit') : undefined;
  const rows = await auditRepository(db).page(query.limit, after);
  return pageFrom(rows, query.limit, 'audit', (row) => ({ at: row.createdAtKey, id: row.id }), toAuditEntry);
}

/** A report by id for an operator: 401, 403 OPERATOR_ONLY, 404 REPORT_NOT_FOUND. */
export async function reportFor(
  db: Database,
  viewer: UserRow | null,
  id: string,
): Promise<{ operator: UserRow; report: ReportWithReporter }> {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  const report = UUID_PATTERN.test(id) ? await reportsRepository(db).findById(id) : undefined;
  if (!report) throw new DomainError('REPORT_NOT_FOUND');
  return { operator, report };
}

const historyEntry = (row: ReportWithReporter) => ({
  ...toReport(row),
  reporter: row.reporterUsername ? { _id: row.reporterId, username: row.reporterUsername } : null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  originalDetails: row.originalText ? writtenText(row.originalText, 'details', row.details) : null,
});

function reportedUser(row: UserRow): ReportedUser {
  return {
    _id: row.id,
    username: row.username,
    img: row.img,
    country: row.country,
    desc: row.desc,
    isSeller: row.isSeller,
    isOperator: row.isOperator,
    createdAt: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionMessage: row.suspensionMessage,
    originalText: row.originalText,
  };
}

const messageLine = (row: MessageRow) => ({
  _id: row.id,
  userId: row.userId,
  desc: row.desc,
  originalDesc: row.originalDesc,
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /operator/reports/{id}: the reported item, every report on it
 * and every operator action on it (and on the person it belongs to).
 */
export async function reportCase(db: Database, viewer: UserRow | null, id: string): Promise<ReportCase> {
  const { report } = await reportFor(db, viewer, id);
  const repository = reportsRepository(db);
  const target = { type: report.targetType, id: report.targetId };
  let gig: ReportCase['gig'] = null;
  let message: ReportCase['message'] = null;
  let userId: string | undefined = target.type === 'user' ? target.id : undefined;
  if (target.type === 'gig') {
    const row = await findGigForOperator(db, target.id);
    if (row) {
      userId = row.userId;
      const { id: gigId, title, desc, cover, userId: ownerId, ownerUsername, hiddenAt, hiddenReason, deletedAt } = row;
      const { originalText } = row;
      gig = {
        _id: gigId,
        title,
        desc,
        cover,
        owner: { _id: ownerId, username: ownerUsername },
        hiddenAt: hiddenAt?.toISOString() ?? null,
        hiddenReason,
        deleted: deletedAt !== null,
        originalText,
      };
    }
  }
  if (target.type === 'message') {
    const row = await repository.findMessage(target.id);
    if (row) {
      userId = row.userId;
      const people = await Promise.all(row.conversationId.split('_').map((personId) => findUser(db, personId)));
      message = {
        message: messageLine(row),
        people: people.flatMap((person) => (person ? [{ _id: person.id, username: person.username }] : [])),
        around: (await repository.messagesAround(row, MESSAGES_AROUND)).map(messageLine),
      };
    }
  }
  const user = userId ? await findUser(db, userId) : undefined;
  const audit = auditRepository(db);
  const actions = [
    ...(await audit.ofTarget(target.type, target.id)),
    ...(user && target.type !== 'user' ? await audit.ofTarget('user', user.id) : []),
  ];
  actions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return {
    report: historyEntry(report),
    gig,
    user: user ? reportedUser(user) : null,
    message,
    reports: (await repository.ofTarget(target)).map(historyEntry),
    audit: actions.map(toAuditEntry),
  };
}
