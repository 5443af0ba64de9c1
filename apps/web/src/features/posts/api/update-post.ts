import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateCachedPost } from './get-friend-posts';

export const updatePost = (postId: string, caption: string) => callApi(endpoints.updatePost, { params: { id: postId }, body: { caption } });

/** Edit updates the caption locally once the server has it. */
export function useUpdatePost(userId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caption: string) => updatePost(postId, caption),
    onSuccess: (post) => updateCachedPost(queryClient, userId, postId, (p) => ({ ...p, caption: post.caption })),
    meta: { errorText: { failed: t`Failed to update post.`, errored: t`An error occurred while updating your post.`, serverText: false } },
  });
}
