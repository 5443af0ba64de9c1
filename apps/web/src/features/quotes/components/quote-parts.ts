export interface QuoteParts {
  text: string;
  author: string | null;
}

const SEPARATOR = ' — ';

/** A name such as 'Lao Tzu' or 'Martin Luther King Jr.', not the end of a sentence after a dash. */
function looksLikeAuthor(tail: string): boolean {
  const words = tail.split(/\s+/);
  if (tail.length > 50 || words.length > 6 || !/^\p{Lu}/u.test(tail)) return false;
  if (/[!?,;:"”]$/.test(tail)) return false;
  const last = words.at(-1)!;
  return !last.endsWith('.') || last.length <= 3;
}

/** Splits a quote into its text and author, when it ends with an attribution such as ' — Lao Tzu'. */
export function splitQuote(quote: string): QuoteParts {
  const trimmed = quote.trim();
  const at = trimmed.lastIndexOf(SEPARATOR);
  if (at <= 0) return { text: trimmed, author: null };
  const tail = trimmed.slice(at + SEPARATOR.length).trim();
  if (!looksLikeAuthor(tail)) return { text: trimmed, author: null };
  return { text: trimmed.slice(0, at).trim(), author: tail };
}
