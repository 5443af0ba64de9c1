import type { Post } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export interface NewPost {
  photo: File;
  caption: string;
}

/**
 * Uploads through XMLHttpRequest rather than fetch: only XHR reports upload progress, which a slow
 * connection needs to show.
 */
export function createPost(userId: string, post: NewPost, onProgress?: (fraction: number) => void): Promise<Post> {
  const form = new FormData();
  form.set('photo', post.photo);
  form.set('caption', post.caption);
  form.set('user_id', userId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoints.createPost.method, endpoints.createPost.path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as Post);
      const message = typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : undefined;
      reject(new ApiError(xhr.status, message, body));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(form);
  });
}

export function useCreatePost(userId: string, onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => createPost(userId, post, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.posts(userId) }),
  });
}
