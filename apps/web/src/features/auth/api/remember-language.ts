import type { Language } from '@inkwell/domain/limits';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { api } from '../../../lib/api-client.ts';
import { readStoredUser } from '../current-user-storage.ts';

/**
 * Tells the server the language a signed-in person chose, so that their mail is written in it
 * (visitors: nothing to store). A file of its own: the navbar's language button needs it, not the
 * account's forms and their mutations.
 */
export function rememberLanguage(language: Language): void {
  if (!readStoredUser()) return;
  api<CurrentUser>('/auth/me/language', { method: 'PUT', body: { language } }).catch(() => undefined);
}
