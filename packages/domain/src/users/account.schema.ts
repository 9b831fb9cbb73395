/**
 * What a single-use link mailed to a person is for (issue 16): choosing a new password after
 * "Forgot password", or proving an address theirs (on registration and on each email change).
 */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a mailed link works: a password reset one hour, an address verification a day. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
};

/**
 * EMAIL_VERIFICATION (issue 16): `required` (the default with SMTP) means publishing a gig and paying
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
