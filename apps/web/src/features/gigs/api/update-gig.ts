import type { Gig, GigInput } from '@inkwell/domain/gigs/gig.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';
import { gigBody } from './gig-body.ts';

export interface UpdateGigInput {
  id: string;
  values: GigInput;
  /** A new document replaces the stored one. */
  document: File | null;
  /** Removes the stored document (ignored when a new one is sent). */
  removeDocument: boolean;
}

/** PATCH /api/gigs/{id} (the owner): the whole form is sent; the server checks the merged gig. */
export function updateGig({ id, values, document, removeDocument }: UpdateGigInput): Promise<Gig> {
  const extra: Record<string, boolean> = removeDocument && !document ? { removeDocument: true } : {};
  return api<Gig>(`/gigs/${encodeURIComponent(id)}`, { method: 'PATCH', body: gigBody(values, document, extra) });
}

export function useUpdateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGig,
    onSuccess: (gig) => {
      queryClient.setQueryData(gigKeys.detail(gig._id), gig);
      return queryClient.invalidateQueries({ queryKey: gigKeys.lists() });
    },
  });
}
