import type { Messages } from '@lingui/core';

/*
 * The pseudo-locale's text made about 40% longer than English, as German and Spanish often are, so the e2e walk sees
 * what clips. Lingui's compiler accents it; this pads each run of text of the compiled messages (never a placeholder).
 */

type Compiled = Messages[string];

const pad = (text: string): string => (text.trim() ? `${text}${'~'.repeat(Math.ceil(text.length * 0.4))}` : text);

function lengthenMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pad(message);
  if (!Array.isArray(message)) return message;
  return message.map((part: unknown) => {
    // A plural's count is the token '#' alone, which the runtime replaces only while it is exactly that.
    if (part === '#') return part;
    if (typeof part === 'string') return pad(part);
    if (Array.isArray(part) && part.length >= 3 && typeof part[2] === 'object' && part[2] !== null) {
      // A plural or select: [name, type, { form: message }].
      const forms = Object.fromEntries(Object.entries(part[2] as Record<string, Compiled>).map(([form, m]) => [form, lengthenMessage(m)]));
      return [part[0], part[1], forms];
    }
    return part;
  }) as Compiled;
}

export function lengthen(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthenMessage(message)]));
}
