import type { ReportReason, ReportStatus, ReportTarget } from '@inkwell/domain/integrity/integrity.constants';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { messages } from '../../db/schema/messages.ts';
import { reports } from '../../db/schema/reports.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { gigTitlesOf } from '../gigs/index.ts';
import { userCardsAs, usernamesOf } from '../users/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportWithReporter = ReportRow & { reporterUsername: string | null };
export type MessageRow = typeof messages.$inferSelect;
export interface Target {
  type: ReportTarget;
  id: string;
}

export interface QueueRow {
  targetType: ReportTarget;
  targetId: string;
  reportId: string;
  reasons: ReportReason[];
  count: number;
  firstAt: Date;
  firstKey: string;
  lastAt: Date;
}

const reporters = userCardsAs('reporter');

const reportColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  originalText: reports.originalText,
  status: reports.status,
  resolvedBy: reports.resolvedBy,
  resolvedAt: reports.resolvedAt,
  createdAt: reports.createdAt,
  reporterUsername: reporters.username,
};

const firstAt = sql<Date>`min(${reports.createdAt})`;

/** The only module that writes reports; it also reads the reported messages for operators. */
export function reportsRepository(db: Executor) {
  return {
    /**
     * A new open report; 409 REPORT_ALREADY_OPEN when the person has one open on the item (the partial unique index).
     */
    async insert(
      row: {
        reporterId: string;
        target: Target;
        reason: ReportReason;
        details: string;
        originalText: Record<string, unknown> | null;
      },
      at: Date,
    ): Promise<ReportRow> {
      try {
        const [inserted] = await db
          .insert(reports)
          .values({
            id: newId(at.getTime()),
            reporterId: row.reporterId,
            targetType: row.target.type,
            targetId: row.target.id,
            reason: row.reason,
            details: row.details,
            originalText: row.originalText,
            createdAt: at,
          })
          .returning();
        return inserted!;
      } catch (error) {
        if (isUniqueViolation(error, 'reports_one_open_per_reporter_key')) throw new DomainError('REPORT_ALREADY_OPEN');
        throw error;
      }
    },

    async findById(id: string): Promise<ReportWithReporter | undefined> {
      const [row] = await db
        .select(reportColumns)
        .from(reports)
        .leftJoin(reporters, eq(reporters.id, reports.reporterId))
        .where(eq(reports.id, id))
        .limit(1);
      return row;
    },

    /** Every report on one item, the oldest first. */
    async ofTarget(target: Target): Promise<ReportWithReporter[]> {
      return db
        .select(reportColumns)
        .from(reports)
        .leftJoin(reporters, eq(reporters.id, reports.reporterId))
        .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id)))
        .orderBy(asc(reports.createdAt), asc(reports.id));
    },

    /** Closes the open reports on these items (a conditional update: a race closes each once); answers their ids. */
    async resolveOpen(
      targets: Target[],
      status: Exclude<ReportStatus, 'open'>,
      by: string,
      at: Date,
    ): Promise<string[]> {
      if (targets.length === 0) return [];
      const rows = await db
        .update(reports)
        .set({ status, resolvedBy: by, resolvedAt: at })
        .where(
          and(
            eq(reports.status, 'open'),
            or(...targets.map((target) => and(eq(reports.targetType, target.type), eq(reports.targetId, target.id)))),
          ),
        )
        .returning({ id: reports.id });
      return rows.map((row) => row.id);
    },

    /** One page (plus one row) of reported items in a status, the one reported first at the top. */
    async queue(status: ReportStatus, limit: number, after?: Keyset): Promise<QueueRow[]> {
      return db
        .select({
          targetType: reports.targetType,
          targetId: sql<string>`${reports.targetId}::text`,
          reportId: sql<string>`((array_agg(${reports.id} ORDER BY ${reports.createdAt}, ${reports.id}))[1])::text`,
          reasons: sql<ReportReason[]>`array_agg(DISTINCT ${reports.reason})`,
          count: sql<number>`count(*)::int`,
          firstAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
          firstKey: sql<string>`min(${reports.createdAt})::text`,
          lastAt: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
        })
        .from(reports)
        .where(eq(reports.status, status))
        .groupBy(reports.targetType, reports.targetId)
        .having(
          after ? sql`(${firstAt}, ${reports.targetId}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        )
        .orderBy(firstAt, reports.targetId)
        .limit(limit + 1);
    },

    /** What the queue calls each item: a gig's title, a person's username, the start of a message. */
    async labels(targets: Target[]): Promise<Map<string, string>> {
      const ids = (type: ReportTarget) => targets.filter((target) => target.type === type).map((target) => target.id);
      const labels = new Map<string, string>();
      const [gigIds, userIds, messageIds] = [ids('gig'), ids('user'), ids('message')];
      for (const [id, title] of await gigTitlesOf(db, gigIds)) labels.set(`gig:${id}`, title);
      if (userIds.length)
        for (const [id, username] of await usernamesOf(db, userIds)) labels.set(`user:${id}`, username);
      if (messageIds.length) {
        const rows = await db
          .select({ id: messages.id, label: sql<string>`left(${messages.desc}, 120)` })
          .from(messages)
          .where(inArray(messages.id, messageIds));
        for (const row of rows) labels.set(`message:${row.id}`, row.label);
      }
      return labels;
    },

    async findMessage(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row;
    },

    /** Up to `count` messages before and after one in its conversation, the oldest first, the message included. */
    async messagesAround(message: MessageRow, count: number): Promise<MessageRow[]> {
      const same = eq(messages.conversationId, message.conversationId);
      const key = sql`(${messages.createdAt}, ${messages.id})`;
      // The stored instant (microseconds), not the Date's milliseconds.
      const at = sql`((SELECT m.created_at FROM messages m WHERE m.id = ${message.id}), ${message.id}::uuid)`;
      const before = await db
        .select()
        .from(messages)
        .where(and(same, sql`${key} < ${at}`))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(count);
      const after = await db
        .select()
        .from(messages)
        .where(and(same, sql`${key} > ${at}`))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(count);
      return [...before.reverse(), message, ...after];
    },
  };
}
