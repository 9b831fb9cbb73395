import { z } from 'zod';
import { pageOf, PageQuery } from '../pagination.ts';
import { line, multiline } from '../text.ts';
import {
  GIG_HIDDEN_REASONS,
  OPERATOR_ACTIONS,
  OPERATOR_NOTE_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './integrity.constants.ts';

/**
 * Reports, the operators' queue, suspension and the audit log (decision 040): the shapes
 * the server answers and the forms send.
 */

/** Messages shown before and after a reported one. */
export const MESSAGES_AROUND = 3;

const Id = z.string().max(100);

/** POST /reports. */
export const ReportInput = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: Id,
  reason: z.enum(REPORT_REASONS),
  details: multiline().max(REPORT_DETAILS_MAX).optional().default(''),
});
export type ReportInput = z.infer<typeof ReportInput>;

export const Report = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof Report>;

/** GET /operator/reports: one row per reported item, with how many reports it has in the status asked for. */
export const ReportQueueQuery = PageQuery.extend({ status: z.enum(REPORT_STATUSES).optional().default('open') });
export type ReportQueueQuery = z.infer<typeof ReportQueueQuery>;

export const ReportQueueItem = z.object({
  /** The item's oldest report in this status: its page is /operator/reports/{reportId}. */
  reportId: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  /** The gig's title, the person's username or the start of the message ('' when the item is gone). */
  label: z.string(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  count: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ReportQueueItem = z.infer<typeof ReportQueueItem>;
export const ReportQueue = pageOf(ReportQueueItem);
export type ReportQueue = z.infer<typeof ReportQueue>;

const Person = z.object({ _id: z.string(), username: z.string() });

export const ReportedGig = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  cover: z.string(),
  owner: Person,
  hiddenAt: z.string().nullable(),
  hiddenReason: z.enum(GIG_HIDDEN_REASONS).nullable(),
  deleted: z.boolean(),
  /** The texts the seller wrote, by field, when contact masking changed them (operators only). */
  originalText: z.record(z.string(), z.unknown()).nullable(),
});

export const ReportedUser = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string(),
  country: z.string(),
  desc: z.string(),
  isSeller: z.boolean(),
  isOperator: z.boolean(),
  createdAt: z.string(),
  deleted: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionMessage: z.string(),
  /** The profile's texts as written, by field, when contact masking changed them (operators only). */
  originalText: z.record(z.string(), z.unknown()).nullable(),
});
export type ReportedUser = z.infer<typeof ReportedUser>;

export const ReportedMessageLine = z.object({
  _id: z.string(),
  userId: z.string(),
  /** What the other person saw (masked when contact details were found). */
  desc: z.string(),
  /** What the sender wrote, when masking changed it (operators only). */
  originalDesc: z.string().nullable(),
  createdAt: z.string(),
});

export const ReportedMessage = z.object({
  message: ReportedMessageLine,
  people: z.array(Person),
  /** A few messages before and after it, the oldest first, the reported one included. */
  around: z.array(ReportedMessageLine),
});

export const AuditEntry = z.object({
  _id: z.string(),
  operator: Person.nullable(),
  action: z.enum(OPERATOR_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  note: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = pageOf(AuditEntry);
export type AuditList = z.infer<typeof AuditList>;

export const ReportHistoryEntry = Report.extend({
  reporter: Person.nullable(),
  resolvedAt: z.string().nullable(),
  /** The details as the reporter wrote them, when contact masking changed them (operators only). */
  originalDetails: z.string().nullable(),
});

/**
 * GET /operator/reports/{id}: the item (the one that matches
 * targetType is set), its reports and the operators' actions on it.
 */
export const ReportCase = z.object({
  report: ReportHistoryEntry,
  gig: ReportedGig.nullable(),
  /** The reported person, the gig's owner or the message's author: the one a suspension would reach. */
  user: ReportedUser.nullable(),
  message: ReportedMessage.nullable(),
  reports: z.array(ReportHistoryEntry),
  audit: z.array(AuditEntry),
});
export type ReportCase = z.infer<typeof ReportCase>;

const Note = multiline().max(OPERATOR_NOTE_MAX);

/** POST /operator/reports/{id}/dismiss and /operator/gigs/{id}/unhide, /operator/users/{id}/unsuspend. */
export const OperatorNoteInput = z.object({ note: Note.optional().default('') });
export type OperatorNoteInput = z.infer<typeof OperatorNoteInput>;

/** POST /operator/gigs/{id}/hide. */
export const HideGigInput = z.object({ note: Note.optional().default(''), reportId: line().max(100).optional() });
export type HideGigInput = z.infer<typeof HideGigInput>;

/** POST /operator/users/{id}/suspend: the message is required (the person reads it when they try to sign in). */
export const SuspendInput = z.object({ message: Note.min(1), reportId: line().max(100).optional() });
export type SuspendInput = z.infer<typeof SuspendInput>;

/** What an operator's hide, unhide, suspend or unsuspend answers: the reports it closed (actioned). */
export const OperatorActionResult = z.object({ reportIds: z.array(z.string()) });
export type OperatorActionResult = z.infer<typeof OperatorActionResult>;
