import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preactCompatAliases, reactLibrariesInTests, reactLibraryModule } from './preact-compat';

// Imports as the app's own code makes them: resolved from a file of the app.
const appFile = `${import.meta.dirname}/../src/main.tsx`;

describe('the aliases', () => {
  const target = (id: string) => preactCompatAliases.find((alias) => (alias.find as RegExp).test(id))?.replacement;

  it('send React, React DOM and their entry points to Preact, and React itself to the app module with its own useId', () => {
    expect(target('react')).toMatch(/\/src\/lib\/react-on-preact\.ts$/);
    expect(target('react-dom')).toBe('preact/compat');
    expect(target('react-dom/client')).toBe('preact/compat/client');
    expect(target('react/jsx-runtime')).toBe('preact/compat/jsx-runtime');
    expect(target('react-dom/test-utils')).toBe('preact/test-utils');
  });

  it('leave names that only start like React alone', () => {
    expect(target('react-router-dom')).toBeUndefined();
    expect(target('react-remove-scroll')).toBeUndefined();
  });
});

describe('reactLibraryModule (tests only)', () => {
  it('when a React library has no exports map, then its `module` build', () => {
    expect(reactLibraryModule('@testing-library/react', appFile)).toMatch(/@testing-library\/react\/dist\/@testing-library\/react\.esm\.js$/);
  });

  it('when a React library has an exports map, then the ES module entry of that subpath, not the Node one', () => {
    expect(reactLibraryModule('react-router-dom', appFile)).toMatch(/react-router-dom\/dist\/index\.mjs$/);
    expect(reactLibraryModule('sonner', appFile)).toMatch(/sonner\/dist\/index\.mjs$/);
  });

  it("when a library's own dependency is asked for, then it is found from that library, as pnpm links it", () => {
    const routerDom = reactLibraryModule('react-router-dom', appFile)!;
    expect(reactLibraryModule('react-router', routerDom)).toMatch(/react-router\/dist\/development\/index\.mjs$/);
    expect(reactLibraryModule('react-router/dom', routerDom)).toMatch(/react-router\/dist\/development\/dom-export\.mjs$/);
  });

  it('when a package does not use React, or the import is not a package, then the usual resolution', () => {
    expect(reactLibraryModule('idb-keyval', appFile)).toBeNull();
    expect(reactLibraryModule('./main', appFile)).toBeNull();
    expect(reactLibraryModule('/abs/file.js', appFile)).toBeNull();
    expect(reactLibraryModule('not-a-package-here', appFile)).toBeNull();
  });
});

describe('reactLibrariesInTests', () => {
  it("lists every library of the app that uses React, so none of them brings React itself into the tests", () => {
    const manifest = JSON.parse(readFileSync(`${import.meta.dirname}/../package.json`, 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const usingReact = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      (name) => !/^(react|react-dom|preact|@types\/.*)$/.test(name) && reactLibraryModule(name, appFile) !== null,
    );
    expect(usingReact).toContain('react-router-dom');
    expect(usingReact.filter((name) => !reactLibrariesInTests.some((pattern) => pattern.test(`/node_modules/${name}/`)))).toEqual([]);
  });
});
