import type { Endpoint, Response, RouteOf } from '@dayleaf/contracts/client';
import { buildUrl, readAnswer, type CallInput, type PathParams } from './api-client';

// Its own module, so the first script (which carries api-client) goes without it: only sharing a photo uses it.

/**
 * Sends a form to a contract route through XMLHttpRequest rather than fetch: only XHR reports upload
 * progress, which a slow connection needs to show.
 */
export function uploadWithProgress<E extends Endpoint>(
  route: E,
  input: CallInput<RouteOf<E>> & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<Response<RouteOf<E>>> {
  const params = (input as { params?: PathParams }).params;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, buildUrl(route, params, input.query as Record<string, unknown> | undefined));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      readAnswer(xhr.status, xhr.responseText).then((body) => resolve(body as Response<RouteOf<E>>), reject);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(input.body);
  });
}
