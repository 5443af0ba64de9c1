import { saveFile } from '../download';
import type { ShareCard } from './card-content';
import { paintCard } from './paint-card';

/** What became of a card: handed to the share sheet, the sheet closed, or saved (with the link copied, or not). */
export type ShareOutcome = 'shared' | 'cancelled' | 'saved-and-copied' | 'saved';

const named = (err: unknown, name: string) => typeof err === 'object' && err !== null && (err as { name?: unknown }).name === name;

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
      if (named(err, 'AbortError')) return 'cancelled';
      if (!named(err, 'NotAllowedError')) throw err;
    }
  }
  saveFile({ blob, filename: card.filename });
  try {
    await navigator.clipboard.writeText(card.url);
    return 'saved-and-copied';
  } catch {
    return 'saved';
  }
}

/** Draws the card and shares or saves it: what a Share button loads when it is pressed. */
export async function shareCard(card: ShareCard): Promise<ShareOutcome> {
  return shareOrSave(card, await paintCard(card.content));
}
