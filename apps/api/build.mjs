// Bundles the API into dist/main.js (and the photo worker it starts into dist/photo-worker.js, beside it): our workspace packages are inlined (they are TypeScript sources),
// third-party packages stay in node_modules (native modules such as bcrypt and sharp cannot be bundled).
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dayleaf/'));
// `node build.mjs <folder>` builds elsewhere (the tests that start the built app), leaving dist/ to whoever uses it.
// The folder must be under apps/api: the bundle finds its third-party packages in node_modules above it.
const outdir = process.argv[2] ?? 'dist';

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed.ts', 'photo-worker': 'src/shared/photos/photo-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The PO reader is for running from source; a built server reads the catalogs compiled below.
  external: [...external, '@lingui/format-po'].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

// The API's catalogs (src/locales/<language>/messages.po), compiled for @lingui/core into dist/locales/<language>.json,
// which shared/i18n/catalogs.ts reads beside the bundle: a server never parses a message. A missing translation stops
// the build, as catalogs.test.ts stops CI.
const po = formatter({ explicitIdAsDefault: true, origins: false });
mkdirSync(`${outdir}/locales`, { recursive: true });
for (const language of readdirSync('src/locales')) {
  const catalog = po.parse(readFileSync(`src/locales/${language}/messages.po`, 'utf8'), { locale: language, sourceLocale: 'en', filename: 'messages.po' });
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, { translation }]) => {
      if (!translation) throw new Error(`The ${language} catalog has no translation for ${id}.`);
      return [id, compileMessageOrThrow(translation)];
    }),
  );
  writeFileSync(`${outdir}/locales/${language}.json`, JSON.stringify(compiled));
}
