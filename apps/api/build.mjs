// Bundles the API into dist/main.js (and the photo worker it starts into dist/photo-worker.js, beside it): our workspace packages are inlined (they are TypeScript sources),
// third-party packages stay in node_modules (native modules such as bcrypt and sharp cannot be bundled).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dayleaf/'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed.ts', 'photo-worker': 'src/shared/photos/photo-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
