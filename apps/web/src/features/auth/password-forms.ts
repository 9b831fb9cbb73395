import { Password } from '@inkwell/domain/users/user.schema';
import { z } from 'zod';

/**
 * The web's forms of a new password (reset and change): the new one by registration's rules, typed
 * twice; a second copy that differs is `invalid_value` on `confirm` (said as "the two passwords differ").
 */
const MISMATCH = { path: ['confirm'], params: { code: 'invalid_value' } };

export const ResetPasswordForm = z
  .object({ password: Password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, MISMATCH);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const ChangePasswordForm = z
  .object({ currentPassword: z.string().min(1), newPassword: Password, confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, MISMATCH);
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordForm>;
