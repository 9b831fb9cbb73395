import { ApiError } from '../../lib/api-client.ts';
import { REGISTER_FORM_FIELDS, type RegisterFormField } from './register-form-schema.ts';

export interface ServerFieldErrors {
  /** In screen order, so the first one is where the focus goes. */
  fields: { field: RegisterFormField; message: string; type: 'server' | 'text' }[];
  picture?: string;
}

type Translate = (key: string) => string;

/**
 * Where a refused registration's problems belong: the server's per-field messages (400) and, for a
 * taken username or email (409), a translated hint on that field (the server's sentence is in the alert).
 */
export function serverFieldErrors(error: unknown, t: Translate): ServerFieldErrors {
  if (!(error instanceof ApiError)) return { fields: [] };
  const found = new Map<RegisterFormField, { message: string; type: 'server' | 'text' }>();
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message && (REGISTER_FORM_FIELDS as string[]).includes(field)) {
      found.set(field as RegisterFormField, { message, type: 'server' });
    }
  }
  // The server may repeat its sentence on the field; a hint in the reader's language says more there.
  if (error.code === 'USERNAME_TAKEN') found.set('username', { message: t('errors.username.taken'), type: 'text' });
  if (error.code === 'EMAIL_TAKEN') found.set('email', { message: t('errors.email.taken'), type: 'text' });
  const fields = REGISTER_FORM_FIELDS.flatMap((field) => {
    const entry = found.get(field);
    return entry ? [{ field, ...entry }] : [];
  });
  return { fields, picture: error.errors.img?.[0] };
}
