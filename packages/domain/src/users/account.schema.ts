/**
 * What a single-use link mailed to a person is for (issue 16): choosing a new password after
 * "Forgot password", or proving an address theirs (on registration and on each email change).
 */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
