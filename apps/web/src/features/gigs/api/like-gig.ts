import type { Gig, LikeResult } from '@inkwell/domain/gigs/gig.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';

/** POST /api/gigs/{id}/like: toggles the caller's like; answers the new state and count. */
export function likeGig(id: string): Promise<LikeResult> {
  return api<LikeResult>(`/gigs/${encodeURIComponent(id)}/like`, { method: 'POST' });
}

/** `viewerId` is the signed-in user's id, kept in likedBy when the gig is liked. */
export function useLikeGig(id: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeGig(id),
    onSuccess: ({ liked, likes }) => {
      queryClient.setQueryData<Gig>(gigKeys.detail(id), (gig) =>
        gig ? { ...gig, liked, likes, likedBy: liked ? [viewerId] : [] } : gig,
      );
      // Lists show the count too; they refresh the next time they are shown.
      void queryClient.invalidateQueries({ queryKey: gigKeys.lists(), refetchType: 'none' });
    },
  });
}
