import { describe, expect, it } from 'vitest';
import { sharedByScreens } from './screen-chunks';

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

describe('the signed-in chunk', () => {
  const app = graph({
    main: { entry: true, imports: ['react', 'router'] },
    react: {},
    router: { imports: ['react'], lazy: ['tasks', 'feed', 'settings'] },
    shell: { lazy: ['nav'] },
    tasks: { imports: ['react', 'toast', 'avatar', 'task-list'], lazy: ['confetti'] },
    feed: { imports: ['toast', 'avatar', 'post-card'] },
    settings: { imports: ['toast', 'switch', 'badge'] },
    nav: { imports: ['icons', 'avatar', 'badge'] },
    badge: {},
    toast: { imports: ['react'] },
    avatar: { imports: ['react', 'icons'] },
    icons: {},
    'task-list': { imports: ['icons'] },
    'post-card': {},
    switch: {},
    confetti: { imports: ['toast', 'canvas'] },
    canvas: {},
  });

  it('holds what two or more screens (or the shell) import, with what that imports, and nothing of the entry', () => {
    expect([...sharedByScreens(['router', 'shell'], app)].sort()).toEqual(['avatar', 'badge', 'icons', 'toast']);
  });

  it("leaves each screen's own modules and the screens' own lazy imports to their chunks", () => {
    const shared = sharedByScreens(['router', 'shell'], app);
    for (const own of ['tasks', 'feed', 'task-list', 'post-card', 'switch', 'confetti', 'canvas']) expect(shared.has(own)).toBe(false);
  });

  it('counts only the screens of the loaders named', () => {
    // The badge is the navigation's and the settings screen's: shared only when the shell's loader is named.
    expect([...sharedByScreens(['router'], app)].sort()).toEqual(['avatar', 'icons', 'toast']);
  });
});
