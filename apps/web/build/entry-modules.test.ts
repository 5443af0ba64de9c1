import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCRIPT_MESSAGE_FILES, VISITOR_MESSAGE_FILES } from './catalog-parts';

const root = path.join(import.meta.dirname, '..');

/**
 * The modules src/main.tsx reaches through static imports, as the build's entry chunk holds them (entryModules in
 * build/screen-chunks.ts): files relative to apps/web, packages as `node_modules/<name>/...`. esbuild drops imports used
 * only as types, as the build does.
 */
async function firstScriptModules(entryPoints = ['src/main.tsx']): Promise<Set<string>> {
  const metafile = await bundled(entryPoints);
  const reach = entryPoints.map((entry) => staticReach(metafile, entry));
  return new Set(reach.flatMap((modules) => [...modules]));
}

/** The app bundled from `entryPoints` as esbuild sees it: every module reached, by static or dynamic import. */
async function bundled(entryPoints: string[]): Promise<Metafile> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: 'unused',
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    // Catalogs compile in the build (the Lingui plugin) and load by dynamic import: not part of this walk.
    loader: { '.css': 'empty', '.po': 'empty' },
    // The Lingui macros are compiled away by the build; what they become is the runtime, which the walk sees.
    external: ['virtual:*', '@lingui/core/macro', '@lingui/react/macro'],
    logLevel: 'silent',
  });
  return metafile;
}

function staticReach({ inputs }: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of inputs[file]?.imports ?? []) if (dep.kind === 'import-statement' && !dep.external) stack.push(dep.path);
  }
  return new Set([...seen].map((file) => file.replace(/^.*\/node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '')));
}

describe("the first script's modules (the login screen's whole script)", () => {
  let modules: Set<string>;
  // A bundle of the whole app: seconds on a busy machine (a timeout here catches a hang, not slowness).
  beforeAll(async () => {
    modules = await firstScriptModules();
  }, 60_000);

  it('when bundled, then main.tsx reaches the login screen and the router: the walk sees the real graph', () => {
    expect(modules).toContain('src/features/auth/components/login-page.tsx');
    expect(modules).toContain('src/app/router.tsx');
    expect([...modules].some((m) => m.startsWith('node_modules/react-dom/'))).toBe(true);
  });

  it("takes contracts from their own modules: not the client barrel, which brings every route table and the notifications' texts", () => {
    const contracts = [...modules].filter((m) => m.startsWith('packages/contracts/'));
    expect(contracts).not.toContain('packages/contracts/src/client.ts');
    expect(contracts).not.toContain('packages/contracts/src/index.ts');
    expect(contracts.filter((m) => m.includes('/route-table/'))).toEqual(['packages/contracts/src/route-table/auth.ts']);
  });

  it("carries no signed-in screen's loading shape nor the navigation's place: the signed-in app provides them (app/screen-skeletons.tsx)", () => {
    expect([...modules].filter((m) => /skeleton|nav-frame/.test(m))).toEqual([]);
  });

  it('imports no query library, no Radix and no sonner (docs/conventions.md, "First screen")', () => {
    expect([...modules].filter((m) => /^node_modules\/(@tanstack|@radix-ui|radix-ui|sonner)\//.test(m))).toEqual([]);
  });

  it("holds exactly the messages of the first script's catalog (build/catalog-parts.ts): none it would show as an id, none it carries for nothing", () => {
    expect(sourcesOf(modules).withMessages.sort()).toEqual([...FIRST_SCRIPT_MESSAGE_FILES].sort());
  });

  it("loads other code only through preloadableLazy, which brings the rest of the app's messages with it", () => {
    expect(sourcesOf(modules).withLazy.filter((file) => file !== 'src/lib/preloadable-lazy.tsx')).toEqual([]);
  });
});

/** The app's files among `modules` that hold messages (import a Lingui macro), and those that import React's lazy. */
function sourcesOf(modules: Set<string>) {
  const sources = [...modules].filter((m) => m.startsWith('src/')).map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));
  return {
    withMessages: sources.filter(({ source }) => /from '@lingui\/(core|react)\/macro'/.test(source)).map(({ file }) => file),
    withLazy: sources.filter(({ source }) => /\blazy\b[^;]*from 'react'/.test(source)).map(({ file }) => file),
  };
}

describe("a signed-out visitor's public profile (its screen and the query provider, loaded with its own catalog)", () => {
  let added: ReturnType<typeof sourcesOf>;
  beforeAll(async () => {
    const first = await firstScriptModules();
    const visitor = await firstScriptModules(['src/app/routes/visitor-profile-route.tsx', 'src/app/queries.tsx']);
    added = sourcesOf(new Set([...visitor].filter((m) => !first.has(m))));
  }, 60_000);

  it("adds exactly the messages of the visitor's catalog (build/catalog-parts.ts) to the first script's", () => {
    expect(added.withMessages.sort()).toEqual([...VISITOR_MESSAGE_FILES].sort());
  });

  it("loads other code only through preloadableLazy, which brings the rest of the app's messages with it", () => {
    expect(added.withLazy).toEqual([]);
  });
});

/**
 * Code split off by a dynamic import that holds messages, and the import's own words for it: a signed-in first
 * screen has only its part of the app's messages (build/screen-catalogs.ts), so such code must wait for the rest.
 */
const LOADED_WITH_MESSAGES = /preloadableLazy\(|withMessages\(|loadAppMessages\(\)|loadFirstScreenMessages\(\)/;

/** Dynamic imports whose code may make text without waiting itself, and why that is safe. */
const WAITED_FOR_ELSEWHERE: Record<string, string> = {
  // A share card's builder runs inside ShareButton's loadShare, which waits for the messages first.
  'src/app/routes/profile-route.tsx ./profile-share': 'ShareButton',
  'src/features/streaks/components/milestone-moment.tsx ../share-streak': 'ShareButton',
  'src/features/challenges/components/challenge-detail-dialog.tsx ../share-challenge': 'ShareButton',
  'src/features/challenges/components/challenge-history.tsx ../share-challenge': 'ShareButton',
  // A popover's body loads beside its frame, which waits for them (components/ui/lazy-popover.tsx).
  'src/features/tasks/components/emoji-picker.tsx ./emoji-grid': 'LazyPopover',
  'src/features/posts/components/likers-button.tsx ./likers-list': 'LazyPopover',
  'src/features/posts/components/post-menu.tsx ./post-menu-items': 'LazyPopover',
};

describe('code split off from the app', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    metafile = await bundled(['src/main.tsx']);
  }, 60_000);

  it('when it holds messages, then it loads with the rest of the app’s (preloadableLazy, withMessages), or says what waits for it', () => {
    const unwaited: string[] = [];
    let seen = 0;
    // The first script's messages are always here (its own catalog).
    const firstScript = staticReach(metafile, 'src/main.tsx');
    for (const [file, input] of Object.entries(metafile.inputs)) {
      if (!file.startsWith('src/')) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const dep of input.imports) {
        if (dep.kind !== 'dynamic-import' || dep.external || !dep.path.startsWith('src/') || !dep.original) continue;
        const added = [...staticReach(metafile, dep.path)].filter((module) => !firstScript.has(module));
        if (!sourcesOf(new Set(added)).withMessages.length) continue;
        seen += 1;
        const at = source.indexOf(`import('${dep.original}')`);
        const end = source.indexOf(';\n', at);
        const statement = source.slice(Math.max(source.lastIndexOf(';\n', at), source.lastIndexOf('}\n', at), 0), end < 0 ? undefined : end);
        if (!LOADED_WITH_MESSAGES.test(statement) && !WAITED_FOR_ELSEWHERE[`${file} ${dep.original}`]) unwaited.push(`${file} ${dep.original}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unwaited).toEqual([]);
  });
});
