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
  const reach = entryPoints.map((entry) => staticReach(metafile, entry));
  return new Set(reach.flatMap((modules) => [...modules]));
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
