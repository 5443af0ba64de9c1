import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import type { ApiServer } from './api-server';
import { parseArgs } from './lib/args';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { RESULTS_DIR } from './lib/paths';
import { makePhoto } from './lib/photo';
import { spread } from './lib/stats';
import { buildWeb, call, signUp as signUpAs, startApp, USER_ID_KEY, type Account } from './lib/web-app';

const PASSWORD = 'lighthouse-pass-1';
const signUp = (base: string, username: string) => signUpAs(base, username, PASSWORD);

export interface LighthouseFailure {
  id: string;
  title: string;
  selectors: string[];
}

export interface LighthouseRoute {
  route: string;
  /** Median over the runs, 0 to 100; null when no run produced the category. */
  performance: number | null;
  accessibility: number | null;
  /** Medians over the runs of the largest paint and the total blocking time, in ms. */
  lcp_ms?: number | null;
  tbt_ms?: number | null;
  cls?: number | null;
  runs: { performance: number | null; accessibility: number | null; fcp_ms?: number; lcp_ms?: number; tbt_ms?: number; cls?: number }[];
  /** Accessibility audits that failed in any run, with the elements they name. */
  failing: LighthouseFailure[];
  /** Performance audits with estimated savings in the last run: where the next points are. */
  opportunities: string[];
  error?: string;
}

export interface LighthouseResult {
  chromium: string;
  lighthouse: string;
  runs: number;
  routes: LighthouseRoute[];
  error?: string;
}

/**
 * A signed-in user whose `/` and `/feed` show what a real one sees: today's tasks (one done) and a mood,
 * a friend who finished the day, and the friend's photo posts with a like and a comment.
 */
/** The audited user (lena) and her friend, with tasks, a mood, posts with photos, a challenge and trophies. */
export async function seed(base: string): Promise<Account> {
  const today = new Date().toISOString().slice(0, 10);
  const lena = await signUp(base, 'lena');
  const milo = await signUp(base, 'milo');

  await call(base, 'POST', `/api/users/${lena.id}/friends`, lena, { userId: milo.id });
  const requests = await call<{ friendship_id: string }[]>(base, 'GET', `/api/users/${milo.id}/friend-requests`, milo);
  await call(base, 'PATCH', `/api/friend-requests/${requests[0]!.friendship_id}`, milo, { status: 'accepted', userId: milo.id });

  const tasks: [string, string][] = [['Drink water', '💧'], ['Read 10 pages', '📚'], ['Walk outside', '🌿']];
  for (const [i, [name, emoji]] of tasks.entries()) {
    await call(base, 'POST', '/api/tasks', lena, { user_id: lena.id, name, emoji, date: today, completed: i === 0 });
  }
  await call(base, 'POST', '/api/mood-logs', lena, { user_id: lena.id, mood: 'happy' });

  await call(base, 'POST', '/api/tasks', milo, { user_id: milo.id, name: 'Morning run', emoji: '🏃', date: today });
  await call(base, 'POST', `/api/users/${milo.id}/complete-daily-tasks`, milo, { date: today });

  const captions = ['Sunrise over the hills', 'Fresh bread from the market', 'Rainy walk in the park'];
  let firstPost = '';
  for (const caption of captions) {
    const form = new FormData();
    form.set('user_id', milo.id);
    form.set('caption', caption);
    form.set('photo', new Blob([await makePhoto(1600, 1200)], { type: 'image/jpeg' }), 'photo.jpg');
    const post = await call<{ id: string }>(base, 'POST', '/api/posts', milo, form);
    firstPost ||= post.id;
  }
  await call(base, 'POST', `/api/posts/${firstPost}/like`, lena, { user_id: lena.id });
  await call(base, 'POST', `/api/posts/${firstPost}/comments`, lena, { user_id: lena.id, content: 'Lovely light!' });

  // /challenges and /profile with something in them: milo's challenge, which lena joined.
  const challenge = await call<{ id: string }>(base, 'POST', '/api/challenges', milo, {
    name: '30 days of walking',
    description: 'A walk outside every day.',
    duration_days: 30,
    created_by: milo.id,
  });
  await call(base, 'POST', `/api/challenges/${challenge.id}/join`, lena, { user_id: lena.id });

  // A trophy's moment (confetti) shows once per trophy, so a returning visitor has had it: without this every run of
  // /profile, whose read of the trophies opens it, measured lena's first moment again.
  const earned = await call<{ trophy_id: string; celebrated: boolean }[]>(base, 'GET', `/api/users/${lena.id}/trophies`, lena);
  const waiting = earned.filter((t) => !t.celebrated).map((t) => t.trophy_id);
  if (waiting.length) await call(base, 'POST', `/api/users/${lena.id}/trophies/marks`, lena, { mark: 'celebrated', trophy_ids: waiting });
  return lena;
}

const score = (lhr: Result, category: string) => {
  const s = lhr.categories[category]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const metric = (lhr: Result, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? Math.round(v * 1000) / 1000 : undefined;
};

function failingAccessibility(lhr: Result): LighthouseFailure[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  const out: LighthouseFailure[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
    out.push({ id: ref.id, title: audit.title, selectors: items.map((i) => i.node?.selector).filter((s): s is string => !!s) });
  }
  return out;
}

function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.metricSavings && Object.values(a.metricSavings).some((v) => (v ?? 0) > 0))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a run is taken again once. */
async function audit(browser: Browser, url: string, visitor: Visitor | null, artifactsDir?: string): Promise<Result> {
  try {
    return await auditOnce(browser, url, visitor, artifactsDir);
  } catch (err) {
    if (!(err instanceof Error) || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(err.message)) throw err;
    return auditOnce(browser, url, visitor, artifactsDir);
  }
}

/** A signed-in user's browser: the session cookie and what the app keeps in localStorage. */
export interface Visitor {
  cookie: string;
  storage: [string, string][];
}

/** A page of a fresh context holding the visitor's cookie, and their localStorage before the app's scripts run. */
export async function visitorPage(context: BrowserContext, url: string, visitor: Visitor): Promise<Page> {
  const page = await context.newPage();
  const [name, ...value] = visitor.cookie.split(';')[0]!.split('=');
  await page.setCookie({ name: name!, value: value.join('='), url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' });
  // On every document of the origin Lighthouse loads.
  await page.evaluateOnNewDocument((entries: [string, string][]) => {
    try {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      for (const [key, value] of entries) storage.setItem(key, value);
    } catch {
      // about:blank has no storage
    }
  }, visitor.storage);
  return page;
}

/**
 * What the app keeps in localStorage after one visit to `url` by a browser that holds only the user's id (the
 * cookie alone shows the login screen): the remembered zone (decision 035) and the screen's first requests
 * (decision 036) besides the id. Each run starts from it, as a phone that opened the screen before; the runs still
 * have no cached files, service worker or stored answers.
 */
export async function storageAfterAVisit(browser: Browser, url: string, who: Account): Promise<[string, string][]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await visitorPage(context, url, { cookie: who.cookie, storage: [[USER_ID_KEY, who.id]] });
    await page.goto(url, { waitUntil: 'networkidle0' });
    return await page.evaluate(() => Object.entries((globalThis as unknown as { localStorage: Record<string, string> }).localStorage));
  } finally {
    await context.close();
  }
}

/** One cold mobile Lighthouse run in a fresh browser context: signed out, or as the visitor. */
async function auditOnce(browser: Browser, url: string, visitor: Visitor | null, artifactsDir?: string): Promise<Result> {
  const context = await browser.createBrowserContext();
  try {
    const page = visitor ? await visitorPage(context, url, visitor) : await context.newPage();
    // Gathering into a folder and auditing from it keeps the trace and network log that `lantern` reads.
    const keep = artifactsDir ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {};
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...keep }, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await context.close();
  }
}

/**
 * The audited screens. `route` names a screen in the figures (and for `--routes`), `path` is what is opened when it
 * differs; `public` screens (what a signed-out visitor opens) hold the higher goal (lighthouseGoalMet).
 */
const ROUTES: { route: string; path?: string; signedIn: boolean }[] = [
  { route: '/login', signedIn: false },
  { route: '/', signedIn: true },
  { route: '/feed', signedIn: true },
  { route: '/challenges', signedIn: true },
  { route: '/profile', signedIn: true },
  // A public profile as a friend sees it (the seeded friend's), and as a signed-out visitor opens its link.
  { route: '/profile/milo', signedIn: true },
  { route: '/profile/milo (signed out)', path: '/profile/milo', signedIn: false },
];

const median = (xs: (number | null)[]) => {
  const vals = xs.filter((x): x is number => x !== null);
  return vals.length ? spread(vals).median : null;
};

/** Lighthouse (default mobile settings) on the login screen and five screens of a seeded user, `runs` times each. */
export async function measureLighthouse(
  options: { runs?: number; webDir?: string; reportsDir?: string; artifactsDir?: string; routes?: string[]; log?: (m: string) => void } = {},
): Promise<LighthouseResult> {
  const log = options.log ?? console.log;
  const chosen = options.routes ? ROUTES.filter(({ route }) => options.routes!.includes(route)) : ROUTES;
  if (!chosen.length) throw new Error(`no such route; the routes are ${ROUTES.map((r) => r.route).join(' ')}`);
  const runs = options.runs ?? 3;
  const scratch = mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-lighthouse-'));
  let app: ApiServer | null = null;
  let browser: Browser | null = null;
  try {
    const webDir = options.webDir ?? path.join(scratch, 'web');
    if (!options.webDir) await buildWeb(webDir);
    if (!existsSync(path.join(webDir, 'index.html'))) throw new Error(`no index.html in ${webDir}`);
    app = await startApp(webDir);
    const user = await seed(app.url);
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      defaultViewport: null,
      args: CHROMIUM_ARGS,
    });
    const version = await browser.version();
    const routes: LighthouseRoute[] = chosen.map(({ route }) => ({ route, performance: null, accessibility: null, runs: [], failing: [], opportunities: [] }));
    const visitors = new Map<string, Visitor>();
    for (const { route, path: at = route, signedIn } of chosen) {
      if (signedIn) visitors.set(route, { cookie: user.cookie, storage: await storageAfterAVisit(browser, app.url + at, user) });
    }
    // Round-robin, so a busy minute on the machine spreads over the routes instead of sinking one.
    for (let r = 1; r <= runs; r++) {
      for (const [i, { route, path: at = route, signedIn }] of chosen.entries()) {
        const out = routes[i]!;
        try {
          const name = `${route.replace(/\W+/g, '') || 'tasks'}-${r}`;
          const artifacts = options.artifactsDir ? path.join(options.artifactsDir, name) : undefined;
          const lhr = await audit(browser, app.url + at, signedIn ? visitors.get(route)! : null, artifacts);
          if (options.reportsDir) {
            mkdirSync(options.reportsDir, { recursive: true });
            writeFileSync(path.join(options.reportsDir, `${name}.json`), JSON.stringify(lhr));
          }
          out.runs.push({
            performance: score(lhr, 'performance'),
            accessibility: score(lhr, 'accessibility'),
            fcp_ms: metric(lhr, 'first-contentful-paint'),
            lcp_ms: metric(lhr, 'largest-contentful-paint'),
            tbt_ms: metric(lhr, 'total-blocking-time'),
            cls: metric(lhr, 'cumulative-layout-shift'),
          });
          for (const f of failingAccessibility(lhr)) if (!out.failing.some((x) => x.id === f.id)) out.failing.push(f);
          out.opportunities = opportunities(lhr);
          const last = out.runs.at(-1)!;
          log(`  lighthouse ${route.padEnd(7)} run ${r}/${runs}: performance ${last.performance}, accessibility ${last.accessibility} (LCP ${Math.round(last.lcp_ms ?? 0)} ms, TBT ${Math.round(last.tbt_ms ?? 0)} ms, CLS ${last.cls})`);
        } catch (err) {
          out.error = err instanceof Error ? err.message : String(err);
          log(`  lighthouse ${route} run ${r}/${runs} failed: ${out.error}`);
        }
      }
    }
    for (const out of routes) {
      out.performance = median(out.runs.map((x) => x.performance));
      out.accessibility = median(out.runs.map((x) => x.accessibility));
      out.lcp_ms = median(out.runs.map((x) => (x.lcp_ms === undefined ? null : Math.round(x.lcp_ms))));
      out.tbt_ms = median(out.runs.map((x) => (x.tbt_ms === undefined ? null : Math.round(x.tbt_ms))));
      out.cls = median(out.runs.map((x) => x.cls ?? null));
    }
    return { chromium: version, lighthouse: lighthouseVersion(), runs, routes };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { chromium: '', lighthouse: lighthouseVersion(), runs, routes: [], error: message.slice(-1500) };
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  try {
    return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The goals by screen: a signed-out visitor's first screen must be faster than a signed-in one. */
export const LIGHTHOUSE_GOALS = {
  public: { performance: 98, lcp_ms: 2000, tbt_ms: Infinity },
  signedIn: { performance: 95, lcp_ms: 2500, tbt_ms: 150 },
} as const;
export const LIGHTHOUSE_GOAL_TEXT =
  'Lighthouse mobile: /login and a public profile signed out >= 98, LCP <= 2.0 s; signed-in screens >= 95, LCP <= 2.5 s, TBT <= 150 ms; every screen accessibility 100, CLS 0';

const isPublic = (route: string) => ROUTES.find((r) => r.route === route)?.signedIn === false;

/** Meets the goals (LIGHTHOUSE_GOALS) on every route, by the medians of its runs. */
export function lighthouseGoalMet(result: LighthouseResult): boolean | null {
  if (result.error || result.routes.length === 0) return null;
  return result.routes.every((r) => {
    const goal = isPublic(r.route) ? LIGHTHOUSE_GOALS.public : LIGHTHOUSE_GOALS.signedIn;
    return (
      r.performance !== null &&
      r.performance >= goal.performance &&
      r.accessibility === 100 &&
      (r.lcp_ms ?? Infinity) <= goal.lcp_ms &&
      (r.tbt_ms ?? Infinity) <= goal.tbt_ms &&
      r.cls === 0
    );
  });
}

export function lighthouseTable(result: LighthouseResult): string {
  if (result.error) return `Lighthouse failed: ${result.error}`;
  const lines = [`route          performance  accessibility  LCP ms  TBT ms   (medians of ${result.runs}; runs)`];
  for (const r of result.routes) {
    const each = r.runs.map((x) => `${x.performance}/${x.accessibility}`).join(' ');
    lines.push(
      `${r.route.padEnd(14)} ${String(r.performance ?? '-').padStart(11)}  ${String(r.accessibility ?? '-').padStart(13)}  ${String(r.lcp_ms ?? '-').padStart(6)}  ${String(r.tbt_ms ?? '-').padStart(6)}   ${each}${r.error ? `  ! ${r.error}` : ''}`,
    );
  }
  const failing = result.routes.flatMap((r) => r.failing.map((f) => `  ${r.route} ${f.id}: ${f.title}${f.selectors.length ? `\n      ${f.selectors.slice(0, 6).join('\n      ')}` : ''}`));
  if (failing.length) lines.push('Failing accessibility audits:', ...failing);
  const opps = result.routes.filter((r) => r.opportunities.length).map((r) => `  ${r.route}: ${r.opportunities.join(', ')}`);
  if (opps.length) lines.push('Performance opportunities (last run):', ...opps);
  return lines.join('\n');
}

/** The figures as bench/results/lighthouse.json keeps them. */
export function writeLighthouseFigures(result: LighthouseResult, file = path.join(RESULTS_DIR, 'lighthouse.json')): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const rows = result.routes.map(({ route, performance, accessibility, lcp_ms, tbt_ms }) => ({ route, performance, accessibility, lcp_ms, tbt_ms }));
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2), { runs: 'string', 'web-dir': 'string', reports: 'string', artifacts: 'string', routes: 'string' });
  const dir = (name: string) => (typeof args[name] === 'string' ? path.resolve(args[name]) : undefined);
  // A few routes are a look while working: they leave the recorded figures alone.
  const routes = typeof args.routes === 'string' ? args.routes.split(',') : undefined;
  const started = Date.now();
  measureLighthouse({ runs: Number(args.runs ?? 3), webDir: dir('web-dir'), reportsDir: dir('reports'), artifactsDir: dir('artifacts'), routes }).then(
    (result) => {
      console.log(lighthouseTable(result));
      if (result.error) process.exit(1);
      if (!routes) writeLighthouseFigures(result);
      const met = lighthouseGoalMet(result);
      console.log(
        `\nGoal (${LIGHTHOUSE_GOAL_TEXT}): ${met ? 'met' : 'missed'}; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
