import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestTexts, MANIFESTS } from '../../build/manifest-languages';
import { i18n } from '../lib/i18n/i18n';
import { MANIFEST_TEXTS } from './manifest-texts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

describe("the web app manifests' messages", () => {
  it('are there for every manifest the page links', () => {
    expect(Object.keys(MANIFEST_TEXTS).sort()).toEqual([...MANIFESTS].sort());
  });

  // The build finds each text's translation by its English: a text changed in one place only would have none.
  it.each(MANIFESTS)("are %s's texts, in English as the file has them", (file) => {
    const manifest = JSON.parse(readFileSync(path.join(publicDir, file), 'utf8')) as Record<string, unknown>;
    expect(MANIFEST_TEXTS[file]!.map((text) => i18n._(text))).toEqual(manifestTexts(manifest));
  });
});
