import {
  HideGigInput,
  OperatorNoteInput,
  SuspendInput,
  type ReportCase,
} from '@inkwell/domain/integrity/report.schema';
import type { Database, Executor } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { auditRepository } from '../audit/index.ts';
import {
  findGigForOperator,
  hideGigByOperator,
  hideGigsOfSuspended,
  showGigsOfUnsuspended,
  unhideGigByOperator,
} from '../gigs/index.ts';
import { findUser, suspendUser, unsuspendUser } from '../users/index.ts';
import { ONLY_OPERATORS, reportCase, reportFor } from './operator-reports.service.ts';
import { reportsRepository, type Target } from './reports.repository.ts';

/**
 * What operators do about reports (decision 040). Each action is one transaction: a
 * conditional update (so two operators acting at once act once: the second gets 409 and writes
 * nothing), the open reports on the item closed, and one audit log row. The route's write clears
 * the read and session caches of every process (plugins/read-cache.ts), as every write does.
 */

interface Acted {
  /** The reports the action closed. */
  reportIds: string[];
}

/** The report named in an action's body: 404 REPORT_NOT_FOUND when it is not one. */
async function namedReportTarget(db: Executor, reportId: string | undefined): Promise<Target[]> {
  if (reportId === undefined) return [];
  const report = UUID_PATTERN.test(reportId) ? await reportsRepository(db).findById(reportId) : undefined;
  if (!report) throw new DomainError('REPORT_NOT_FOUND');
  return [{ type: report.targetType, id: report.targetId }];
}

/**
 * POST /operator/reports/{id}/dismiss {note}: every open report
 * on the item is dismissed; 409 REPORT_NOT_OPEN when none is.
 */
export async function dismissReport(
  db: Database,
  viewer: UserRow | null,
  id: string,
  body: unknown,
): Promise<ReportCase> {
  const { operator, report } = await reportFor(db, viewer, id);
  const { note } = parseInput(OperatorNoteInput, body);
  await db.transaction(async (tx) => {
    const at = new Date();
    const reportIds = await reportsRepository(tx).resolveOpen(
      [{ type: report.targetType, id: report.targetId }],
      'dismissed',
      operator.id,
      at,
    );
    if (reportIds.length === 0) throw new DomainError('REPORT_NOT_OPEN');
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'report_dismissed',
        targetType: report.targetType,
        targetId: report.targetId,
        note,
        data: { reportIds },
      },
      at,
    );
  });
  return reportCase(db, viewer, id);
}

/** The gig for an operator's action: 404 GIG_NOT_FOUND when it does not exist or was deleted. */
async function gigFor(db: Database, viewer: UserRow | null, id: string) {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  const gig = UUID_PATTERN.test(id) ? await findGigForOperator(db, id) : undefined;
  if (!gig || gig.deletedAt) throw new DomainError('GIG_NOT_FOUND');
  return { operator, gig };
}

/**
 * POST /operator/gigs/{id}/hide {note, reportId?}: hidden from every list,
 * search, page and sitemap; its open reports actioned. 409 GIG_ALREADY_HIDDEN.
 */
export async function hideGig(db: Database, viewer: UserRow | null, id: string, body: unknown): Promise<Acted> {
  const { operator, gig } = await gigFor(db, viewer, id);
  const input = parseInput(HideGigInput, body);
  const named = await namedReportTarget(db, input.reportId);
  return db.transaction(async (tx) => {
    const at = new Date();
    if (!(await hideGigByOperator(tx, gig.id, at))) throw new DomainError('GIG_ALREADY_HIDDEN');
    const reportIds = await reportsRepository(tx).resolveOpen(
      [{ type: 'gig', id: gig.id }, ...named],
      'actioned',
      operator.id,
      at,
    );
    const data = {
      reportIds,
      ...(input.reportId ? { reportId: input.reportId } : {}),
      previousReason: gig.hiddenReason,
    };
    await auditRepository(tx).record(
      { operatorId: operator.id, action: 'gig_hidden', targetType: 'gig', targetId: gig.id, note: input.note, data },
      at,
    );
    return { reportIds };
  });
}

/**
 * POST /operator/gigs/{id}/unhide {note}: shown again unless its owner
 * is suspended or stopped selling. 409 GIG_NOT_HIDDEN_BY_OPERATOR.
 */
export async function unhideGig(db: Database, viewer: UserRow | null, id: string, body: unknown): Promise<Acted> {
  const { operator, gig } = await gigFor(db, viewer, id);
  const { note } = parseInput(OperatorNoteInput, body);
  await db.transaction(async (tx) => {
    const at = new Date();
    if (!(await unhideGigByOperator(tx, gig.id, at))) throw new DomainError('GIG_NOT_HIDDEN_BY_OPERATOR');
    await auditRepository(tx).record(
      { operatorId: operator.id, action: 'gig_unhidden', targetType: 'gig', targetId: gig.id, note },
      at,
    );
  });
  return { reportIds: [] };
}

/** The person for an operator's action: 404 USER_NOT_FOUND when unknown or deleted. */
async function personFor(db: Database, viewer: UserRow | null, id: string) {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  const person = await findUser(db, id);
  if (!person || person.deletedAt) throw new DomainError('USER_NOT_FOUND');
  return { operator, person };
}

/**
 * POST /operator/users/{id}/suspend {message, reportId?}: the person cannot sign in (403
 * ACCOUNT_SUSPENDED with the message), every session of theirs ends at once, their visible gigs are
 * hidden ('suspended'); the open reports on them (and on the named report's item) are actioned.
 * 403 OPERATOR_NOT_SUSPENDABLE for an operator (oneself included); 409 ACCOUNT_ALREADY_SUSPENDED.
 */
export async function suspend(db: Database, viewer: UserRow | null, id: string, body: unknown): Promise<Acted> {
  const { operator, person } = await personFor(db, viewer, id);
  if (person.isOperator || person.id === operator.id) throw new DomainError('OPERATOR_NOT_SUSPENDABLE');
  const input = parseInput(SuspendInput, body);
  const named = await namedReportTarget(db, input.reportId);
  return db.transaction(async (tx) => {
    const at = new Date();
    if (!(await suspendUser(tx, person.id, input.message, at))) throw new DomainError('ACCOUNT_ALREADY_SUSPENDED');
    const sessions = await sessionsRepository(tx).deleteAllOfUser(person.id);
    const hiddenGigs = await hideGigsOfSuspended(tx, person.id, at);
    const reportIds = await reportsRepository(tx).resolveOpen(
      [{ type: 'user', id: person.id }, ...named],
      'actioned',
      operator.id,
      at,
    );
    const data = {
      reportIds,
      hiddenGigs,
      sessionsEnded: sessions,
      ...(input.reportId ? { reportId: input.reportId } : {}),
    };
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'user_suspended',
        targetType: 'user',
        targetId: person.id,
        note: input.message,
        data,
      },
      at,
    );
    return { reportIds };
  });
}

/**
 * POST /operator/users/{id}/unsuspend {note}: the person may sign in
 * again; the gigs the suspension hid come back. 409 ACCOUNT_NOT_SUSPENDED.
 */
export async function unsuspend(db: Database, viewer: UserRow | null, id: string, body: unknown): Promise<Acted> {
  const { operator, person } = await personFor(db, viewer, id);
  const { note } = parseInput(OperatorNoteInput, body);
  await db.transaction(async (tx) => {
    const at = new Date();
    if (!(await unsuspendUser(tx, person.id, at))) throw new DomainError('ACCOUNT_NOT_SUSPENDED');
    const shownGigs = await showGigsOfUnsuspended(tx, person.id, at);
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'user_unsuspended',
        targetType: 'user',
        targetId: person.id,
        note,
        data: { shownGigs },
      },
      at,
    );
  });
  return { reportIds: [] };
}
