import type { I18n } from '@lingui/core';

/** The catalog id of an API error code's sentence (error-messages.ts gives every code its text under it). */
export const errorMessageId = (code: string) => `error.${code}`;

/**
 * The sentence of an API refusal (`{ error, code, params? }`) in the active language: the web's own text for its code,
 * filled with its values, else the server's English `error` (a code this build does not know, from a newer API, or
 * an answer without a code), else undefined.
 */
export function errorAnswerText(i18n: I18n, answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { error, code, params } = answer as Record<string, unknown>;
  const serverText = typeof error === 'string' ? error : undefined;
  if (typeof code !== 'string' || !Object.hasOwn(i18n.messages, errorMessageId(code))) return serverText;
  return i18n._(errorMessageId(code), valuesOf(params));
}

/** The text and number values of an answer's `params`; anything else in it is left out. */
function valuesOf(params: unknown): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (!params || typeof params !== 'object') return values;
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
}
