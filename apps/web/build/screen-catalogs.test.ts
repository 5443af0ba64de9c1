import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogModule, compiledMessages, namedIds, screenPartFile, screenParts, screenSlug, type CompiledMessages } from './screen-catalogs';

/** A built chunk as Rollup hands it to generateBundle, with what screenParts reads. */
const chunk = (fileName: string, moduleIds: string[], code: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry, code }) as unknown as Rollup.OutputChunk;

/** Evaluates a part's module as the browser would, for the messages it exports. */
const messagesOf = (source: string) => compiledMessages(chunk('assets/part.js', [], source));

const EN = {
  entry: { login: ['Login'], both: ['Save'] },
  visitor: { private: ['Profile is Private'] },
  app: { tasks: ['Your Tasks'], feed: ['Feed'], settings: ['Settings'], both: ['Save'], nav: ['Home'] },
};
const DE = {
  entry: { login: ['Anmelden'], both: ['Speichern'] },
  visitor: { private: ['Profil ist privat'] },
  app: { tasks: ['Deine Aufgaben'], feed: ['Feed'], settings: ['Einstellungen'], both: ['Speichern'], nav: ['Start'] },
};

const chunks = [
  chunk('assets/index-A.js', ['/app/src/main.tsx'], 'i18n._({id:"login"});i18n._({id:"both"})', [], true),
  chunk('assets/signed-in-B.js', ['/app/src/app/signed-in-app.tsx'], 'i18n._({id:"nav"})'),
  chunk('assets/tasks-C.js', ['/app/src/app/routes/tasks-route.tsx'], '<Trans id="tasks"/>;i18n._({id:"both"});i18n._({id:"private"})', ['assets/signed-in-B.js']),
  chunk('assets/feed-D.js', ['/app/src/app/routes/feed-route.tsx'], 'i18n._({id:"feed"});const settings=1', ['assets/signed-in-B.js']),
];
const SCREENS = [
  { path: '/', signedIn: ['src/app/signed-in-app.tsx', 'src/app/routes/tasks-route.tsx'] },
  { path: '/feed', signedIn: ['src/app/signed-in-app.tsx', 'src/app/routes/feed-route.tsx'] },
];

describe("each first screen's part of the messages", () => {
  it('when a screen’s scripts name message ids, then its part holds those, from the visitor’s and the app’s, in each language', async () => {
    const parts = screenParts(chunks, { en: EN, de: DE }, '/app', SCREENS);
    expect(parts.map((part) => `${part.route} ${part.lang}`)).toEqual(['/ en', '/ de', '/feed en', '/feed de']);
    expect(await messagesOf(parts[0]!.source)).toEqual({ private: ['Profile is Private'], tasks: ['Your Tasks'], nav: ['Home'] });
    expect(await messagesOf(parts[1]!.source)).toEqual({ private: ['Profil ist privat'], tasks: ['Deine Aufgaben'], nav: ['Start'] });
    expect(await messagesOf(parts[3]!.source)).toEqual({ feed: ['Feed'], nav: ['Start'] });
  });

  it('when a message is the first script’s too, then the part leaves it out: the page has it already', () => {
    expect(namedIds(EN.app, '"both" "tasks"', EN.entry)).toEqual(['tasks']);
  });

  it('when an id is only a word of the code (a name, not a string), then it is not taken for a message', () => {
    expect(namedIds(EN.app, 'const settings=1;settings.feed', {})).toEqual([]);
  });

  it('when there is no English, then the build stops: the parts are cut by its ids', () => {
    expect(() => screenParts(chunks, { de: DE }, '/app', SCREENS)).toThrow(/no built English catalogs/);
  });

  it('when a message has quotes, accents or Arabic script, then the part gives it back as it was', async () => {
    const messages: CompiledMessages = { a: ['He said "it\'s done" \\ ', ['name']], b: ['مرحبا ', ['name']], c: ['Ajustes ñ'] };
    expect(await messagesOf(catalogModule(messages, ['a', 'b', 'c', 'unknown']))).toEqual(messages);
  });

  it('when a chunk is not a compiled catalog, then reading it fails', async () => {
    await expect(messagesOf('export const other = 1;')).rejects.toThrow(/exports no messages/);
  });

  it('names each part by its route, language and content', () => {
    expect(screenSlug('/')).toBe('home');
    expect(screenSlug('/profile/:username')).toBe('profile-username');
    expect(screenPartFile('/feed', 'en-XA', 'x')).toMatch(/^assets\/catalog-feed-en-XA-[\w-]{8}\.js$/);
    expect(screenPartFile('/feed', 'en', 'x')).not.toBe(screenPartFile('/feed', 'en', 'y'));
  });
});
