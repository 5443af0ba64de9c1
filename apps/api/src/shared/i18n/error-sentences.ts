import { ERROR_TEXTS, type ErrorCode } from '@dayleaf/contracts';

/**
 * The code of a sentence the contracts' schemas wrote (their zod messages), with the values of its variable parts:
 * exact sentences first, then those with `{values}`, read back by a pattern. Null for zod's own words.
 */
const exact = new Map<string, ErrorCode>();
const patterns: Array<{ code: ErrorCode; pattern: RegExp; names: string[] }> = [];
for (const [code, text] of Object.entries(ERROR_TEXTS) as Array<[ErrorCode, string]>) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (text.includes('{') && names.length === 0) continue; // a plural or select: no schema writes one
  if (names.length === 0) {
    exact.set(text, code);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  patterns.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

export function codeOfSentence(sentence: string): { code: ErrorCode; params?: Record<string, string> } | null {
  const code = exact.get(sentence);
  if (code) return { code };
  for (const { code: c, pattern, names } of patterns) {
    const found = pattern.exec(sentence);
    if (found) return { code: c, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  return null;
}
