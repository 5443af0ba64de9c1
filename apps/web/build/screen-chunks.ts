import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { FIRST_SCREEN_MODULES, type FirstScreenModules } from './first-screen-preloads';

/**
 * How the build groups the code (docs/decisions/026-first-screens.md). Left to itself, Rollup makes a chunk for every
 * set of screens that share some modules, so a first screen loaded 35 to 45 small files; on a phone's network each
 * one waits its turn on one of six connections. So these chunks are placed by hand:
 * - `index`, the entry: every module the entry imports. Rollup would otherwise move the ones later chunks import
 *   too (React, the API client, the buttons) to a chunk of their own, a second request before the login screen.
 *   The entry's chunk exports every part of a module it holds that a later chunk uses, so the login screen's code
 *   imports the contracts it needs from their own modules (`@dayleaf/contracts/routes/auth`), not from the client
 *   barrel, through which it would hold every route table.
 * - `signed-in`: the modules that enough screens (or the shell around them) use (the numbers are below). A signed-out
 *   public profile loads it too.
 * - `signed-in-app`: every module that all signed-in first screens load (or all but the one without navigation) and a
 *   signed-out one does not (the signed-in app, the first-screen data, the shell). Kept apart from `signed-in`, which the signed-out public profile loads,
 *   so that neither imports the other both ways (a cycle of chunks runs one before what it needs is defined).
 * - one chunk per signed-in first screen: the modules only that first screen loads (its data, its code and what they
 *   import), so that a screen opened signed in loads the entry, `signed-in`, its own chunk and a few shared ones,
 *   instead of twenty files that each wait for one of the six connections (build/first-screen-preloads.ts lists what
 *   each first screen loads).
 *
 * Only these modules are placed (`onlyExplicitManualChunks`): Rollup would otherwise pull their dependencies in
 * too, and the login screen would load the signed-in chunk.
 */
export const ENTRY_CHUNK = 'index';
export const SHARED_CHUNK = 'signed-in';
export const SIGNED_IN_APP_CHUNK = 'signed-in-app';

/** The modules whose lazy imports are the signed-in screens and the parts of the shell loaded with them. */
export const SCREEN_LOADERS = [
  'src/app/router.tsx',
  'src/app/first-screens.ts',
  'src/app/app-shell.tsx',
  'src/features/themes/components/active-theme-applier.tsx',
];

type GraphMeta = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

export function screenChunks(root: string, loaders: string[] = SCREEN_LOADERS, firstScreens: FirstScreenModules[] = FIRST_SCREEN_MODULES): Rollup.GetManualChunk {
  let placed: Map<string, string> | undefined;
  const absolute = (file: string) => (file.startsWith('src/') ? path.join(root, file) : file);
  const screens = firstScreens.map((screen) => ({
    ...screen,
    signedIn: screen.signedIn.map(absolute),
    signedOut: screen.signedOut?.map(absolute),
  }));
  return (id, meta) => {
    placed ??= placeModules(
      loaders.map((file) => path.join(root, file)),
      meta,
      screens,
    );
    return placed.get(id);
  };
}

/** Each placed module's chunk: the entry's modules, then the first screens' (see above), then those the screens share. */
export function placeModules(loaders: string[], meta: GraphMeta, firstScreens: FirstScreenModules[] = []): Map<string, string> {
  const placed = new Map<string, string>();
  for (const id of entryModules(meta)) placed.set(id, ENTRY_CHUNK);
  for (const [id, chunk] of byFirstScreens(firstScreens, meta, loaders)) if (!placed.has(id)) placed.set(id, chunk);
  // What one first screen shares with screens that are no first screen stays Rollup's: in the shared chunk, it and
  // what it imports would load on every screen.
  const withOtherScreens = sharedWithOtherScreens(firstScreens, meta, loaders);
  for (const id of sharedByScreens(loaders, meta)) if (!placed.has(id) && !withOtherScreens.has(id)) placed.set(id, SHARED_CHUNK);
  // What a shared module imports comes along, from wherever it was: the chunk it would be in imports the shared one
  // already (a cycle), or the shared one would import a small chunk of its own.
  const shared = [...placed].filter(([, chunk]) => chunk === SHARED_CHUNK).map(([id]) => id);
  const entry = new Set([...placed].filter(([, chunk]) => chunk === ENTRY_CHUNK).map(([id]) => id));
  for (const id of reached(shared, meta, entry)) placed.set(id, SHARED_CHUNK);
  return placed;
}

/**
 * The modules of the signed-in first screens, by which of them load them (statically, from the modules each one
 * starts with): those every signed-in first screen loads go to `signed-in-app`, those one screen alone loads to that
 * screen's chunk (named after its route). What a signed-out screen loads too stays out: a visitor would
 * otherwise load the signed-in app. What some screens share is left to Rollup, as it would add bytes to the others,
 * and so is what one first screen shares with a lazy screen of `loaders` that is no first screen: the quote widget,
 * which shows the tasks screen's quote, would otherwise load the whole tasks screen's chunk.
 */
export function byFirstScreens(firstScreens: FirstScreenModules[], meta: GraphMeta, loaders: string[] = []): Map<string, string> {
  const { screens, signedOut, reachedByOtherScreens } = firstScreenReach(firstScreens, meta, loaders);
  const placed = new Map<string, string>();
  for (const id of new Set(screens.flatMap((screen) => [...screen.modules]))) {
    const users = screens.filter((screen) => screen.modules.has(id));
    if (signedOut.has(id)) {
      // What a signed-out screen loads and every signed-in first screen does too (the query client, a profile's
      // loading shape) goes to the shared chunk, which both load: left to Rollup, it was one more file on each.
      if (users.length >= screens.length - 1) placed.set(id, SHARED_CHUNK);
      continue;
    }
    // All but one: the navigation, which one screen (a friend's profile) goes without. A library's small module (an
    // icon) that two first screens load would otherwise be a request of its own on each.
    if (users.length >= screens.length - 1 || (users.length >= 2 && isSmallLibrary(id, meta))) placed.set(id, SIGNED_IN_APP_CHUNK);
    else if (users.length === 1 && !reachedByOtherScreens.has(id)) placed.set(id, users[0]!.name);
  }
  return placed;
}

/** The modules one first screen alone loads and a lazy screen of `loaders` that is no first screen loads too. */
export function sharedWithOtherScreens(firstScreens: FirstScreenModules[], meta: GraphMeta, loaders: string[]): Set<string> {
  const { screens, reachedByOtherScreens } = firstScreenReach(firstScreens, meta, loaders);
  return new Set([...reachedByOtherScreens].filter((id) => screens.filter((screen) => screen.modules.has(id)).length === 1));
}

/** What each first screen loads (past the entry), what the signed-out ones load, and what the other lazy screens do. */
function firstScreenReach(firstScreens: FirstScreenModules[], meta: GraphMeta, loaders: string[]) {
  const entry = entryModules(meta);
  const ids = [...meta.getModuleIds()];
  // A module is an absolute file or a package's name, as in build/first-screen-preloads.ts.
  const modulesOf = (module: string) => (module.startsWith('/') ? [module] : ids.filter((id) => id.includes(`/node_modules/${module}/`)));
  const reach = (modules: string[]) => reached(modules.flatMap(modulesOf), meta, entry);
  const signedOut = new Set(firstScreens.flatMap((screen) => [...reach(screen.signedOut ?? [])]));
  const screens = firstScreens.map((screen) => ({ name: chunkName(screen), modules: reach(screen.signedIn) }));
  const firstScreenModules = new Set(screens.flatMap((screen) => [...screen.modules]));
  const otherScreens = loaders.flatMap((file) => meta.getModuleInfo(file)?.dynamicallyImportedIds ?? []).filter((id) => !firstScreenModules.has(id));
  return { screens, signedOut, reachedByOtherScreens: reached(otherScreens, meta, entry) };
}

/** A first screen's chunk is named after its route (`/` is the tasks screen). */
const chunkName = ({ path: route }: FirstScreenModules): string => `screen-${route === '/' ? 'tasks' : route.slice(1).replace(/[/:]+/g, '-')}`;

/**
 * How many screens (or shell parts) must import a module for it to be shared. The app's own modules are small and
 * many, so sharing them saves requests for few bytes; a library is large, and shared by fewer screens it would load
 * on screens that never use it (the feed's budget, 1.6x the bare app, is what rules out lower numbers).
 */
const APP_USERS = 3;
const LIBRARY_USERS = 5;

/** The modules a walk of static imports from `starts` reaches, not going into `skip`. */
function reached(starts: Iterable<string>, meta: GraphMeta, skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    stack.push(...staticImports(id, meta));
  }
  return seen;
}

/**
 * A module's static imports, with an import of a library's barrel (lucide-react's entry re-exports every icon) taken
 * as the modules of the names the importer uses: through the barrel, every screen would reach every icon the app uses
 * anywhere, and each first screen would load them all.
 */
function staticImports(id: string, meta: GraphMeta): string[] {
  const info = meta.getModuleInfo(id);
  const imports = info?.importedIds ?? [];
  if (!info?.code || isLibrary(id)) return [...imports];
  return imports.flatMap((dep) => {
    const named = reexportedModules(info.code!, dep, meta);
    if (named) return named;
    const exports = barrelExports(dep, meta);
    if (!exports) return [dep];
    const names = [...info.code!.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"'.][^"']*["']/g)].flatMap((m) =>
      m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
    );
    const used = names.map((name) => exports.get(name)).filter((file): file is string => !!file);
    // Names it does not find (a namespace import, a renamed export) keep the whole barrel.
    return used.length ? [...new Set(used)] : [dep];
  });
}

/**
 * The modules an importer's names come from, when `barrel` is one of the app's modules made only of re-exports (the
 * contracts' browser entry, `@dayleaf/contracts/client`, and its route tables, `endpoints`); else null. Through such a
 * barrel every screen would reach every rule, text and route table, and they would all load with the signed-in app;
 * by the names it uses, the notifications' texts load with the notifications screen and a route table with the screens
 * that call its routes. A namespace (`endpoints`) is followed to the members the importer names (`endpoints.login`).
 * Names it cannot follow (a namespace passed on whole, a name no import statement of the importer lists) keep the
 * whole barrel: a placement only moves bytes between chunks, Rollup still bundles what each one uses.
 */
function reexportedModules(code: string, barrel: string, meta: GraphMeta): string[] | null {
  if (isLibrary(barrel) || !reexportsOnly(barrel, meta)) return null;
  // Only named imports are read: with any other form (a namespace, a default beside names, a re-export) the barrel
  // may be reached in a way this does not see.
  if (/import\s+\*|import\s+[\w$]+\s*,|export\s*(\*|\{[^}]*\})\s*from/.test(code)) return null;
  const imports = /import\s*\{([^}]*)\}\s*from\s*["'][^"']+["'];?/g;
  const body = code.replace(imports, '');
  const statements = [...code.matchAll(imports)].map((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/))
      .filter(([name]) => name)
      .map(([name, local]) => ({ name: name!, local: local ?? name! })),
  );
  // The statement that imports from this barrel is the one whose every name it exports.
  const bindings = statements.filter((names) => names.length && names.every(({ name }) => sourceOf(barrel, name, meta)));
  if (!bindings.length) return null;
  const modules = new Set<string>();
  for (const { name, local } of bindings.flat()) {
    const source = sourceOf(barrel, name, meta)!;
    if (!source.namespace) {
      modules.add(source.module);
      continue;
    }
    const uses = [...body.matchAll(new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}(?![\\w$])(\\.[\\w$]+)?`, 'g'))].map((m) => m[1]?.slice(1));
    const members = uses.map((member) => member && sourceOf(source.module, member, meta));
    if (members.some((member) => !member)) return null;
    for (const member of members) modules.add((member as ReexportSource).module);
  }
  return [...modules];
}

interface ReexportSource {
  module: string;
  /** `export * as name from`: the importer names the module's members through it. */
  namespace: boolean;
}

/** Where a name a barrel exports is defined: the module (followed through `export *`), or null when it is not one of its names. */
function sourceOf(barrel: string, name: string, meta: GraphMeta, seen = new Set<string>()): ReexportSource | null {
  const info = meta.getModuleInfo(barrel);
  if (!info || seen.has(barrel)) return null;
  seen.add(barrel);
  if (info.exportedBindings?.['.']?.includes(name)) return { module: barrel, namespace: false };
  for (const [specifier, names] of Object.entries(info.exportedBindings ?? {})) {
    if (specifier === '.') continue;
    const module = importedModule(barrel, specifier, meta);
    if (!module) continue;
    // Re-exported under a name its module does not export: `export * as name` (or a renamed export, which then
    // has no members to follow and keeps the whole barrel).
    if (names.includes(name)) return { module, namespace: !sourceOf(module, name, meta, new Set(seen)) };
    if (names.includes('*')) {
      const found = sourceOf(module, name, meta, seen);
      if (found) return found;
    }
  }
  return null;
}

/** A module with no exports of its own and no import but those it re-exports from. */
function reexportsOnly(id: string, meta: GraphMeta): boolean {
  const info = meta.getModuleInfo(id);
  const bindings = info?.exportedBindings;
  if (!info || !bindings || (bindings['.'] ?? []).length) return false;
  const sources = Object.keys(bindings)
    .filter((specifier) => specifier !== '.')
    .map((specifier) => importedModule(id, specifier, meta));
  return sources.length > 0 && info.importedIds.every((imported) => sources.includes(imported));
}

/** The module a relative specifier of `from` names, among the modules it imports. */
function importedModule(from: string, specifier: string, meta: GraphMeta): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');
  return meta.getModuleInfo(from)?.importedIds.find((id) => [withoutExtension(id), withoutExtension(id).replace(/\/index$/, '')].includes(withoutExtension(base)));
}

const barrels = new WeakMap<GraphMeta, Map<string, Map<string, string> | null>>();

/** A library module made of re-exports (`export { default as X } from './x.js'`): its names' modules; else null. */
function barrelExports(id: string, meta: GraphMeta): Map<string, string> | null {
  let known = barrels.get(meta);
  if (!known) barrels.set(meta, (known = new Map()));
  if (known.has(id)) return known.get(id)!;
  const code = isLibrary(id) ? meta.getModuleInfo(id)?.code : null;
  const reexports = code ? [...code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)] : [];
  let exports: Map<string, string> | null = null;
  if (reexports.length >= 50) {
    exports = new Map();
    for (const [, names, from] of reexports) {
      const file = path.resolve(path.dirname(id), from!);
      for (const part of names!.split(',')) {
        const alias = part.trim().split(/\s+as\s+/).at(-1);
        if (alias) exports.set(alias, file);
      }
    }
  }
  known.set(id, exports);
  return exports;
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
const isSmallLibrary = (id: string, meta: GraphMeta): boolean => isLibrary(id) && (meta.getModuleInfo(id)?.code?.length ?? Infinity) < 2000;

/**
 * A chain of chunks that import each other statically in a circle, or null. Such chunks run one before what it
 * needs from the other is defined (a module placed by hand in the wrong chunk does it): the build stops instead.
 */
export function chunkCycle(chunks: Pick<Rollup.OutputChunk, 'fileName' | 'imports'>[]): string[] | null {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName, []);
    if (cycle) return cycle;
  }
  return null;
}

/** Stops the build on chunks that import each other statically (chunkCycle). */
export function noChunkCycles(): Plugin {
  return {
    name: 'dayleaf-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk'));
      if (cycle) this.error(`chunks import each other: ${cycle.join(' -> ')} (see build/screen-chunks.ts)`);
    },
  };
}
