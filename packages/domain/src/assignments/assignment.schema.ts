import { z } from 'zod';
import {
  AcademicBrief,
  AcademicBriefInput,
  BRIEF_FILES_MAX,
  BRIEF_LEVELS,
  BRIEF_WORK_TYPES,
} from '../bids/academic-brief.schema.ts';
import { BidAmount, Proposal } from '../bids/bid.schema.ts';
import { FileDto } from '../files/file.schema.ts';
import { GIG_PURPOSES } from '../integrity/integrity.constants.ts';
import { GIG_SEARCH_MAX, PROPOSAL_MIN } from '../limits.ts';
import { PageQuery, pageOf } from '../pagination.ts';
import { line, multiline } from '../text.ts';

/**
 * Assignments that buyers post and the offers sellers send them (docs/product.md#assignments).
 * The brief is the bid's academic brief; its private files travel beside it as `attachments`.
 * Money is in dollars here; the server stores cents. Every due instant is ISO 8601 with an offset.
 */

export const ASSIGNMENT_STATUSES = ['open', 'closed', 'awarded'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const OFFER_STATUSES = ['pending', 'withdrawn', 'declined', 'accepted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer that counts: at most one per seller and assignment (a withdrawn or declined one does not). */
export const LIVE_OFFER_STATUSES = ['pending', 'accepted'] as const satisfies readonly OfferStatus[];

export const ASSIGNMENT_TITLE_MIN = 10;
export const ASSIGNMENT_TITLE_MAX = 120;
/** How far ahead a deadline must be when the assignment is posted. */
export const ASSIGNMENT_DEADLINE_MIN_HOURS = 3;

export const ASSIGNMENT_MESSAGES = {
  titleMin: `Title must be at least ${ASSIGNMENT_TITLE_MIN} characters`,
  titleMax: `Title must be at most ${ASSIGNMENT_TITLE_MAX} characters`,
  purpose: 'Please choose what the work is for',
  deadlineFormat: 'Deadline must be a date and time with its time zone offset (ISO 8601)',
  deadlineTooSoon: `Deadline must be at least ${ASSIGNMENT_DEADLINE_MIN_HOURS} hours from now`,
  deliverByFormat: 'Deliver by must be a date and time with its time zone offset (ISO 8601)',
  deliverByRange: "Deliver by must be in the future and no later than the assignment's deadline",
  filesMax: `An assignment can carry at most ${BRIEF_FILES_MAX} files`,
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant as ISO 8601 with its offset (`2026-12-04T09:00:00+01:00` or `...Z`), naming a real
 * date and time; anything else (no offset, 30 February, not a text) is null.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const [date, rest] = value.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = rest.slice(0, 5).split(':').map(Number) as [number, number];
  const second = rest.length > 5 && rest[5] === ':' ? Number(rest.slice(6, 8)) : 0;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(rest);
  if (offset && (Number(offset[2]) > 14 || Number(offset[3]) > 59)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const instant = (formatMessage: string, formatCode: string) =>
  z.unknown().transform((value, ctx) => {
    const at = parseInstant(value);
    if (at) return at;
    ctx.addIssue({ code: 'custom', message: formatMessage, params: { code: formatCode } });
    return z.NEVER;
  });

/** A deadline may be posted when it is at least ASSIGNMENT_DEADLINE_MIN_HOURS after `now`. */
export const isDeadlineFarEnough = (deadline: Date, now: Date): boolean =>
  deadline.getTime() - now.getTime() >= ASSIGNMENT_DEADLINE_MIN_HOURS * 3_600_000;

/** An offer's delivery instant: after `now` and no later than the assignment's deadline. */
export const isDeliverByInRange = (deliverBy: Date, deadline: Date, now: Date): boolean =>
  deliverBy.getTime() > now.getTime() && deliverBy.getTime() <= deadline.getTime();

/** The brief of an assignment as stored and answered: the bid's academic brief without its files. */
export const AssignmentBriefInput = AcademicBriefInput.omit({ attachments: true });

const uniqueIds = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * POST /api/assignments, checked against the clock `now` (the deadline's distance). The brief is the
 * bid's, files included: they may come in `brief.attachments` (as a bid sends them) or beside it in
 * `attachments`; the output has them together, each once, at most BRIEF_FILES_MAX.
 */
export function postAssignmentForm(now: Date) {
  const fields = z.object({
    title: line({ error: ASSIGNMENT_MESSAGES.titleMin })
      .min(ASSIGNMENT_TITLE_MIN, ASSIGNMENT_MESSAGES.titleMin)
      .max(ASSIGNMENT_TITLE_MAX, ASSIGNMENT_MESSAGES.titleMax),
    brief: AcademicBriefInput,
    purpose: z.enum(GIG_PURPOSES, { error: ASSIGNMENT_MESSAGES.purpose }),
    deadline: instant(ASSIGNMENT_MESSAGES.deadlineFormat, 'ASSIGNMENT_DEADLINE_INVALID').refine(
      (at) => isDeadlineFarEnough(at, now),
      {
        message: ASSIGNMENT_MESSAGES.deadlineTooSoon,
        params: { code: 'ASSIGNMENT_DEADLINE_TOO_SOON', minimum: ASSIGNMENT_DEADLINE_MIN_HOURS },
      },
    ),
    budgetMax: BidAmount.nullish().transform((value) => value ?? null),
    attachments: z
      .array(line(), { error: ASSIGNMENT_MESSAGES.filesMax })
      .max(BRIEF_FILES_MAX, ASSIGNMENT_MESSAGES.filesMax)
      .default([]),
  });
  return fields
    .superRefine((input, ctx) => {
      if (uniqueIds([...(input.attachments ?? []), ...(input.brief?.attachments ?? [])]).length > BRIEF_FILES_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['attachments'],
          message: ASSIGNMENT_MESSAGES.filesMax,
          params: { code: 'too_many', maximum: BRIEF_FILES_MAX },
        });
    })
    .transform(({ brief: { attachments: briefFiles, ...brief }, attachments, ...rest }) => ({
      ...rest,
      brief,
      attachments: uniqueIds([...attachments, ...briefFiles]),
    }));
}
export type PostAssignmentForm = z.infer<ReturnType<typeof postAssignmentForm>>;

/** POST /api/assignments as the OpenAPI document shows it (the service checks it with postAssignmentForm). */
export const PostAssignmentInput = z.object({
  title: line().describe(`${ASSIGNMENT_TITLE_MIN} to ${ASSIGNMENT_TITLE_MAX} characters`),
  brief: AcademicBriefInput.describe(
    'The academic brief: type of work, subject, level, citation style, length, language, and its files ' +
      '(`attachments`, as a bid sends them; they may also come beside the brief)',
  ),
  purpose: z.enum(GIG_PURPOSES),
  deadline: z.string().describe(`ISO 8601 with offset, at least ${ASSIGNMENT_DEADLINE_MIN_HOURS} hours ahead`),
  budgetMax: z.number().nullish().describe('Dollars, more than 0, at most 2 decimals'),
  attachments: z
    .array(line())
    .optional()
    .describe(`Ids of private files the buyer uploaded, at most ${BRIEF_FILES_MAX}`),
});

/** An offer's form, against the assignment's deadline and the clock `now`. */
export function makeOfferForm(deadline: Date, now: Date) {
  return z.object({
    amount: BidAmount,
    deliverBy: instant(ASSIGNMENT_MESSAGES.deliverByFormat, 'invalid_format').refine(
      (at) => isDeliverByInRange(at, deadline, now),
      {
        message: ASSIGNMENT_MESSAGES.deliverByRange,
        params: { code: 'OFFER_DELIVER_BY_OUT_OF_RANGE' },
      },
    ),
    message: Proposal,
  });
}
export type MakeOfferForm = z.infer<ReturnType<typeof makeOfferForm>>;

/** POST /api/assignments/{id}/offers as the OpenAPI document shows it. */
export const MakeOfferInput = z.object({
  amount: z.number().describe('Dollars, more than 0, at most 2 decimals'),
  deliverBy: z.string().describe("ISO 8601 with offset, in the future and no later than the assignment's deadline"),
  message: multiline().describe(`The offer's proposal, at least ${PROPOSAL_MIN} characters once trimmed`),
});

/** GET /api/assignments: the open assignments a seller may offer on, newest first. */
export const AssignmentListQuery = PageQuery.extend({
  purpose: z.enum(GIG_PURPOSES).optional(),
  workType: z.enum(BRIEF_WORK_TYPES).optional(),
  level: z.enum(BRIEF_LEVELS).optional(),
  search: line().max(GIG_SEARCH_MAX).optional(),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/** A person as assignments show them: the poster by username and country only. */
export const AssignmentPerson = z.object({ username: z.string(), country: z.string() });

export const AssignmentOffer = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  amount: z.number(),
  deliverBy: z.string(),
  message: z.string(),
  /** Contact details were hidden from `message` (decision 037). */
  messageMasked: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  seller: z.object({ _id: z.string(), username: z.string(), country: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssignmentOffer = z.infer<typeof AssignmentOffer>;

export const AssignmentSummary = z.object({
  _id: z.string(),
  title: z.string(),
  /** The brief without its files. */
  brief: AcademicBrief.omit({ attachments: true }),
  /** The brief's files, for those who may read them (the poster, sellers who offered); [] for anyone else. */
  attachments: z.array(FileDto),
  /** How many files the brief carries, for everyone who reads the assignment. */
  attachmentCount: z.number().int(),
  purpose: z.enum(GIG_PURPOSES),
  deadline: z.string(),
  budgetMax: z.number().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  poster: AssignmentPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

/** One assignment: the poster reads every offer, a seller their own ones. */
export const Assignment = AssignmentSummary.extend({ offers: z.array(AssignmentOffer) });
export type Assignment = z.infer<typeof Assignment>;

export const AssignmentAnswer = z.object({ assignment: Assignment });
export const OfferAnswer = z.object({ offer: AssignmentOffer });
export const AssignmentList = pageOf(AssignmentSummary);
export type AssignmentList = z.infer<typeof AssignmentList>;
