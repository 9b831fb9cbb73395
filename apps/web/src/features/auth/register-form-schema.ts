import { RegisterInput } from '@inkwell/domain/users/user.schema';
import type { Resolver } from 'react-hook-form';
import { fieldResolver } from '../../lib/field-resolver.ts';
import { z } from 'zod';

/**
 * The server's own RegisterInput, minus the picture (a file here, uploaded first, then its URL); the
 * honor code's checkbox must be ticked (the server answers 400 HONOR_CODE_REQUIRED otherwise).
 */
export const RegisterFormSchema = RegisterInput.omit({ img: true }).extend({
  acceptHonorCode: z
    .boolean()
    .optional()
    .refine((value) => value === true, {
      message: 'Please accept the honor code',
      params: { code: 'HONOR_CODE_REQUIRED' },
    }),
});
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;
export type RegisterFormField = keyof RegisterFormInput;

export const REGISTER_FORM_FIELDS: RegisterFormField[] = [
  'username',
  'email',
  'password',
  'country',
  'isSeller',
  'phone',
  'desc',
  'acceptHonorCode',
];

const validate = fieldResolver(RegisterFormSchema);

/**
 * Phone and description belong to sellers only: for a buyer they are neither checked nor sent,
 * even if they were typed before the seller switch was turned off.
 */
export const registerFormResolver: Resolver<RegisterFormInput, unknown, RegisterFormValues> = (
  values,
  context,
  options,
) => validate(values.isSeller ? values : { ...values, phone: '', desc: '' }, context, options);
