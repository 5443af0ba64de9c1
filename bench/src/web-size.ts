import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, WEB_DIR } from './lib/paths';
import { round } from './lib/stats';

/**
 * Each screen and the module it loads on demand, read from apps/web/src/app/router.tsx
 * (`const X = preloadableLazy(() => import('...'))` or `lazy(...)`, and `<Route path={paths.y} element={<X />} />`), so a renamed
 * screen is followed without editing the bench. The login screen is the signed-out fallback inside the
 * entry chunk: it has no module of its own.
 */
export function routeModules(webDir = WEB_DIR): Record<string, string | null> {
  const appDir = path.join(webDir, 'src/app');
  const router = readFileSync(path.join(appDir, 'router.tsx'), 'utf8');
  const pathsSource = readFileSync(path.join(webDir, 'src/config/paths.ts'), 'utf8');
  const named = new Map([...pathsSource.matchAll(/(\w+):\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const lazy = new Map<string, string>();
  for (const m of router.matchAll(/const (\w+) = (?:lazy|preloadableLazy)\(\(\) => import\('([^']+)'\)\)/g)) {
    const base = path.resolve(appDir, m[2]!);
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
    if (file) lazy.set(m[1]!, path.relative(webDir, file).split(path.sep).join('/'));
  }
  // A changed way of declaring screens must fail here, not shrink the measurement to the login screen.
  if (lazy.size === 0) throw new Error('no lazily loaded screen found in apps/web/src/app/router.tsx');
  const out: Record<string, string | null> = { '/login': null };
  for (const m of router.matchAll(/<Route\s+path=(?:\{paths\.(\w+)\}|"([^"]+)")\s+element=\{<(\w+)\s*\/>\}/g)) {
    const route = m[1] ? named.get(m[1]) : m[2];
    const module = lazy.get(m[3]!);
    if (route && module && !(route in out)) out[route] = module;
  }
  return out;
}

/** The module main.tsx loads for a browser that keeps a signed-in user (apps/web/src/app/signed-in-app.tsx). */
const SIGNED_IN_APP = 'src/app/signed-in-app.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebRoute {
  route: string;
  initial_js_gz_kb: number;
  files?: string[];
  missing?: string;
}

export interface WebResult {
  routes: WebRoute[];
  floor_js_gz_kb: number;
  floor_files: string[];
  error?: string;
}

const run = promisify(execFile);

async function viteBuild(filter: string, outDir: string): Promise<void> {
  // --manifest and --sourcemap from the command line, so the app's vite config stays as it is.
  const args = ['--filter', filter, 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'warn'];
  await run('pnpm', args, {
    cwd: REPO_ROOT,
    maxBuffer: 16 << 20,
  });
}

/** Scripts the built index.html loads at once: the entry and its modulepreloads. */
function htmlScripts(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)) files.add(m[1]!);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** A chunk's file and everything it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

const gzKb = (outDir: string, files: Iterable<string>) =>
  round([...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f)), { level: 9 }).length, 0) / 1000, 1);

function readManifest(outDir: string): Manifest {
  const file = [path.join(outDir, '.vite/manifest.json'), path.join(outDir, 'manifest.json')].find(existsSync);
  if (!file) throw new Error(`no Vite manifest in ${outDir}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The manifest key of the chunk a lazy `import()` of `module` (relative to the web dir) loads. Vite keys a
 * chunk by its source only when the chunk is that module's facade; a chunk that also exports modules to the
 * chunks it loads later has no source key, so it is found through its source map instead.
 */
function chunkOf(manifest: Manifest, outDir: string, module: string, webDir = WEB_DIR): string | undefined {
  if (manifest[module]) return module;
  const target = path.join(webDir, module);
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = path.join(outDir, `${chunk.file}.map`);
    if (!chunk.isDynamicEntry || !existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string };
    const dir = path.dirname(path.join(outDir, chunk.file));
    if (map.sources.some((source) => path.resolve(dir, map.sourceRoot ?? '', source) === target)) return key;
  }
  return undefined;
}

/**
 * What the page preloads for each first screen signed in (apps/web/build/first-screen-preloads.ts): the signed-in
 * app, the screen's data and code, the navigation and the theme, all loaded at once. Null for a build without it.
 */
function firstScreenFiles(outDir: string): Map<string, string[]> | null {
  const file = path.join(outDir, 'first-screen-preloads.json');
  if (!existsSync(file)) return null;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as { screens: { path: string; signedIn: string[] }[] };
  return new Map(preloads.screens.map((screen) => [screen.path, screen.signedIn.map((f) => f.replace(/^\//, ''))]));
}

/**
 * Each first screen's part of the English messages, which the page preloads for it signed in instead of the visitor's
 * and the app's (apps/web/build/screen-catalogs.ts). Null for a build without them.
 */
function screenCatalogFiles(outDir: string): Map<string, string> | null {
  const file = path.join(outDir, 'screen-catalogs.json');
  if (!existsSync(file)) return null;
  const parts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  return new Map(Object.entries(parts.en ?? {}).map(([route, part]) => [route, part.replace(/^\//, '')]));
}

/**
 * English's message catalogs as the page preloads them (apps/web/build/catalog-preloads.ts): the first script's on
 * every screen; signed in (as every screen but the login screen is measured here), a visitor's and the rest of the app's too,
 * on a screen without a part of its own (screenCatalogFiles).
 */
function englishCatalogs(manifest: Manifest): { entry: string; signedIn: string[] } {
  const [entry, visitor, app] = ['src/locales/entry/en.po', 'src/locales/visitor/en.po', 'src/locales/en.po'].map((key) => manifest[key]?.file);
  if (!entry || !visitor || !app) throw new Error("no built English catalogs (src/locales/{entry,visitor}/en.po, src/locales/en.po): the screens' scripts would be measured without their messages");
  return { entry, signedIn: [visitor, app] };
}

function initialFiles(outDir: string, manifest: Manifest): Set<string> {
  const files = new Set(htmlScripts(outDir));
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, files);
  return files;
}

/** Gzipped JS per route of apps/web against a bare Vite + React 19 + react-router 7 app built in the same run. */
export async function measureWeb(log: (m: string) => void = console.log): Promise<WebResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-web-'));
  try {
    const floorDir = path.join(dir, 'floor');
    await viteBuild('@dayleaf/bench-web-floor', floorDir);
    const floorFiles = initialFiles(floorDir, readManifest(floorDir));
    const floorKb = gzKb(floorDir, floorFiles);
    log(`  web floor (bare app) ${floorKb} kB gzip`);

    const webDir = path.join(dir, 'web');
    try {
      await viteBuild('@dayleaf/web', webDir);
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      return { routes: [], floor_js_gz_kb: floorKb, floor_files: [...floorFiles], error: `apps/web build failed: ${(e.stderr || e.message).slice(-800)}` };
    }
    const manifest = readManifest(webDir);
    const catalogs = englishCatalogs(manifest);
    const initial = initialFiles(webDir, manifest);
    initial.add(catalogs.entry);
    // Signed in, main.tsx loads the signed-in app (the query library, the session) beside the screen.
    const signedInApp = chunkOf(manifest, webDir, SIGNED_IN_APP);
    if (!signedInApp) throw new Error(`${SIGNED_IN_APP} is not a chunk of the build: the signed-in screens would be measured without it`);
    const firstScreens = firstScreenFiles(webDir);
    const screenCatalogs = screenCatalogFiles(webDir);
    const routes: WebRoute[] = [];
    for (const [route, module] of Object.entries(routeModules())) {
      // A first screen loads what its page preloads, not only its code's imports: count every file of it.
      const preloaded = firstScreens?.get(route);
      if (preloaded) {
        const screenCatalog = screenCatalogs?.get(route);
        const files = new Set([...initial, ...(screenCatalog ? [screenCatalog] : catalogs.signedIn), ...preloaded]);
        routes.push({ route, initial_js_gz_kb: gzKb(webDir, files), files: [...files] });
        log(`  web ${route.padEnd(14)} ${routes.at(-1)!.initial_js_gz_kb} kB gzip (${files.size} files, as preloaded)`);
        continue;
      }
      const chunk = module ? chunkOf(manifest, webDir, module) : undefined;
      if (module && !chunk) {
        routes.push({ route, initial_js_gz_kb: gzKb(webDir, initial), missing: `${module} is not a chunk of the build` });
        continue;
      }
      const files = chunk ? closure(manifest, chunk, closure(manifest, signedInApp, new Set([...initial, ...catalogs.signedIn]))) : initial;
      routes.push({ route, initial_js_gz_kb: gzKb(webDir, files), files: [...files] });
      log(`  web ${route.padEnd(14)} ${routes.at(-1)!.initial_js_gz_kb} kB gzip (${files.size} files)`);
    }
    return { routes, floor_js_gz_kb: floorKb, floor_files: [...floorFiles] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureWeb().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
