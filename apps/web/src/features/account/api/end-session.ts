import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/auth/sessions/{id}: signs one of one's devices out. */
export function endSession(id: string): Promise<void> {
  return api<void>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(viewerId) }),
  });
}
