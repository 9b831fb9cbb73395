import type { Gig, GigInput } from '@inkwell/domain/gigs/gig.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';
import { gigBody } from './gig-body.ts';

export interface CreateGigInput {
  values: GigInput;
  document: File | null;
}

/** POST /api/gigs (sellers): the server computes the prices and answers the stored gig. */
export function createGig({ values, document }: CreateGigInput): Promise<Gig> {
  return api<Gig>('/gigs', { method: 'POST', body: gigBody(values, document) });
}

export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGig,
    onSuccess: (gig) => {
      queryClient.setQueryData(gigKeys.detail(gig._id), gig);
      return queryClient.invalidateQueries({ queryKey: gigKeys.lists() });
    },
  });
}
