import type { Plugin } from 'vite';

/**
 * React Router 7 points its package exports at its development build for every bundler condition (it says so in
 * its issues, as a temporary measure), so a production bundle would carry its development warnings and checks.
 * The production build sits beside it with the same file names; a build takes it instead. `vite dev` and the
 * tests keep the development one, with its warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'dayleaf:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/react-router/dist/development/')) return resolved;
      return { ...resolved, id: resolved.id.replace('/react-router/dist/development/', '/react-router/dist/production/') };
    },
  };
}
