import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('when the page has inline scripts, then each is allowed by the hash of its exact text', () => {
    const html = '<head><meta charset="UTF-8" />\n<script>var a = "é";</script><SCRIPT type="text/javascript">\n b()\n</SCRIPT></head>';
    expect(inlineScriptSources(html)).toEqual([sha('var a = "é";'), sha('\n b()\n')]);
  });

  it('when scripts load from files or are empty, then nothing is allowed for them', () => {
    const html = '<script type="module" crossorigin src="/assets/index.js"></script><script src=x.js>ignored()</script><script></script>';
    expect(inlineScriptSources(html)).toEqual([]);
  });

  it('when the same script appears twice, then it is listed once', () => {
    expect(inlineScriptSources('<script>x()</script><script>x()</script>')).toEqual([sha('x()')]);
  });
});
