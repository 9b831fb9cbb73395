import {
  postAssignmentForm,
  type Assignment,
  type AssignmentList,
  type AssignmentListQuery,
} from '@inkwell/domain/assignments/assignment.schema';
import { isErrorCode } from '@inkwell/domain/errors';
import type { PageQuery } from '@inkwell/domain/pagination';
import { isPurposeAllowed } from '@inkwell/domain/integrity/jurisdiction.schema';
import { dollarsToCents } from '@inkwell/domain/pricing';
import type { Database, Executor } from '../../db/client.ts';
import { requireHonorCode, requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { parseInput, type FieldCodeOf } from '../../lib/validation.ts';
import { attachableFiles, type FileReader } from '../files/index.ts';
import { allowedPurposesFor } from '../jurisdictions/index.ts';
import { toAssignmentSummary, toOffer } from './assignment.mapper.ts';
import { assignmentsRepository, type AssignmentRow, type AssignmentViewRow } from './assignments.repository.ts';

/**
 * Assignments that buyers post (docs/product.md#assignments). A change to an assignment or its
 * offers runs in one transaction that first locks the assignment's row, then moves it with a
 * conditional UPDATE (`... WHERE status = 'open'`), so a close, an offer and the deadline sweeper
 * acting at once change it once.
 */

/** A field's problem carries its own error code (the deadline's) or falls back to the amount's and the proposal's. */
export const fieldCodeOf: FieldCodeOf = (field, _message, problem) => {
  if (problem && isErrorCode(problem.code)) return problem.code;
  if (field === 'amount' || field === 'budgetMax') return 'BID_AMOUNT_INVALID';
  if (field === 'message' && problem && ['too_short', 'required', 'invalid'].includes(problem.code))
    return 'BID_PROPOSAL_TOO_SHORT';
  return undefined;
};

/**
 * POST /assignments, checked in this order: signed in (401), a buyer (403 ASSIGNMENT_BUYERS_ONLY),
 * the honor code accepted (403), then the fields (400, each with its code), the purpose allowed for
 * the buyer's country (403 PURPOSE_NOT_ALLOWED_IN_COUNTRY) and the files theirs (400 FILE_NOT_ATTACHABLE).
 */
export async function postAssignment(db: Database, viewer: UserRow | null, body: unknown): Promise<Assignment> {
  const user = requireUser(viewer);
  if (user.isSeller) throw new DomainError('ASSIGNMENT_BUYERS_ONLY');
  requireHonorCode(user);
  const at = new Date();
  const fields = parseInput(postAssignmentForm(at), body, fieldCodeOf);
  const id = await db.transaction(async (tx) => {
    const allowed = await allowedPurposesFor(tx, user.country);
    if (!isPurposeAllowed(allowed, fields.purpose))
      throw new DomainError(
        'PURPOSE_NOT_ALLOWED_IN_COUNTRY',
        `Work of the purpose "${fields.purpose}" cannot be ordered by buyers in ${user.country}.`,
      );
    const files = await attachableFiles(tx, user.id, fields.attachments);
    // The poster's title and the brief's subject are read by every seller: masked (decision 054).
    const { values, originalText } = maskTexts('POST /api/assignments', { title: fields.title, brief: fields.brief });
    const row = await assignmentsRepository(tx).insert({
      id: newId(at.getTime()),
      posterId: user.id,
      title: values.title,
      brief: values.brief,
      purpose: fields.purpose,
      deadline: fields.deadline,
      budgetMaxCents: fields.budgetMax === null ? null : dollarsToCents(fields.budgetMax),
      originalText,
      createdAt: at,
      updatedAt: at,
    });
    await assignmentsRepository(tx).attachFiles(
      row.id,
      files.map((file) => file._id),
    );
    return row.id;
  });
  return viewAssignment(db, id, user);
}

/** Who may read an assignment: its poster, and sellers while it is open or once they offered. */
async function mayRead(db: Executor, assignment: AssignmentRow, viewer: UserRow): Promise<boolean> {
  if (assignment.posterId === viewer.id) return true;
  if (!viewer.isSeller) return false;
  return assignment.status === 'open' || (await assignmentsRepository(db).hasOffered(assignment.id, viewer.id));
}

/**
 * The assignment as `viewer` reads it: every offer for its poster, a seller's own ones for them; the
 * brief's files for the poster and the sellers who offered (operators read them through the files route).
 */
export async function viewAssignment(db: Executor, id: string, viewer: UserRow): Promise<Assignment> {
  const repository = assignmentsRepository(db);
  const row = UUID_PATTERN.test(id) ? await repository.findView(id) : undefined;
  if (!row || !(await mayRead(db, row.assignment, viewer))) throw new DomainError('ASSIGNMENT_NOT_FOUND');
  const isPoster = row.assignment.posterId === viewer.id;
  const [files, offers] = await Promise.all([
    repository.filesOf([id]),
    repository.offersOf(id, isPoster ? undefined : viewer.id),
  ]);
  const showFiles = isPoster || offers.length > 0;
  return { ...toAssignmentSummary(row, files.get(id) ?? [], showFiles), offers: offers.map(toOffer) };
}

/** GET /assignments/{id}: 404 for anyone who may not read it, as for an unknown id. */
export async function getAssignment(db: Database, viewer: UserRow | null, id: string): Promise<Assignment> {
  return viewAssignment(db, id, requireUser(viewer));
}

async function pageOfAssignments(
  db: Database,
  viewer: UserRow,
  kind: string,
  query: PageQuery,
  filter: Omit<Parameters<ReturnType<typeof assignmentsRepository>['list']>[0], 'limit' | 'after'>,
): Promise<AssignmentList> {
  const repository = assignmentsRepository(db);
  const after = query.cursor ? decodeKeyset(query.cursor, kind) : undefined;
  const rows = await repository.list({ ...filter, limit: query.limit, after });
  const ids = rows.slice(0, query.limit).map((row) => row.assignment.id);
  const [files, offered] = await Promise.all([repository.filesOf(ids), repository.offeredOn(viewer.id, ids)]);
  return pageFrom(
    rows,
    query.limit,
    kind,
    (row: AssignmentViewRow) => ({ at: row.createdAtKey, id: row.assignment.id }),
    (row) =>
      toAssignmentSummary(
        row,
        files.get(row.assignment.id) ?? [],
        row.assignment.posterId === viewer.id || offered.has(row.assignment.id),
      ),
  );
}

/** GET /assignments: the open assignments, newest first, for sellers (403 SELLERS_ONLY for anyone else). */
export function listOpenAssignments(
  db: Database,
  viewer: UserRow | null,
  query: AssignmentListQuery,
): Promise<AssignmentList> {
  const { purpose, workType, level, search } = query;
  return pageOfAssignments(db, requireUser(viewer), 'assignments-open', query, {
    status: 'open',
    // One whose deadline has just passed is left out before the sweeper closes it.
    deadlineAfter: new Date(),
    purpose,
    workType,
    level,
    search: search || undefined,
  });
}

/** GET /assignments/mine: the buyer's own, every status, newest first. */
export function listMyAssignments(db: Database, viewer: UserRow | null, query: PageQuery): Promise<AssignmentList> {
  const user = requireUser(viewer);
  return pageOfAssignments(db, user, 'assignments-mine', query, { posterId: user.id });
}

/**
 * POST /assignments/{id}/close: the poster closes it while open. 404 for anyone who may not read
 * it, 403 ASSIGNMENT_POSTER_ONLY for a seller who may, 409 ASSIGNMENT_NOT_OPEN once it is not open.
 */
export async function closeAssignment(db: Database, viewer: UserRow | null, id: string): Promise<Assignment> {
  const user = requireUser(viewer);
  await db.transaction(async (tx) => {
    const repository = assignmentsRepository(tx);
    const assignment = UUID_PATTERN.test(id) ? await repository.lock(id) : undefined;
    if (!assignment || !(await mayRead(tx, assignment, user))) throw new DomainError('ASSIGNMENT_NOT_FOUND');
    if (assignment.posterId !== user.id) throw new DomainError('ASSIGNMENT_POSTER_ONLY');
    if (!(await repository.close(id, new Date()))) throw new DomainError('ASSIGNMENT_NOT_OPEN');
  });
  return viewAssignment(db, id, user);
}

/** How many past-deadline assignments one sweep closes at most. */
const SWEEP_BATCH = 100;

/**
 * Closes the open assignments whose deadline has passed, each in its own transaction under its
 * row's lock with the same conditional update as the poster's close: two sweeps at once (or a
 * sweep and the poster) close it once. Answers how many this run closed.
 */
export async function sweepPastDeadline(db: Database, now = new Date()): Promise<number> {
  let closed = 0;
  for (const id of await assignmentsRepository(db).openPastDeadline(now, SWEEP_BATCH)) {
    const done = await db.transaction(async (tx) => {
      const repository = assignmentsRepository(tx);
      const assignment = await repository.lock(id);
      if (!assignment || assignment.status !== 'open' || assignment.deadline >= now) return false;
      return repository.close(id, new Date());
    });
    if (done) closed += 1;
  }
  return closed;
}

/** A private file of an assignment's brief: its poster, the sellers who offered and operators may read it. */
export const assignmentFileReader: FileReader = (db, fileId, viewer) =>
  assignmentsRepository(db).fileReadableBy(fileId, viewer);
