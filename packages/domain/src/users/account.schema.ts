import { z } from 'zod';
import { PASSWORD_MAX } from '../limits.ts';
import { RegisterInput } from './user.schema.ts';

/**
 * What a single-use link mailed to a person is for: choosing a new password after "Forgot
 * password", proving an address theirs (on registration), and the two links of an email change:
 * `email_change` to the new address (opening it makes the address the account's; the token keeps the
 * new address) and `email_change_cancel` to the old one (opening it stops the change or undoes it and
 * ends every session; the token keeps the old address).
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'email_verification',
  'email_change',
  'email_change_cancel',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a mailed link works: a password reset one hour, an address verification and a new
 * address's confirmation a day, the old address's cancel link a week (it also undoes a change
 * confirmed meanwhile, so it outlives the confirmation link).
 */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: HOUR_MS,
  email_verification: 24 * HOUR_MS,
  email_change: 24 * HOUR_MS,
  email_change_cancel: 7 * 24 * HOUR_MS,
};

/**
 * EMAIL_VERIFICATION: `required` (the default with SMTP) means publishing a gig and paying
 * need a verified address (403 EMAIL_NOT_VERIFIED); `optional` (the default without a mail transport)
 * lets an unverified person do both, so that the embedded default works with no mail set up.
 */
export const EMAIL_VERIFICATION_MODES = ['required', 'optional'] as const;
export type EmailVerificationMode = (typeof EMAIL_VERIFICATION_MODES)[number];

/** The actions a verified address is asked for when verification is required. */
export const VERIFIED_EMAIL_ACTIONS = ['publish_gig', 'pay'] as const;
export type VerifiedEmailAction = (typeof VERIFIED_EMAIL_ACTIONS)[number];

/** Whether this person may do a VERIFIED_EMAIL_ACTIONS action under this mode. */
export function mayActWithEmail(mode: EmailVerificationMode, emailVerified: boolean): boolean {
  return mode === 'optional' || emailVerified;
}

/**
 * The account page: signed-in devices, becoming a seller and back, one's data, deleting
 * the account. A deleted account's row stays, anonymised, so that the other party keeps its orders,
 * reviews and ledger: its username becomes `deleted-` and the last 8 characters of its id, and screens say
 * "Deleted user" wherever such a name appears.
 */

/** One signed-in device of GET /auth/sessions; `device` is a short summary of the browser's User-Agent. */
export const SessionDto = z.object({
  _id: z.string(),
  device: z.object({ browser: z.string(), os: z.string(), mobile: z.boolean() }),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof SessionDto>;

/** POST /users/me/seller: the seller's fields of registration, with the same rules. */
export const BecomeSellerInput = RegisterInput.pick({ phone: true, desc: true });
export type BecomeSellerInput = z.infer<typeof BecomeSellerInput>;

/** DELETE /users/me: the person confirms with their password. */
export const DeleteAccountInput = z.object({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
