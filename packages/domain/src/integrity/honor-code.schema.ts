import { z } from 'zod';
import { HONOR_CODE_VERSION } from './integrity.constants.ts';

/**
 * The honor code. Its text lives in the web app's translations (honorCode.*), one
 * version for all four languages; HONOR_CODE_VERSION moves when the text changes, and everyone
 * whose accepted version is lower is asked again before they bid, deliver or publish.
 */

/** POST /api/users/me/honor-code: the version the person read and accepts (only the current one is taken). */
export const AcceptHonorCodeInput = z.object({
  version: z.number().int().positive().describe(`The version shown; must be the current one (${HONOR_CODE_VERSION})`),
});
export type AcceptHonorCodeInput = z.infer<typeof AcceptHonorCodeInput>;

export const HonorCodeStatus = z.object({
  /** The version the person accepted (0: never). */
  honorCodeVersion: z.number().int(),
  /** The current version: when higher than honorCodeVersion, the person must accept again. */
  currentVersion: z.number().int(),
  acceptedAt: z.string().nullable(),
});
export type HonorCodeStatus = z.infer<typeof HonorCodeStatus>;

/** Whether a person has accepted the current honor code. */
export function hasAcceptedHonorCode(person: { honorCodeVersion: number }): boolean {
  return person.honorCodeVersion >= HONOR_CODE_VERSION;
}
