import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface Stat {
  ppid: number;
  /** utime + stime of every thread of the process, in clock ticks. */
  ticks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are plain.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(3) ppid(4) ... utime(14) stime(15), numbered as in proc(5).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended between the listing and the read
  }
}

function allStats(): Map<number, Stat> {
  const out = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) out.set(Number(name), stat);
  }
  return out;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The process and every process under it, as the table of all processes has them now. */
function subtree(root: number, stats: Map<number, Stat>): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  const out = new Map<number, number>();
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    const s = stats.get(pid);
    if (!s) continue;
    out.set(pid, s.ticks);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * The browser this process started: its child whose command line names `match` (a browser launched through a
 * shell wrapper that `exec`s it keeps the wrapper's pid). Throws when there is none or more than one.
 */
export function childProcessNamed(match: string): number {
  const stats = allStats();
  const found = [...stats].filter(([pid, s]) => s.ppid === process.pid && commandLine(pid).includes(match)).map(([pid]) => pid);
  if (found.length !== 1) throw new Error(`expected one child process named ${match}, found ${found.length}`);
  return found[0]!;
}

/** CPU time of a process tree over a window: from `start()` to `stop()`, the ticks of every process in it. */
export interface TreeCpu {
  /** CPU seconds used by the tree over the window, and the window's wall seconds. */
  stop(): { cpu_s: number; wall_s: number; processes: number };
}

/**
 * Starts counting the CPU time of `root` and everything under it. A process that ends inside the window loses
 * what it used in it (Chromium ends none while a page sits idle); one that starts inside it counts from zero.
 */
export function startTreeCpu(root: number): TreeCpu {
  const before = subtree(root, allStats());
  const started = performance.now();
  return {
    stop() {
      const after = subtree(root, allStats());
      const wall_s = (performance.now() - started) / 1000;
      let ticks = 0;
      for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
      return { cpu_s: ticks / clockTicks(), wall_s, processes: after.size };
    },
  };
}
