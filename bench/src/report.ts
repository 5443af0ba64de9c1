import { round, spread, type Spread } from './lib/stats';
import type { Goal } from './scenarios';

export interface RoundFigure {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  floor_rps: number;
  floor_p50_ms: number;
  floor_p99_ms: number;
  note?: string | null;
}

export interface Measured {
  name: string;
  what: string;
  goal?: Goal;
  skipped?: string;
  rounds: RoundFigure[];
}

export interface ScenarioSummary {
  name: string;
  rps: number | null;
  p50_ms: number | null;
  p99_ms: number | null;
  floor_rps: number | null;
  floor_p99_ms: number | null;
  /** Per-round req/s over F's req/s beside it (the mean of the F just before and just after it). */
  ratio_F?: Spread;
  /** Per-round p99 over F's p99 (P) beside it. */
  p99_over_P?: Spread;
  /** Per-round p50 over F's p50 beside it. */
  p50_over_F?: Spread;
  rps_range?: [number, number];
  rounds?: number;
  goal?: Goal;
  goal_met?: boolean | null;
  what: string;
  skipped?: string;
  notes?: string[];
}

const spreadOf = (values: number[]): Spread => {
  const s = spread(values);
  return { median: round(s.median), min: round(s.min), max: round(s.max) };
};

export function summarise(m: Measured): ScenarioSummary {
  if (m.skipped || m.rounds.length === 0) {
    return { name: m.name, rps: null, p50_ms: null, p99_ms: null, floor_rps: null, floor_p99_ms: null, what: m.what, skipped: m.skipped ?? 'not run', ...(m.goal ? { goal: m.goal, goal_met: null } : {}) };
  }
  const rps = spread(m.rounds.map((r) => r.rps));
  const ratio = spreadOf(m.rounds.map((r) => r.rps / r.floor_rps));
  const p99OverP = spreadOf(m.rounds.map((r) => r.p99_ms / r.floor_p99_ms));
  const notes = m.rounds.map((r) => r.note).filter((n): n is string => !!n);
  let goalMet: boolean | null | undefined;
  if (m.goal) {
    goalMet = (m.goal.ratio === undefined || ratio.median >= m.goal.ratio) && (m.goal.p99OverP === undefined || p99OverP.median <= m.goal.p99OverP);
    if (notes.some((n) => n.includes('failed'))) goalMet = false;
  }
  return {
    name: m.name,
    rps: round(rps.median, 0),
    p50_ms: round(spread(m.rounds.map((r) => r.p50_ms)).median),
    p99_ms: round(spread(m.rounds.map((r) => r.p99_ms)).median),
    floor_rps: round(spread(m.rounds.map((r) => r.floor_rps)).median, 0),
    floor_p99_ms: round(spread(m.rounds.map((r) => r.floor_p99_ms)).median),
    ratio_F: ratio,
    p99_over_P: p99OverP,
    p50_over_F: spreadOf(m.rounds.map((r) => r.p50_ms / r.floor_p50_ms)),
    rps_range: [round(rps.min, 0), round(rps.max, 0)],
    rounds: m.rounds.length,
    ...(m.goal ? { goal: m.goal, goal_met: goalMet } : {}),
    what: m.what,
    ...(notes.length ? { notes } : {}),
  };
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const fmt = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

function goalText(s: ScenarioSummary): string {
  if (!s.goal) return '';
  const parts = [s.goal.ratio !== undefined ? `>=${s.goal.ratio}F` : '', s.goal.p99OverP !== undefined ? `p99<=${s.goal.p99OverP}P` : ''].filter(Boolean);
  const verdict = s.goal_met === null || s.goal_met === undefined ? '' : s.goal_met ? ' ok' : ' MISS';
  return parts.join(' ') + verdict;
}

export function table(rows: ScenarioSummary[]): string {
  const head = `${pad('scenario', 24)} ${lpad('req/s', 7)} ${pad(' (min-max)', 16)} ${lpad('p50 ms', 7)} ${lpad('p99 ms', 7)} ${lpad('xF', 5)} ${pad(' (min-max)', 13)} ${lpad('p99/P', 6)}  goal`;
  const lines = [head, '-'.repeat(head.length + 12)];
  for (const s of rows) {
    if (s.skipped) {
      lines.push(`${pad(s.name, 24)} skipped: ${s.skipped}`);
      continue;
    }
    lines.push(
      [
        pad(s.name, 24),
        lpad(fmt(s.rps), 7),
        pad(` (${fmt(s.rps_range?.[0])}-${fmt(s.rps_range?.[1])})`, 16),
        lpad(fmt(s.p50_ms, 1), 7),
        lpad(fmt(s.p99_ms, 1), 7),
        lpad(fmt(s.ratio_F?.median, 2), 5),
        pad(` (${fmt(s.ratio_F?.min, 2)}-${fmt(s.ratio_F?.max, 2)})`, 13),
        lpad(fmt(s.p99_over_P?.median, 2), 6),
        ` ${goalText(s)}`,
      ].join(' '),
    );
    for (const note of s.notes ?? []) lines.push(`${' '.repeat(26)}! ${note}`);
  }
  return lines.join('\n');
}

export interface GoalCheck {
  goal: string;
  figure: string;
  met: boolean | null;
}

export function goalLine(g: GoalCheck): string {
  return `${g.met === null ? '  ?  ' : g.met ? '  ok ' : ' MISS'}  ${pad(g.goal, 58)} ${g.figure}`;
}
