import type { Comment } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { PagedData } from '../../../lib/paged-query';
import { postKeys } from './keys';
import { updateCachedPost } from './get-friend-posts';

export const addComment = (userId: string, postId: string, content: string) =>
  callApi(endpoints.addComment, { params: { id: postId }, body: { user_id: userId, content } });

/** A new comment joins the newest page and increments the post's commentCount. */
export function useAddComment(userId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(userId, postId, content),
    onSuccess: (comment) => {
      queryClient.setQueryData<PagedData<Comment>>(postKeys.comments(postId), (data) =>
        data && { ...data, pages: data.pages.map((page, i) => (i === 0 ? { ...page, items: [comment, ...page.items] } : page)) },
      );
      updateCachedPost(queryClient, userId, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
    },
    meta: { errorText: { failed: t`Failed to post comment.`, errored: t`An error occurred while posting your comment.`, serverText: false } },
  });
}
