import { z } from 'zod';
import { FINGERPRINT_SOURCES } from './integrity.constants.ts';

/**
 * A delivery's originality evidence as GET /orders/{bidId} shows it (decision 038). It compares
 * the delivered documents with the work delivered earlier on Inkwell and the gigs' sample
 * documents only: evidence for a person to judge, never a verdict.
 */

/** pending until the check has run; unreadable when none of the delivered files had text to compare. */
export const ORIGINALITY_STATUSES = ['pending', 'done', 'unreadable'] as const;
export type OriginalityStatus = (typeof ORIGINALITY_STATUSES)[number];

/** A passage of the delivery and, when the viewer may see it, the passage of the other document it matches. */
export const OriginalityPassage = z.object({
  /** The delivered file the passage is in. */
  fileName: z.string(),
  delivered: z.string(),
  /** null when the other document is someone else's private delivery. */
  matched: z.string().nullable(),
});
export type OriginalityPassage = z.infer<typeof OriginalityPassage>;

/** One earlier document the delivery overlaps. */
export const OriginalityMatch = z.object({
  source: z.enum(FINGERPRINT_SOURCES),
  /** false: a private delivery of an order the viewer is not a party of (no text, no names). */
  visible: z.boolean(),
  /** The gig's title (a sample document, or the gig of an earlier order); null when not visible. */
  gigTitle: z.string().nullable(),
  /** The earlier order's id when visible and a delivery; null otherwise. */
  orderId: z.string().nullable(),
  /** Share of the delivery's fingerprints found in this document, 0-100. */
  sharePercent: z.number().int(),
  passages: z.array(OriginalityPassage),
});
export type OriginalityMatch = z.infer<typeof OriginalityMatch>;

export const Originality = z.object({
  status: z.enum(ORIGINALITY_STATUSES),
  /** Share of the delivery's fingerprints found in earlier documents, 0-100; null while pending or unreadable. */
  overlapPercent: z.number().int().nullable(),
  matches: z.array(OriginalityMatch),
  /** Names of the delivered files that could not be read (scanned PDF, ZIP, spreadsheet...). */
  unreadable: z.array(z.string()),
  checkedAt: z.string().nullable(),
});
export type Originality = z.infer<typeof Originality>;
