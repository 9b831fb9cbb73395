import type { MailPreferences } from '@inkwell/domain/mail/mail-preferences.schema';
import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mailPreferenceKeys } from '../../../lib/query-keys.ts';

export interface TopicChange {
  topic: MailTopic;
  on: boolean;
}

/** PUT /api/users/me/mail-preferences with one topic: the others stay as they are. */
export function updateMailPreference({ topic, on }: TopicChange): Promise<MailPreferences> {
  return api<MailPreferences>('/users/me/mail-preferences', { method: 'PUT', body: { topics: { [topic]: on } } });
}

/**
 * Saves one switch: shown at once, put back as it was if the save fails, and the server's answer
 * kept once it succeeds (only that topic: another switch may be saving at the same moment).
 */
export function useUpdateMailPreference(viewerId: string) {
  const queryClient = useQueryClient();
  const key = mailPreferenceKeys.mine(viewerId);
  const setTopic = (topic: MailTopic, on: boolean) =>
    queryClient.setQueryData<MailPreferences>(key, (current) =>
      current ? { topics: { ...current.topics, [topic]: on } } : current,
    );
  return useMutation({
    mutationFn: updateMailPreference,
    onMutate: async ({ topic, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MailPreferences>(key)?.topics[topic] ?? !on;
      setTopic(topic, on);
      return { before };
    },
    onError: (_error, { topic }, context) => setTopic(topic, context?.before ?? true),
    onSuccess: (saved, { topic }) => setTopic(topic, saved.topics[topic]),
  });
}
