import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';

/** The catalogs name messages by explicit ids (`reminder.streak.left`), as msgid. */
const po = formatter({ explicitIdAsDefault: true, origins: false });

/** A PO catalog's translations by id; an id without one maps to ''. */
export function readPoCatalog(text: string): Record<string, string> {
  return Object.fromEntries(Object.entries(po.parse(text, { locale: null, sourceLocale: 'en', filename: 'messages.po' }) as Record<string, { translation?: string }>).map(([id, m]) => [id, m.translation ?? '']));
}

/** Every message of a PO catalog compiled for @lingui/core; a message without a translation stops it (catalogs.test.ts too). */
export function compilePoCatalog(text: string, language: string): Messages {
  return Object.fromEntries(
    Object.entries(readPoCatalog(text)).map(([id, translation]) => {
      if (!translation) throw new Error(`The ${language} catalog has no translation for ${id}.`);
      return [id, compileMessageOrThrow(translation)];
    }),
  );
}
