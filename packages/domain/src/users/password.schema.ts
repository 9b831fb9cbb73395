import { z } from 'zod';
import { EMAIL_MAX, LANGUAGES, PASSWORD_MAX } from '../limits.ts';
import { line } from '../text.ts';
import { Password } from './user.schema.ts';

/**
 * Recovering and changing a password, proving an address, and the language mail is
 * written in. A token is what the mailed link carries (43 characters of base64url); anything else is refused.
 */
const TOKEN_MAX = 200;
const Token = line().min(1, 'The link has no token').max(TOKEN_MAX, 'This link is not valid');

/** POST /auth/password/forgot: the address typed; a malformed one gets the same answer as an unknown one. */
export const ForgotPasswordInput = z.object({
  email: line().min(1, 'Email is required').max(EMAIL_MAX, 'Email is too long'),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The one answer of POST /auth/password/forgot, whether the address has an account or not. */
export const ForgotPasswordResult = z.object({ accepted: z.literal(true) });
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResult>;

export const ResetPasswordInput = z.object({ token: Token, password: Password });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: Password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const VerifyEmailInput = z.object({ token: Token });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

export const Language = z.enum(LANGUAGES, { message: 'Please choose en, fr, de or es' });
export const LanguageInput = z.object({ language: Language });
export type LanguageInput = z.infer<typeof LanguageInput>;
