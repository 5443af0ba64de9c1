import type { Preview, PreviewReads } from './preview';

/**
 * The app's pages whose link shows a preview: one entry per path, `:name` standing for one segment (as the web's
 * router writes it). A loader gets the segments and the features' reads, and answers the preview anyone may see of
 * what the path names, or null for the generic one. It may answer any kind of preview: an invite's page
 * (`/invite/:token`) shows the challenge or the person it invites to, after its own check of the token.
 */
export interface PreviewPage {
  path: string;
  load(params: Readonly<Record<string, string>>, reads: PreviewReads): Promise<Preview | null>;
}

export const PREVIEW_PAGES: readonly PreviewPage[] = [
  { path: '/profile/:username', load: ({ username }, reads) => reads.profile(username!) },
  { path: '/challenges/:id', load: ({ id }, reads) => reads.challenge(id!) },
];

/** The page of PREVIEW_PAGES `pathname` is, with its segments, or null; a segment that is not proper URL text names nothing. */
export function matchPreviewPage(pathname: string, pages: readonly PreviewPage[] = PREVIEW_PAGES): { page: PreviewPage; params: Record<string, string> } | null {
  const segments = pathname.split('/');
  for (const page of pages) {
    const parts = page.path.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { page, params };
  }
  return null;
}
