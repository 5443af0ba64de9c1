import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { toast } from '../lazy-toast';
import type { ShareCard } from './card-content';
import { paintCard } from './paint-card';

/** What became of a card: handed to the share sheet, the sheet closed, or saved (with the link copied, or not). */
export type ShareOutcome = 'shared' | 'cancelled' | 'saved-and-copied' | 'saved';

/**
 * Saves the card as a download. lib/download.ts's saveFile does the same for the data export, but it is built into
 * the Settings screen's chunk, which the card's code would then load with it.
 */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const nameOf = (err: unknown): unknown => (typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined);

/**
 * Hands the card to the share sheet with its words and link where the browser can share files, else saves it as a
 * download and copies the link. Closing the sheet (AbortError) ends it there; a sheet the browser would not open
 * (NotAllowedError: the press's permission ran out while the card was drawn) falls back to saving. Anything
 * else is thrown for the caller to report.
 */
export async function shareOrSave(card: Omit<ShareCard, 'content'>, blob: Blob): Promise<ShareOutcome> {
  const file = new File([blob], card.filename, { type: 'image/png' });
  if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: card.title, text: card.text, url: card.url });
      return 'shared';
    } catch (err) {
      if (nameOf(err) === 'AbortError') return 'cancelled';
      if (nameOf(err) !== 'NotAllowedError') throw err;
    }
  }
  saveBlob(blob, card.filename);
  try {
    await navigator.clipboard.writeText(card.url);
    return 'saved-and-copied';
  } catch {
    return 'saved';
  }
}

export const SHARE_TEXTS = {
  savedAndCopied: msg`Card saved. Link copied.`,
  saved: msg`Card saved.`,
  failed: msg`Couldn't make your card. Please try again.`,
};

/**
 * Makes the card, shares or saves it, and says what happened: what a Share button loads when it is pressed. The
 * share sheet is its own answer; a closed sheet says nothing.
 */
export async function shareCard(makeCard: () => Promise<ShareCard>): Promise<ShareOutcome | 'failed'> {
  try {
    const card = await makeCard();
    const outcome = await shareOrSave(card, await paintCard(card.content));
    if (outcome === 'saved-and-copied') toast.success(i18n._(SHARE_TEXTS.savedAndCopied));
    else if (outcome === 'saved') toast.success(i18n._(SHARE_TEXTS.saved));
    return outcome;
  } catch (err) {
    console.warn('The share card failed', err);
    toast.error(i18n._(SHARE_TEXTS.failed));
    return 'failed';
  }
}
