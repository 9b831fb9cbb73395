import type { MailPreferences } from '@inkwell/domain/mail/mail-preferences.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mailPreferenceKeys } from '../../../lib/query-keys.ts';

/** GET /api/users/me/mail-preferences: every mail topic of the signed-in person, on or off. */
export function getMailPreferences(): Promise<MailPreferences> {
  return api<MailPreferences>('/users/me/mail-preferences');
}

export const getMailPreferencesQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: mailPreferenceKeys.mine(viewerId), queryFn: getMailPreferences });

export function useMailPreferences(viewerId: string) {
  return useQuery(getMailPreferencesQueryOptions(viewerId));
}
