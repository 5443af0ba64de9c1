import { t } from '@lingui/core/macro';
import { toast } from './lazy-toast';

interface SharedLink {
  title: string;
  /** The words sent with the link: what it is and what it does. */
  text: string;
  url: string;
  /** The toast once the text and link were copied. */
  copied: string;
}

/**
 * Shares a link: the phone's share sheet where the browser has one, else the text and link copied with a toast that
 * says so. Closing the share sheet is not a failure.
 */
export async function shareLink({ title, text, url, copied }: SharedLink): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // A share sheet the browser would not open (no user gesture left, a policy): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    toast.success(copied);
  } catch {
    toast.error(t`Could not copy the invitation.`);
  }
}

/** A path of this app as the full address a friend can open. */
export const linkTo = (path: string): string => new URL(path, window.location.origin).href;
