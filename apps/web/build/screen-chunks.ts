import path from 'node:path';
import type { Rollup } from 'vite';

/**
 * How the build groups the code of the signed-in screens (docs/decisions/026-first-screens.md). Left to itself,
 * Rollup makes a chunk for every set of screens that share some modules, so a first screen loaded 35 to 45 small
 * files; on a phone's network each one waits its turn on one of six connections. The modules that enough screens
 * (or the shell around them) use go into one `signed-in` chunk instead (the numbers are below).
 *
 * Only these modules are placed (`onlyExplicitManualChunks`): Rollup would otherwise pull their dependencies in
 * too, React included, and the login screen would load the chunk. The entry's modules are left out for the same
 * reason, so the login screen's script stays what it was.
 */
export const SHARED_CHUNK = 'signed-in';

/** The modules whose lazy imports are the signed-in screens and the parts of the shell loaded with them. */
export const SCREEN_LOADERS = [
  'src/app/router.tsx',
  'src/app/first-screens.ts',
  'src/app/app-shell.tsx',
  'src/features/themes/components/active-theme-applier.tsx',
];

export function screenChunks(root: string, loaders: string[] = SCREEN_LOADERS): Rollup.GetManualChunk {
  let shared: Set<string> | undefined;
  return (id, meta) => {
    shared ??= sharedByScreens(
      loaders.map((file) => path.join(root, file)),
      meta,
    );
    return shared.has(id) ? SHARED_CHUNK : undefined;
  };
}

/**
 * How many screens (or shell parts) must import a module for it to be shared. The app's own modules are small and
 * many, so sharing them saves requests for few bytes; a library is large, and shared by fewer screens it would load
 * on screens that never use it (the feed's budget, 1.6x the bare app, is what rules out lower numbers).
 */
const APP_USERS = 3;
const LIBRARY_USERS = 5;

/** Modules outside the entry's static imports that the static imports of enough screens reach (see above). */
export function sharedByScreens(loaders: string[], { getModuleIds, getModuleInfo }: Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>): Set<string> {
  const reached = (start: string, skip: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const entry = new Set<string>();
  for (const id of getModuleIds()) if (getModuleInfo(id)?.isEntry) for (const m of reached(id, entry)) entry.add(m);
  const screens = new Set(loaders.flatMap((file) => getModuleInfo(file)?.dynamicallyImportedIds ?? []));
  const users = new Map<string, number>();
  for (const screen of screens) for (const id of reached(screen, entry)) users.set(id, (users.get(id) ?? 0) + 1);
  // A screen stays a chunk of its own: it is what its lazy import loads.
  return new Set(
    [...users]
      .filter(([id, n]) => !screens.has(id) && n >= (isLibrary(id) ? LIBRARY_USERS : APP_USERS))
      .map(([id]) => id),
  );
}

const isLibrary = (id: string): boolean => id.includes('/node_modules/');
