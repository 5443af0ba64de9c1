export interface Row {
  id: string;
  what: string;
  /** The pass figure, as docs/security.md states it. */
  figure: string;
  measured: string;
  pass: boolean;
  /** Why a row failed, one reason a line. */
  failures: string[];
  data: unknown;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** ID, what, figure, measured, PASS/FAIL; long cells wrap inside their column. */
export function renderTable(rows: Row[]): string {
  const widths = [9, 26, 30, 52, 6];
  const head = ['ID', 'row', 'figure', 'measured', 'result'];
  const out = [head.map((h, i) => h.padEnd(widths[i]!)).join(' | '), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const r of rows) {
    const cells = [[r.id], wrap(r.what, widths[1]!), wrap(r.figure, widths[2]!), wrap(r.measured, widths[3]!), [r.pass ? 'PASS' : 'FAIL']];
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) out.push(cells.map((c, j) => (c[i] ?? '').padEnd(widths[j]!)).join(' | '));
    for (const f of r.failures) out.push(`${' '.repeat(widths[0]!)} |   ! ${f}`);
  }
  return out.join('\n');
}
