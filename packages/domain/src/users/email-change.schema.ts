import { z } from 'zod';
import { PASSWORD_MAX } from '../limits.ts';
import { VerifyEmailInput } from './password.schema.ts';
import { Email } from './user.schema.ts';

/**
 * Changing the account's address. It asks for the current password (under the sign-in limits), then
 * mails a link to the new address and a cancel link to the old one. The new address becomes the
 * account's only when its link is opened; until then sign-in, password resets and every mail use the
 * old one. The cancel link stops the change, or undoes it once confirmed, and ends every session.
 */

/** POST /auth/email/change: the current password and the new address. */
export const ChangeEmailInput = z.object({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  email: Email,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

/** The change waiting for its link (GET /auth/email/change, and the answer of the POST): nulls when none. */
export const PendingEmailChange = z.object({
  /** The address the link was mailed to. */
  pendingEmail: z.string().nullable(),
  /** When that link stops working. */
  expiresAt: z.string().nullable(),
});
export type PendingEmailChange = z.infer<typeof PendingEmailChange>;

/** POST /auth/email/change/confirm and /cancel: the token of the mailed link (the same shape as a verification's). */
export const EmailChangeTokenInput = VerifyEmailInput;
export type EmailChangeTokenInput = z.infer<typeof EmailChangeTokenInput>;

/** The answer of POST /auth/email/change/confirm and /cancel: the account's address now. */
export const EmailChangeResult = z.object({ email: z.string() });
export type EmailChangeResult = z.infer<typeof EmailChangeResult>;
