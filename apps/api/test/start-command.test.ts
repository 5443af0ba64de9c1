import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../../..');

/** The words of the API's start script: `node [flags] dist/main.js`. */
function startScript(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.trim().split(/\s+/);
}

// The bench runs the API with its start script's flags (bench/src/api-server.ts), so every way the app is started
// must carry the same ones, or the figures would describe a process nobody runs (docs/decisions/037-generic-plans-and-young-generation.md).
describe('how the API process is started', () => {
  it('the start script is node, its flags, then the built entry', () => {
    const words = startScript();
    expect(words[0]).toBe('node');
    expect(words.at(-1)).toBe('dist/main.js');
    expect(words).toContain('--max-semi-space-size=64');
  });

  it("the image's command has the start script's flags", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    const words = startScript();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...words.slice(1, -1), 'apps/api/dist/main.js']);
  });
});
