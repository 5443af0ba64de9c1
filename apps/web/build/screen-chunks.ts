import path from 'node:path';
import type { Rollup } from 'vite';

/**
 * How the build groups the code (docs/decisions/026-first-screens.md). Left to itself, Rollup makes a chunk for every
 * set of screens that share some modules, so a first screen loaded 35 to 45 small files; on a phone's network each
 * one waits its turn on one of six connections. So two chunks are placed by hand:
 * - `index`, the entry: every module the entry imports. Rollup would otherwise move the ones later chunks import
 *   too (React, the API client, the buttons) to a chunk of their own, a second request before the login screen.
 *   The entry's chunk exports every part of a module it holds that a later chunk uses, so the login screen's code
 *   imports the contracts it needs from their own modules (`@dayleaf/contracts/routes/auth`), not from the client
 *   barrel, through which it would hold every route table.
 * - `signed-in`: the modules that enough screens (or the shell around them) use (the numbers are below).
 *
 * Only these modules are placed (`onlyExplicitManualChunks`): Rollup would otherwise pull their dependencies in
 * too, and the login screen would load the signed-in chunk.
 */
export const ENTRY_CHUNK = 'index';
export const SHARED_CHUNK = 'signed-in';

/** The modules whose lazy imports are the signed-in screens and the parts of the shell loaded with them. */
export const SCREEN_LOADERS = [
  'src/app/router.tsx',
  'src/app/first-screens.ts',
  'src/app/app-shell.tsx',
  'src/features/themes/components/active-theme-applier.tsx',
];

type GraphMeta = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

export function screenChunks(root: string, loaders: string[] = SCREEN_LOADERS): Rollup.GetManualChunk {
  let placed: Map<string, string> | undefined;
  return (id, meta) => {
    placed ??= placeModules(
      loaders.map((file) => path.join(root, file)),
      meta,
    );
    return placed.get(id);
  };
}

/** Each placed module's chunk: the entry's modules, then those the screens share (see above). */
export function placeModules(loaders: string[], meta: GraphMeta): Map<string, string> {
  const placed = new Map<string, string>();
  for (const id of entryModules(meta)) placed.set(id, ENTRY_CHUNK);
  for (const id of sharedByScreens(loaders, meta)) placed.set(id, SHARED_CHUNK);
  return placed;
}

/**
 * How many screens (or shell parts) must import a module for it to be shared. The app's own modules are small and
 * many, so sharing them saves requests for few bytes; a library is large, and shared by fewer screens it would load
 * on screens that never use it (the feed's budget, 1.6x the bare app, is what rules out lower numbers).
 */
const APP_USERS = 3;
const LIBRARY_USERS = 5;

/** The modules a walk of static imports from `starts` reaches, not going into `skip`. */
function reached(starts: Iterable<string>, { getModuleInfo }: GraphMeta, skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** What the entry chunk holds: every module the entry imports statically. */
export const entryModules = (meta: GraphMeta): Set<string> =>
  reached([...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry), meta);

/** Modules outside the entry chunk that the static imports of enough screens reach (see above). */
export function sharedByScreens(loaders: string[], meta: GraphMeta): Set<string> {
  const entry = entryModules(meta);
  const screens = new Set(loaders.flatMap((file) => meta.getModuleInfo(file)?.dynamicallyImportedIds ?? []));
  const users = new Map<string, number>();
  // A screen that imports another screen (the signed-in public profile shows the signed-out one) reaches that one's
  // modules through it: they count once, for the screen that imports them itself.
  for (const screen of screens) {
    const others = new Set([...entry, ...[...screens].filter((other) => other !== screen)]);
    for (const id of reached([screen], meta, others)) users.set(id, (users.get(id) ?? 0) + 1);
  }
  // A screen stays a chunk of its own: it is what its lazy import loads.
  return new Set(
    [...users]
      .filter(([id, n]) => !screens.has(id) && n >= (isLibrary(id) ? LIBRARY_USERS : APP_USERS))
      .map(([id]) => id),
  );
}

const isLibrary = (id: string): boolean => id.includes('/node_modules/');
