import { ERROR_TEXTS, type ErrorCode } from '@dayleaf/contracts';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * The English sentence of an error code with its values filled in. The sentences are ICU messages (a count declines
 * with `plural`), compiled once as this module loads, so an error costs a lookup and a join, never a parse.
 */
const english = setupI18n({
  locale: 'en',
  messages: { en: Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, text]) => [code, compileMessageOrThrow(text)])) },
});

export function englishError(code: ErrorCode, params?: Readonly<Record<string, string | number>>): string {
  return english._(code, params);
}
