import { z } from 'zod';
import { FileDto } from '../files/file.schema.ts';
import { line } from '../text.ts';

/**
 * The academic brief a buyer gives with every bid: what kind of work, in which subject,
 * at which level, with which citation style, how long, in which language, and the assignment's
 * files. The proposal stays the bid's free text; the brief is the part a seller can rely on.
 */

export const BRIEF_WORK_TYPES = [
  'essay',
  'research_paper',
  'dissertation',
  'thesis',
  'case_study',
  'literature_review',
  'coursework',
  'report',
  'presentation',
  'other',
] as const;
export type BriefWorkType = (typeof BRIEF_WORK_TYPES)[number];

export const BRIEF_LEVELS = ['high_school', 'undergraduate', 'masters', 'doctoral', 'professional'] as const;
export type BriefLevel = (typeof BRIEF_LEVELS)[number];

export const CITATION_STYLES = [
  'apa',
  'mla',
  'chicago',
  'harvard',
  'ieee',
  'vancouver',
  'oscola',
  'none',
  'other',
] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export const BRIEF_LENGTH_UNITS = ['words', 'pages'] as const;
export type BriefLengthUnit = (typeof BRIEF_LENGTH_UNITS)[number];

/**
 * Languages the work may be written in: wider than the app's four (a student in Lisbon may need
 * Portuguese). ISO 639-1 codes; screens name them with Intl.DisplayNames.
 */
export const BRIEF_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'da',
  'no',
  'fi',
  'ar',
  'zh',
  'ja',
  'ko',
  'ru',
  'tr',
  'other',
] as const;
export type BriefLanguage = (typeof BRIEF_LANGUAGES)[number];

export const BRIEF_SUBJECT_MAX = 120;
export const BRIEF_WORDS_MAX = 100_000;
export const BRIEF_PAGES_MAX = 400;
/** Private files (the assignment, marking criteria, sources) a brief may carry. */
export const BRIEF_FILES_MAX = 5;

export const BRIEF_MESSAGES = {
  workType: 'Please choose the type of work',
  subject: 'Please say which subject the work is in',
  subjectMax: `Subject must be at most ${BRIEF_SUBJECT_MAX} characters`,
  level: 'Please choose the academic level',
  citationStyle: 'Please choose a citation style (or none)',
  lengthUnit: 'Please choose words or pages',
  lengthValue: 'Length must be a whole number more than 0',
  lengthMax: (unit: BriefLengthUnit) =>
    `Length must be at most ${unit === 'words' ? BRIEF_WORDS_MAX : BRIEF_PAGES_MAX} ${unit}`,
  language: 'Please choose the language of the work',
  filesMax: `A brief can carry at most ${BRIEF_FILES_MAX} files`,
} as const;

/** Text inputs send numbers as text; anything not a whole number becomes NaN and fails. */
const WholeNumber = z
  .union([z.number(), z.string()], { error: BRIEF_MESSAGES.lengthValue })
  .transform((value) => (typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN))
  .pipe(
    z
      .number({ error: BRIEF_MESSAGES.lengthValue })
      .int(BRIEF_MESSAGES.lengthValue)
      .positive(BRIEF_MESSAGES.lengthValue),
  );

export const BriefLength = z
  .object({
    unit: z.enum(BRIEF_LENGTH_UNITS, { error: BRIEF_MESSAGES.lengthUnit }),
    value: WholeNumber,
  })
  .superRefine((length, ctx) => {
    const max = length.unit === 'words' ? BRIEF_WORDS_MAX : BRIEF_PAGES_MAX;
    if (length.value > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: BRIEF_MESSAGES.lengthMax(length.unit),
        params: { code: 'too_big', maximum: max },
      });
    }
  });

/** POST /api/bids `brief`: what the buyer sends (attachments are ids of private files they uploaded). */
export const AcademicBriefInput = z.object({
  workType: z.enum(BRIEF_WORK_TYPES, { error: BRIEF_MESSAGES.workType }),
  subject: line({ error: BRIEF_MESSAGES.subject })
    .min(1, BRIEF_MESSAGES.subject)
    .max(BRIEF_SUBJECT_MAX, BRIEF_MESSAGES.subjectMax),
  level: z.enum(BRIEF_LEVELS, { error: BRIEF_MESSAGES.level }),
  citationStyle: z.enum(CITATION_STYLES, { error: BRIEF_MESSAGES.citationStyle }),
  length: BriefLength,
  language: z.enum(BRIEF_LANGUAGES, { error: BRIEF_MESSAGES.language }),
  attachments: z
    .array(line(), { error: BRIEF_MESSAGES.filesMax })
    .max(BRIEF_FILES_MAX, BRIEF_MESSAGES.filesMax)
    .default([]),
});
export type AcademicBriefInput = z.infer<typeof AcademicBriefInput>;
export type AcademicBriefFormValues = z.input<typeof AcademicBriefInput>;

/** The brief as bid and order answers show it: the attachments as files the reader may download. */
export const AcademicBrief = z.object({
  workType: z.enum(BRIEF_WORK_TYPES),
  subject: z.string(),
  level: z.enum(BRIEF_LEVELS),
  citationStyle: z.enum(CITATION_STYLES),
  length: z.object({ unit: z.enum(BRIEF_LENGTH_UNITS), value: z.number().int() }),
  language: z.enum(BRIEF_LANGUAGES),
  attachments: z.array(FileDto),
});
export type AcademicBrief = z.infer<typeof AcademicBrief>;

/** What the bids table keeps in `brief` (jsonb): the brief without its files (those are rows of bid_files). */
export type StoredBrief = Omit<AcademicBrief, 'attachments'>;
