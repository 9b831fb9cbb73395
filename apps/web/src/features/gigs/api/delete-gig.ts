import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigQueryKey } from './get-gig.ts';
import { gigsQueryKey } from './get-gigs.ts';

/** DELETE /api/gigs/{id}: 409 while an order of the gig is approved or in progress. */
export function deleteGig(id: string): Promise<void> {
  return api<void>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: gigQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: [...gigsQueryKey, 'list'] });
    },
  });
}
