import type { Comment } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withoutItem, type PagedData } from '../../../lib/paged-query';
import { updateCachedPost } from './get-friend-posts';
import { postKeys } from './keys';

export const deleteComment = (commentId: string) => callApi(endpoints.deleteComment, { params: { id: commentId } });

/** The comment leaves the post's loaded pages and the post's commentCount goes down by one. */
export function useDeleteComment(viewerId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<PagedData<Comment>>(postKeys.comments(postId), (data) => withoutItem(data, commentId));
      updateCachedPost(queryClient, viewerId, postId, (p) => ({ ...p, commentCount: Math.max(0, p.commentCount - 1) }));
    },
    meta: { errorText: { failed: t`Failed to delete comment.`, errored: t`An error occurred while deleting your comment.`, serverText: false } },
  });
}
