/** `--name value`, `--name=value` and bare `--flag` (true). Unknown flags are refused so a typo is not silently ignored. */
export function parseArgs(argv: string[], known: Record<string, 'string' | 'boolean'>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unexpected argument ${arg}`);
    const name = m[1]!;
    const kind = known[name];
    if (!kind) throw new Error(`Unknown flag --${name}. Known: ${Object.keys(known).map((k) => `--${k}`).join(' ')}`);
    if (kind === 'boolean') {
      out[name] = m[2] === undefined ? true : m[2] !== 'false';
    } else {
      // A value may itself start with `--` (Node flags) only in the `--name=value` form.
      const value = m[2] ?? argv[++i];
      if (value === undefined || (m[2] === undefined && value.startsWith('--'))) throw new Error(`--${name} needs a value`);
      out[name] = value;
    }
  }
  return out;
}
