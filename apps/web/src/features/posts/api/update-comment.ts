import type { Comment } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mapPages, type PagedData } from '../../../lib/paged-query';
import { postKeys } from './keys';

export const updateComment = (commentId: string, content: string) =>
  callApi(endpoints.updateComment, { params: { id: commentId }, body: { content } });

/** The edited comment takes its place in the post's loaded pages once the server has it. */
export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) => updateComment(commentId, content),
    onSuccess: (edited) => {
      queryClient.setQueryData<PagedData<Comment>>(postKeys.comments(postId), (data) =>
        mapPages(data, (items) => items.map((c) => (c.id === edited.id ? edited : c))),
      );
    },
    meta: { errorText: { failed: t`Failed to update comment.`, errored: t`An error occurred while updating your comment.`, serverText: false } },
  });
}
