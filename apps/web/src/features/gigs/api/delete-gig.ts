import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/gigs/{id}: 409 while an order of the gig is approved or in progress. */
export function deleteGig(id: string): Promise<void> {
  return api<void>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: gigKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: gigKeys.lists() });
    },
  });
}
