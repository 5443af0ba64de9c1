import { describe, expect, it } from 'vitest';
import { ENTRY_CHUNK, placeModules, SHARED_CHUNK, sharedByScreens } from './screen-chunks';

/** A module graph as Rollup describes it to manualChunks: static imports, lazy imports and the entry. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? ({ importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [], isEntry: !!m.entry } as never) : null;
    },
  };
}

const react = '/app/node_modules/react/index.js';
const sonner = '/app/node_modules/sonner/dist/index.mjs';
const dialog = '/app/node_modules/@radix-ui/react-dialog/dist/index.mjs';

describe('the signed-in chunk', () => {
  const app = graph({
    main: { entry: true, imports: [react, 'router'] },
    [react]: {},
    router: { imports: [react], lazy: ['tasks', 'feed', 'challenges', 'profile', 'settings'] },
    shell: { lazy: ['nav'] },
    tasks: { imports: [react, sonner, 'avatar', 'task-list', 'badge'], lazy: ['confetti'] },
    feed: { imports: [sonner, 'avatar', 'post-card', 'badge', dialog] },
    challenges: { imports: [sonner, dialog] },
    profile: { imports: [sonner, dialog] },
    settings: { imports: [sonner, 'switch'] },
    nav: { imports: ['icons', 'avatar'] },
    [sonner]: { imports: [react] },
    [dialog]: { imports: [react] },
    avatar: { imports: [react, 'icons'] },
    icons: {},
    badge: {},
    'task-list': { imports: ['icons'] },
    'post-card': {},
    switch: {},
    confetti: { imports: [sonner, 'canvas'] },
    canvas: {},
  });

  it("holds the app's modules that three screens (or shell parts) import and the libraries that five do, and nothing of the entry", () => {
    expect([...sharedByScreens(['router', 'shell'], app)].sort()).toEqual([sonner, 'avatar', 'icons'].sort());
  });

  it('leaves what fewer import, the screens themselves and their own lazy imports to their chunks', () => {
    const shared = sharedByScreens(['router', 'shell'], app);
    // The badge is two screens', the dialog library three's.
    for (const own of ['badge', dialog, 'tasks', 'feed', 'task-list', 'post-card', 'switch', 'confetti', 'canvas', react]) expect(shared.has(own)).toBe(false);
  });

  it('counts only the screens of the loaders named', () => {
    // Without the shell's navigation, the avatar and its icons have two screens: they stay out.
    expect([...sharedByScreens(['router'], app)]).toEqual([sonner]);
  });
});

describe('the entry chunk', () => {
  it("holds every module the entry imports statically, and the signed-in chunk none of them", () => {
    const app = graph({
      main: { entry: true, imports: [react, 'api-client'], lazy: ['signed-in-app'] },
      [react]: {},
      'api-client': {},
      router: { lazy: ['tasks', 'feed', 'profile'] },
      tasks: { imports: [react, 'api-client', 'avatar'] },
      feed: { imports: ['api-client', 'avatar'] },
      profile: { imports: ['api-client', 'avatar'] },
      avatar: { imports: [react] },
    });
    const placed = placeModules(['router'], app);
    expect([...placed].filter(([, chunk]) => chunk === ENTRY_CHUNK).map(([id]) => id).sort()).toEqual(['main', react, 'api-client'].sort());
    expect(placed.get('avatar')).toBe(SHARED_CHUNK);
    expect(placed.has('signed-in-app')).toBe(false);
  });
});

describe('a screen that shows another screen', () => {
  it("counts that screen's modules once: what only the public profile page imports stays with it", () => {
    const app = graph({
      main: { entry: true, imports: [react] },
      [react]: {},
      router: { lazy: ['public-profile-page', 'public-profile-route', 'feed'] },
      'public-profile-route': { imports: ['public-profile-page', 'avatar'] },
      'public-profile-page': { imports: ['block-button', 'avatar'] },
      feed: { imports: ['block-button', 'avatar'] },
      'block-button': {},
      avatar: {},
    });
    // The block button has two screens (the page, the feed): the route reaches it only through the page.
    expect([...sharedByScreens(['router'], app)]).toEqual(['avatar']);
  });
});
