import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const apiDir = path.resolve(import.meta.dirname, '..');

/**
 * The app as `pnpm start` runs it: the bundle `pnpm build` makes (build.mjs), built for the calling file into a
 * folder of its own, so a build or a bench using dist/ is neither disturbed nor relied on. Started from the bundle,
 * the app is up in about half the time it takes from source, where every start loads some 200 modules through tsx.
 *
 * The folder is under apps/api (node_modules/.cache), where the bundle finds its third-party packages. Returns the
 * bundle's main script and the function that removes the folder.
 */
export async function buildApp(): Promise<{ main: string; remove: () => void }> {
  const cache = path.join(apiDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'dayleaf-built-app-'));
  await promisify(execFile)(process.execPath, ['build.mjs', outdir], { cwd: apiDir });
  return { main: path.join(outdir, 'main.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}
