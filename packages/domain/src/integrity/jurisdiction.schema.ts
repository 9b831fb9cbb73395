import { z } from 'zod';
import { COUNTRY_CODES, isCountryCode } from '../countries.ts';
import { line } from '../text.ts';
import { GIG_PURPOSES, type GigPurpose } from './integrity.constants.ts';

/**
 * Operators' rules per buyer country: which gig purposes a buyer whose profile country
 * is `country` may order. No rule for a country: every purpose. The server refuses a bid outside
 * the rule (403 PURPOSE_NOT_ALLOWED_IN_COUNTRY); lists and gig pages mark such gigs for the reader.
 */

export const JURISDICTION_NOTE_MAX = 500;

export const JURISDICTION_MESSAGES = {
  country: 'Please choose a country',
  purposes: `Allowed purposes must be a list of ${GIG_PURPOSES.join(', ')}`,
  noteMax: `The note must be at most ${JURISDICTION_NOTE_MAX} characters`,
} as const;

export const JurisdictionParams = z.object({
  country: z
    .string()
    .refine((value) => isCountryCode(value), {
      message: JURISDICTION_MESSAGES.country,
      params: { code: 'invalid_value' },
    })
    .describe('ISO 3166-1 alpha-2, upper case'),
});
export type JurisdictionParams = z.infer<typeof JurisdictionParams>;

/** PUT /api/operator/jurisdictions/{country}: the purposes allowed (may be empty: nothing allowed) and why. */
export const JurisdictionRuleInput = z.object({
  allowedPurposes: z
    .array(z.enum(GIG_PURPOSES, { error: JURISDICTION_MESSAGES.purposes }), { error: JURISDICTION_MESSAGES.purposes })
    .max(GIG_PURPOSES.length, JURISDICTION_MESSAGES.purposes)
    .transform((list) => GIG_PURPOSES.filter((purpose) => list.includes(purpose))),
  note: line().max(JURISDICTION_NOTE_MAX, JURISDICTION_MESSAGES.noteMax).default(''),
});
export type JurisdictionRuleInput = z.infer<typeof JurisdictionRuleInput>;

export const JurisdictionRule = z.object({
  country: z.enum(COUNTRY_CODES),
  allowedPurposes: z.array(z.enum(GIG_PURPOSES)),
  note: z.string(),
  /** The operator who last set it (null once their account is gone). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type JurisdictionRule = z.infer<typeof JurisdictionRule>;

export const JurisdictionRuleList = z.object({ items: z.array(JurisdictionRule) });
export type JurisdictionRuleList = z.infer<typeof JurisdictionRuleList>;

/** Whether a buyer under this rule (undefined: none for their country) may order work of this purpose. */
export function isPurposeAllowed(allowed: readonly GigPurpose[] | undefined, purpose: GigPurpose): boolean {
  return allowed === undefined || allowed.includes(purpose);
}
