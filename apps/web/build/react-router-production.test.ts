import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-production';

/** A one-module app that uses the router's matching (which warns in development), built as the app is. */
async function buildRouterUse(plugins: ReturnType<typeof reactRouterProductionBuild>[]): Promise<string> {
  const entry = '\0router-use';
  const out = (await build({
    root: `${import.meta.dirname}/..`,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...plugins,
      { name: 'entry', resolveId: (id) => (id === 'router-use' ? entry : null), load: (id) => (id === entry ? "export { useRoutes } from 'react-router-dom';" : null) },
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'router-use', external: ['react', 'react-dom'], preserveEntrySignatures: 'strict' } },
  })) as Rollup.RollupOutput;
  return out.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe("React Router's production build", () => {
  it('when the app is built, then the router comes without its development warnings', { timeout: 60_000 }, async () => {
    const warning = 'No routes matched location';
    expect(await buildRouterUse([])).toContain(warning);
    expect(await buildRouterUse([reactRouterProductionBuild()])).not.toContain(warning);
  });
});
