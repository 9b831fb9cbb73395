import type { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys, profileKeys } from '../../../lib/query-keys.ts';

/** PUT /api/users/{id}: the owner's changes; the answer is the whole profile as it is now stored. */
export function updateProfile(id: string, values: UpdateProfileInput): Promise<Profile> {
  return api<Profile>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: values });
}

/** Saves, shows the stored profile at once, and refreshes the signed-in user (name and picture in the navbar). */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfileInput) => updateProfile(id, values),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(id), profile);
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}
