import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The scripts each first screen loads at once, written by the build for the API, which names them in the page it
 * sends for that screen as module preloads (docs/decisions/039-first-screen-preloads.md). The browser then asks for
 * them while it reads the page, beside the entry script, instead of after the entry has arrived and run.
 */
export const FIRST_SCREEN_PRELOADS_FILE = 'first-screen-preloads.json';

/** One screen's modules: what app/first-screens.ts starts for it signed in, and what the page loads signed out. */
export interface FirstScreenModules {
  /** The route as router.tsx writes it (`:name` is one segment). */
  path: string;
  signedIn: string[];
  signedOut?: string[];
}

/** What the API reads: by route, the built files (`/assets/...js`) to preload signed in and signed out. */
export interface FirstScreenPreloads {
  screens: { path: string; signedIn: string[]; signedOut: string[] }[];
}

/** What every signed-in first screen loads besides its own code and data: the signed-in app (main.tsx) and app/first-screens.ts's shell. */
const SIGNED_IN_APP = 'src/app/signed-in-app.tsx';
const SHELL = ['src/features/themes/components/theme-painter.tsx', 'src/features/users/components/time-zone-sync.tsx'];
/** The navigation and the header's bell, which stand on the same screens. */
const NAVIGATION = ['src/app/bottom-nav.tsx', 'src/features/notifications/components/notification-bell.tsx'];
const DATA = 'src/app/first-screen-data.ts';

/** A screen with its first-paint data, its code and the shell, in the order app/first-screens.ts starts them. */
const signedInScreen = (data: string | null, code: string, navigation = true): string[] => [
  SIGNED_IN_APP,
  DATA,
  ...(data ? [data] : []),
  code,
  ...(navigation ? NAVIGATION : []),
  ...SHELL,
];

/**
 * app/first-screens.ts's screens, by module (the paths match; first-screens.test.tsx checks they are the same). A
 * screen that navigation hides (app-shell.tsx hidesNavigation) goes without it.
 */
export const FIRST_SCREEN_MODULES: FirstScreenModules[] = [
  { path: '/', signedIn: signedInScreen('src/app/first-data/tasks.ts', 'src/app/routes/tasks-route.tsx') },
  { path: '/feed', signedIn: signedInScreen('src/app/first-data/feed.ts', 'src/app/routes/feed-route.tsx') },
  { path: '/challenges', signedIn: signedInScreen('src/app/first-data/challenges.ts', 'src/features/challenges/components/challenges-page.tsx') },
  { path: '/subscription', signedIn: signedInScreen(null, 'src/app/routes/subscription-route.tsx') },
  { path: '/profile', signedIn: signedInScreen('src/app/first-data/profile.ts', 'src/app/routes/profile-route.tsx') },
  { path: '/settings', signedIn: signedInScreen(null, 'src/app/routes/settings-route.tsx') },
  {
    path: '/profile/:username',
    signedIn: signedInScreen('src/app/first-data/public-profile.ts', 'src/app/routes/public-profile-route.tsx', false),
    // Signed out, a public profile is the one screen that is not the login screen (which is in the entry); it brings
    // the query client's provider (app/queries.tsx).
    signedOut: ['src/app/queries.tsx', 'src/app/routes/visitor-profile-route.tsx'],
  },
];

/**
 * The files that load `modules` (each module's chunk and the chunks it imports, in that order), less what the
 * entry scripts already load. A module is an absolute file or a package's name. A module that is in no chunk is a
 * mistake in the table: the build stops.
 */
export function filesFor(modules: string[], chunks: Rollup.OutputChunk[], base = '/'): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk, into: Set<string>) => {
    const stack = [start.fileName];
    while (stack.length) {
      const file = stack.shift()!;
      if (into.has(file)) continue;
      into.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
  };
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded);
  const files = new Set<string>();
  for (const id of modules) {
    // A package's modules are wherever the package manager put it, under node_modules/<name>/.
    const holds = path.isAbsolute(id) ? (m: string) => m === id : (m: string) => m.includes(`/node_modules/${id}/`);
    const chunk = chunks.find((c) => c.moduleIds.some(holds));
    if (!chunk) throw new Error(`first-screen preloads: no chunk holds ${id}`);
    closure(chunk, files);
  }
  return [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
}

/** Writes FIRST_SCREEN_PRELOADS_FILE beside index.html (builds only). */
export function firstScreenPreloads(root: string, screens: FirstScreenModules[] = FIRST_SCREEN_MODULES): Plugin {
  let base = '/';
  return {
    name: 'dayleaf-first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      // Files of the app from its root; a package stays a name (filesFor).
      const absolute = (modules: string[] = []) => modules.map((file) => (file.startsWith('src/') ? path.join(root, file) : file));
      const preloads: FirstScreenPreloads = {
        screens: screens.map((screen) => ({
          path: screen.path,
          signedIn: filesFor(absolute(screen.signedIn), chunks, base),
          signedOut: filesFor(absolute(screen.signedOut), chunks, base),
        })),
      };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
