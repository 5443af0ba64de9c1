import { plural, t } from '@lingui/core/macro';
import type { Endpoint, ParamsInput, RouteOf } from '@dayleaf/contracts/client';
import { buildUrl, readAnswer } from './api-client';
import { formatNumber } from './i18n/format';

/** A file a route sent as an attachment (route-meta's `download`), with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of `Content-Disposition: attachment; filename="…"`, or the fallback when there is none. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const name = disposition && /filename="([^"]+)"/.exec(disposition)?.[1];
  return name || fallback;
}

/**
 * Fetches a download route, calling `onProgress` with the bytes received so far as they arrive (the total is
 * not known in advance: the server streams the file as it makes it). A refusal throws ApiError with the
 * server's text, as callApi does.
 */
export async function fetchDownload<E extends Endpoint>(
  route: E,
  input: ParamsInput<RouteOf<E>> & { signal?: AbortSignal },
  onProgress: (received: number) => void,
  fallbackName = 'download',
): Promise<DownloadedFile> {
  const params = (input as { params?: Record<string, string | number> }).params;
  const res = await fetch(buildUrl(route, params), { method: route.method, credentials: 'same-origin', signal: input.signal });
  if (!res.ok || !res.body) {
    await readAnswer(res.status, await res.text());
    throw new Error('The download sent no file.');
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), filename: filenameOf(res.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a file to the browser's downloads, as a link to it would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "1.2 MB", "340 KB", "512 bytes": a size as people read it, its digits as the language writes them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return plural(bytes, { one: '# bytes', other: '# bytes' });
  if (bytes < 1_000_000) {
    const kilobytes = formatNumber(Math.round(bytes / 1000));
    return t`${kilobytes} KB`;
  }
  const megabytes = formatNumber(Math.round(bytes / 100_000) / 10, undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t`${megabytes} MB`;
}
