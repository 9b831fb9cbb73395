import { LANGUAGES } from '@inkwell/domain/limits';
import type { CurrentUser, RegisterInput } from '@inkwell/domain/users/user.schema';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/register: creates the account without signing in (the user signs in next). */
export function register(input: RegisterInput): Promise<CurrentUser> {
  // The site's language at registration is the language of the person's mail.
  const language = LANGUAGES.find((code) => code === i18n.resolvedLanguage);
  return api<CurrentUser>('/auth/register', { method: 'POST', body: language ? { ...input, language } : input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
