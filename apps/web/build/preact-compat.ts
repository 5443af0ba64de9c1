import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compatibility layer, which is about a tenth of
 * React DOM's size (decision record 041). Every import of React, from the app and from its libraries, goes to it.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // The app's own module: preact/compat with a useId whose ids never repeat (src/lib/react-on-preact.ts).
  { find: /^react$/, replacement: fileURLToPath(new URL('../src/lib/react-on-preact.ts', import.meta.url)) },
];

type Manifest = { exports?: unknown; module?: string; dependencies?: object; peerDependencies?: object };

/** Conditions that name an ES module build, in the order a package lists them; Node-only and type entries are passed over. */
const moduleConditions = new Set(['module', 'import', 'default']);

function moduleExport(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return null;
  for (const [condition, target] of Object.entries(entry)) {
    if (!moduleConditions.has(condition)) continue;
    const found = moduleExport(target);
    if (found) return found;
  }
  return null;
}

function packageOf(source: string): { name: string; subpath: string } | null {
  if (source.startsWith('.') || source.startsWith('\0') || isAbsolute(source)) return null;
  const parts = source.split('/');
  const length = source.startsWith('@') ? 2 : 1;
  if (parts.length < length) return null;
  return { name: parts.slice(0, length).join('/'), subpath: parts.slice(length).join('/') };
}

/** Where a package is installed, found from the importer as Node does (pnpm links each package's own dependencies beside it). */
function packageDirectory(name: string, importer: string): string | null {
  const require = createRequire(importer);
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // An exports map that does not list package.json: walk up from the package's entry.
  }
  let directory: string;
  try {
    directory = dirname(require.resolve(name));
  } catch {
    return null;
  }
  while (dirname(directory) !== directory) {
    try {
      if ((JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { name?: string }).name === name) return directory;
    } catch {
      // No package.json at this level.
    }
    directory = dirname(directory);
  }
  return null;
}

/** The ES module file a React library offers for an import, or null to leave it to the usual resolution. */
export function reactLibraryModule(source: string, importer: string): string | null {
  const target = packageOf(source);
  if (!target) return null;
  const directory = packageDirectory(target.name, importer);
  if (!directory) return null;
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Manifest;
  const usesReact = Boolean((manifest.peerDependencies as Record<string, string> | undefined)?.react ?? (manifest.dependencies as Record<string, string> | undefined)?.react);
  if (!usesReact) return null;
  if (manifest.exports !== undefined) {
    const map = manifest.exports;
    // An exports map either lists subpaths ('.', './dom') or, as a shorthand, is the entry of '.' itself.
    const listsSubpaths = typeof map === 'object' && map !== null && Object.keys(map).some((key) => key.startsWith('.'));
    const entry = listsSubpaths ? (map as Record<string, unknown>)[target.subpath ? `./${target.subpath}` : '.'] : target.subpath ? null : map;
    const file = moduleExport(entry);
    return file ? join(directory, file) : null;
  }
  // No exports map: a subpath is a folder with a package.json of its own (react-remove-scroll/UI), or a file.
  const folder = target.subpath ? join(directory, target.subpath) : directory;
  try {
    const own = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
    return own.module ? join(folder, own.module) : null;
  } catch {
    return null;
  }
}

/**
 * The libraries (and their own dependencies) that import React: Vitest transforms them, so their imports of React
 * go through the aliases. A React library added to the app joins this list, or its tests mix React with Preact.
 */
export const reactLibrariesInTests = [
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-query/,
  /radix-ui/,
  /@radix-ui/,
  /sonner/,
  /lucide-react/,
  /@stripe\/react-stripe-js/,
  /@floating-ui\/react/,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
];

/**
 * Libraries whose ES module build is thousands of files (an icon each): Vitest's optimizer bundles
 * each into one file for the tests, applying the aliases, instead of transforming every file on first use.
 */
export const prebundledInTests = ['lucide-react'];

/**
 * Vitest loads libraries from node_modules with Node's rules, which pick their CommonJS builds; a CommonJS
 * `require('react')` escapes the aliases, and the tests would mix React with Preact. In tests, each library that
 * uses React is taken from its ES module build instead, so its React imports go through the aliases as in the
 * app's build. (Those libraries are also in `reactLibrariesInTests`, so Vitest transforms them.)
 */
export function reactLibrariesAsModules(): Plugin {
  // Every bare import of every test module comes here; the answer depends only on the import and where it is made.
  const found = new Map<string, string | null>();
  return {
    name: 'dayleaf:react-libraries-as-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !isAbsolute(importer) || prebundledInTests.includes(source)) return null;
      const key = `${dirname(importer)}\0${source}`;
      if (!found.has(key)) found.set(key, reactLibraryModule(source, importer));
      return found.get(key) ?? null;
    },
  };
}
