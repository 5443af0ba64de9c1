import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from './common';
import { ERROR_CODES, ERROR_TEXTS } from './errors';

describe('ERROR_TEXTS', () => {
  it('gives every sentence one code: no two codes share a sentence', () => {
    const byText = new Map<string, string[]>();
    for (const [code, text] of Object.entries(ERROR_TEXTS)) byText.set(text, [...(byText.get(text) ?? []), code]);
    expect([...byText.values()].filter((codes) => codes.length > 1)).toEqual([]);
  });

  it('names codes in lower snake case', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('holds ICU messages a catalog compiles, each ending as a sentence does', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS)) {
      expect(() => compileMessageOrThrow(text), code).not.toThrow();
      expect(text, code).toMatch(/[.!?]$/);
    }
  });

  it('is what the error body contract accepts as a code, and nothing else', () => {
    expect(ErrorBody.safeParse({ error: 'Not found.', code: 'not_found' }).success).toBe(true);
    expect(ErrorBody.safeParse({ error: 'Not found.', code: 'no_such_code' }).success).toBe(false);
    expect(ErrorBody.safeParse({ error: 'Not found.' }).success).toBe(false);
  });
});
