import { RegisterInput } from '@inkwell/domain/users/user.schema';
import type { Resolver } from 'react-hook-form';
import { fieldResolver } from '../../lib/field-resolver.ts';
import type { z } from 'zod';

/** The server's own RegisterInput, minus the picture (a file here, uploaded first, then its URL). */
export const RegisterFormSchema = RegisterInput.omit({ img: true });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;
export type RegisterFormField = keyof RegisterFormInput;

export const REGISTER_FORM_FIELDS: RegisterFormField[] = ['username', 'email', 'password', 'country', 'isSeller', 'phone', 'desc'];

const validate = fieldResolver(RegisterFormSchema);

/**
 * Phone and description belong to sellers only: for a buyer they are neither checked nor sent,
 * even if they were typed before the seller switch was turned off.
 */
export const registerFormResolver: Resolver<RegisterFormInput, unknown, RegisterFormValues> = (values, context, options) =>
  validate(values.isSeller ? values : { ...values, phone: '', desc: '' }, context, options);
