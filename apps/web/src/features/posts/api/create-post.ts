import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { postKeys } from './keys';

export interface NewPost {
  photo: File;
  caption: string;
}

export function createPost(userId: string, post: NewPost, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.set('photo', post.photo);
  form.set('caption', post.caption);
  form.set('user_id', userId);
  return uploadWithProgress(endpoints.createPost, { body: form }, onProgress);
}

/**
 * Shares a photo; `progress` is the upload's fraction while it runs (0 at the start), null otherwise.
 * A refused post is only logged: the dialog stays open with the photo for another try.
 */
export function useCreatePost(userId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (post: NewPost) => createPost(userId, post, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.posts(userId) }),
    meta: { errorLog: 'Post creation failed' },
  });
  return { ...mutation, progress };
}
