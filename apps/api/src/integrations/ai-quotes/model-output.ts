/** Longest quote shown; the widget and the header box are sized for about two lines of this. */
export const MAX_QUOTE_CHARS = 200;

const WRAPPING_QUOTES = /^["'“”‘’«»„]+|["'“”‘’«»„]+$/g;

/**
 * Turns a model reply into a quote we can show: one line, without wrapping quotation marks or a
 * 'Quote:' label, at most MAX_QUOTE_CHARS (cut at a word). Null when nothing usable is left.
 */
export function tidyModelQuote(reply: string | null | undefined): string | null {
  if (!reply) return null;
  let text = reply.replace(/\s+/g, ' ').trim();
  text = text.replace(/^(motivational )?quote\s*:\s*/i, '');
  text = text.replace(WRAPPING_QUOTES, '').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = (lastSpace > MAX_QUOTE_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?—–-]+$/u, '');
  return `${head}…`;
}
