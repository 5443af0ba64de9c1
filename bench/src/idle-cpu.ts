import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from 'playwright-core';
import type { ApiServer } from './api-server';
import { parseArgs } from './lib/args';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { RESULTS_DIR } from './lib/paths';
import { childProcessNamed, startTreeCpu } from './lib/process-cpu';
import { round, spread, type Spread } from './lib/stats';
import { buildWeb, call, signUp, startApp, USER_ID_KEY, type Account } from './lib/web-app';

/** The goal: a page left open costs at most this share of one core, falling leaves included. */
export const IDLE_CPU_GOAL_PCT = 5;
export const IDLE_CPU_GOAL_TEXT = `Idle signed-in page (falling leaves) <= ${IDLE_CPU_GOAL_PCT}% of one core`;

/** A phone's screen, in CSS pixels. */
const VIEWPORT = { width: 390, height: 844 };
const LEAVES = '[data-testid="falling-leaves"]';

export interface IdleWindow {
  /** Chromium's CPU time over the window as a share of one core, in %. */
  pct: number;
  /**
   * The same right after with reduced motion asked for (the leaves stay still, as the product shows them then): what
   * the page costs without the leaves moving.
   */
  still_pct: number;
  load_average: number;
}

export interface IdleBuild {
  name: string;
  web_dir: string;
  runs: IdleWindow[];
  pct: Spread;
  still_pct: Spread;
}

export interface IdleCpuResult {
  chromium: string;
  route: string;
  viewport: typeof VIEWPORT;
  settle_s: number;
  window_s: number;
  /** The build measured (`current`), and the one it was compared with in turns when one was given (`before`). */
  builds: IdleBuild[];
  error?: string;
}

/** Today's tasks of a signed-in user: the screen a phone is most often left open on. */
async function seed(base: string): Promise<Account> {
  const today = new Date().toISOString().slice(0, 10);
  const user = await signUp(base, 'lena', 'idle-cpu-pass-1');
  const tasks: [string, string][] = [['Drink water', '💧'], ['Read 10 pages', '📚'], ['Walk outside', '🌿']];
  for (const [i, [name, emoji]] of tasks.entries()) {
    await call(base, 'POST', '/api/tasks', user, { user_id: user.id, name, emoji, date: today, completed: i === 0 });
  }
  return user;
}

interface Target {
  name: string;
  webDir: string;
  app: ApiServer;
  user: Account;
}

/**
 * One measurement: a fresh signed-in page, left alone `settleS` after the leaves appear, then Chromium's CPU time
 * (every process of the browser) over `windowS`; then reduced motion is asked for and the same window is measured again.
 */
async function measureOnce(browser: Browser, browserPid: number, target: Target, o: { route: string; settleS: number; windowS: number; screenshot?: string }): Promise<IdleWindow> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const url = target.app.url + o.route;
    const [name, ...value] = target.user.cookie.split(';')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: target.app.url, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(
      ([key, id]) => {
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, id);
      },
      [USER_ID_KEY, target.user.id] as const,
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The leaves mount once the page has settled (a few seconds after load).
    await page.waitForSelector(LEAVES, { state: 'attached', timeout: 30_000 });
    await sleep(o.settleS * 1000);
    if (o.screenshot) await page.screenshot({ path: o.screenshot });

    const load = os.loadavg()[0]!;
    const withLeaves = startTreeCpu(browserPid);
    await sleep(o.windowS * 1000);
    const a = withLeaves.stop();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await sleep(2000);
    const still = startTreeCpu(browserPid);
    await sleep(o.windowS * 1000);
    const b = still.stop();
    return { pct: round((a.cpu_s / a.wall_s) * 100, 1), still_pct: round((b.cpu_s / b.wall_s) * 100, 1), load_average: round(load) };
  } finally {
    await context.close();
  }
}

/**
 * Chromium's CPU time while a signed-in page sits idle at a phone's size, with the leaves falling and with them still.
 * With `beforeWebDir`, that build is measured in turns with the current one (the order swapped each run), so a
 * busy moment on the shared machine falls on both.
 */
export async function measureIdleCpu(
  options: { runs?: number; settleS?: number; windowS?: number; webDir?: string; beforeWebDir?: string; screenshotDir?: string; log?: (m: string) => void } = {},
): Promise<IdleCpuResult> {
  const log = options.log ?? console.log;
  const runs = options.runs ?? 3;
  const settleS = options.settleS ?? 10;
  const windowS = options.windowS ?? 20;
  const route = '/';
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-bench-idle-'));
  const targets: Target[] = [];
  let browser: Browser | null = null;
  const empty = (): IdleCpuResult => ({ chromium: '', route, viewport: VIEWPORT, settle_s: settleS, window_s: windowS, builds: [] });
  try {
    const webDir = options.webDir ?? path.join(scratch, 'web');
    if (!options.webDir) await buildWeb(webDir);
    const dirs: [string, string][] = [['current', webDir]];
    if (options.beforeWebDir) dirs.unshift(['before', options.beforeWebDir]);
    for (const [name, dir] of dirs) {
      if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`no index.html in ${dir}`);
      const app = await startApp(dir);
      targets.push({ name, webDir: dir, app, user: await seed(app.url) });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const browserPid = childProcessNamed('chromium');
    const windows = new Map<string, IdleWindow[]>(targets.map((t) => [t.name, []]));
    for (let r = 1; r <= runs; r++) {
      const order = r % 2 ? targets : [...targets].reverse();
      for (const target of order) {
        const screenshot = options.screenshotDir && r === 1 ? path.join(options.screenshotDir, `idle-${target.name}.png`) : undefined;
        if (screenshot) mkdirSync(options.screenshotDir!, { recursive: true });
        const w = await measureOnce(browser, browserPid, target, { route, settleS, windowS, screenshot });
        windows.get(target.name)!.push(w);
        log(`  idle ${target.name.padEnd(7)} run ${r}/${runs}: ${w.pct}% of one core (still ${w.still_pct}%), load ${w.load_average}`);
      }
    }
    const builds = targets.map(({ name, webDir: dir }) => {
      const ws = windows.get(name)!;
      // A build made for the run lives in a temporary folder, which names this machine and nothing a reader can use.
      const webDir = dir.startsWith(os.tmpdir()) ? 'the working tree, built for the run' : path.relative(process.cwd(), dir);
      return { name, web_dir: webDir, runs: ws, pct: spread(ws.map((w) => w.pct)), still_pct: spread(ws.map((w) => w.still_pct)) };
    });
    return { ...empty(), chromium: browser.version(), builds };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ...empty(), error: message.slice(-1500) };
  } finally {
    await browser?.close();
    for (const t of targets) await t.app.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const current = (result: IdleCpuResult) => result.builds.find((b) => b.name === 'current');

/** Meets the goal by the median of the current build's runs; null when it was not measured. */
export function idleCpuGoalMet(result: IdleCpuResult): boolean | null {
  const b = current(result);
  if (result.error || !b) return null;
  return b.pct.median <= IDLE_CPU_GOAL_PCT;
}

export function idleCpuFigure(result: IdleCpuResult): string {
  if (result.error) return `failed: ${result.error.slice(0, 120)}`;
  const b = current(result);
  if (!b) return 'not measured';
  return `${b.pct.median}% (${b.pct.min}-${b.pct.max}; leaves still ${b.still_pct.median}%, median of ${b.runs.length})`;
}

export function idleCpuTable(result: IdleCpuResult): string {
  if (result.error) return `Idle CPU failed: ${result.error}`;
  const lines = [`build     % of one core (min-max)   leaves still (min-max)         runs   (${result.window_s} s windows, ${result.viewport.width}x${result.viewport.height}, ${result.route})`];
  for (const b of result.builds) {
    lines.push(
      `${b.name.padEnd(8)}  ${String(b.pct.median).padStart(5)} (${b.pct.min}-${b.pct.max})`.padEnd(36) +
        `${String(b.still_pct.median).padStart(5)} (${b.still_pct.min}-${b.still_pct.max})`.padEnd(31) +
        b.runs.map((w) => `${w.pct}/${w.still_pct}`).join(' '),
    );
  }
  return lines.join('\n');
}

/** The figures as bench/results/idle-cpu.json keeps them. */
export function writeIdleCpuFigures(result: IdleCpuResult, file = path.join(RESULTS_DIR, 'idle-cpu.json')): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const b = current(result)!;
  const figures = {
    chromium: result.chromium,
    route: result.route,
    viewport: result.viewport,
    window_s: result.window_s,
    pct: b.pct,
    still_pct: b.still_pct,
    runs: b.runs,
    goal: IDLE_CPU_GOAL_TEXT,
    goal_met: idleCpuGoalMet(result),
    date: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2), { runs: 'string', settle: 'string', window: 'string', 'web-dir': 'string', 'before-web-dir': 'string', screenshots: 'string' });
  const dir = (name: string) => (typeof args[name] === 'string' ? path.resolve(args[name]) : undefined);
  const started = Date.now();
  measureIdleCpu({
    runs: Number(args.runs ?? 3),
    settleS: Number(args.settle ?? 10),
    windowS: Number(args.window ?? 20),
    webDir: dir('web-dir'),
    beforeWebDir: dir('before-web-dir'),
    screenshotDir: dir('screenshots'),
  }).then(
    (result) => {
      console.log(idleCpuTable(result));
      if (result.error) process.exit(1);
      writeIdleCpuFigures(result);
      const met = idleCpuGoalMet(result);
      console.log(`\nGoal (${IDLE_CPU_GOAL_TEXT}): ${met ? 'met' : 'missed'}; ${Math.round((Date.now() - started) / 1000)} s`);
      process.exit(met ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
