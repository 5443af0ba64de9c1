import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesFor, FIRST_SCREEN_PRELOADS_FILE } from './first-screen-preloads';

/** A built chunk as Rollup hands it to generateBundle, with only what filesFor reads. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

const chunks = [
  chunk('assets/index-A.js', ['/app/src/main.tsx', '/app/node_modules/react/index.js'], ['assets/react-B.js'], true),
  chunk('assets/react-B.js', ['/app/node_modules/react-dom/index.js']),
  chunk('assets/tasks-route-C.js', ['/app/src/app/routes/tasks-route.tsx'], ['assets/signed-in-D.js', 'assets/react-B.js']),
  chunk('assets/signed-in-D.js', ['/app/src/lib/shared.ts'], ['assets/icons-E.js']),
  chunk('assets/icons-E.js', ['/app/node_modules/lucide-react/index.js']),
  chunk('assets/first-data-F.js', ['/app/src/app/first-data/tasks.ts'], ['assets/signed-in-D.js']),
  chunk('assets/dist-G.js', ['/app/node_modules/.pnpm/idb-keyval@6.3.0/node_modules/idb-keyval/dist/index.js']),
];

describe("each first screen's files (the API names them in the screen's page)", () => {
  it("when a screen's modules are given, then their chunks and every chunk those import, in order, once each", () => {
    expect(filesFor(['/app/src/app/first-data/tasks.ts', '/app/src/app/routes/tasks-route.tsx'], chunks)).toEqual([
      '/assets/first-data-F.js',
      '/assets/signed-in-D.js',
      '/assets/icons-E.js',
      '/assets/tasks-route-C.js',
    ]);
  });

  it("when a package is named, then the chunk that holds it, wherever the package manager put it", () => {
    expect(filesFor(['idb-keyval'], chunks)).toEqual(['/assets/dist-G.js']);
    expect(() => filesFor(['keyval'], chunks)).toThrow(/no chunk holds keyval/);
  });

  it('when a chunk is the entry or one it imports, then it is left out: the page loads it already', () => {
    expect(filesFor(['/app/src/main.tsx', '/app/node_modules/react-dom/index.js'], chunks)).toEqual([]);
  });

  it('when the app is served under a base path, then the files are named under it', () => {
    expect(filesFor(['/app/src/lib/shared.ts'], chunks, '/app/')).toEqual(['/app/assets/signed-in-D.js', '/app/assets/icons-E.js']);
  });

  it('when a module is in no chunk (the table names a file that moved), then the build stops', () => {
    expect(() => filesFor(['/app/src/app/routes/gone.tsx'], chunks)).toThrow(/no chunk holds \/app\/src\/app\/routes\/gone\.tsx/);
  });

  it('is written as the file the API reads', () => {
    // apps/api/src/shared/http/app-page.ts reads it under this name.
    expect(FIRST_SCREEN_PRELOADS_FILE).toBe('first-screen-preloads.json');
  });
});
