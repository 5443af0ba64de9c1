import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { parseArgs } from './lib/args';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { startApp } from './lib/web-app';
import { seed, storageAfterAVisit, visitorPage } from './lighthouse';

/*
 * Where a signed-in first screen's main-thread time goes, by component: Chromium slowed four times (as Lighthouse's
 * phone), the screen loaded `--runs` times as Lighthouse's visitor (the same seed and stored first requests), a CPU
 * profile of each load. Prints, per run, the React components (and classes: functions named with a capital) by the
 * time spent in and under their calls, and writes the profiles (`.cpuprofile`, for Chromium's DevTools) to `--out`.
 *
 * Component names need a build without minifying:
 *   cd apps/web && npx vite build --outDir /tmp/web-plain --minify false
 *   pnpm --filter @dayleaf/bench cpu-profile --web-dir /tmp/web-plain --route /profile [--runs 3] [--out DIR] [--top 25]
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds in and under each call of a function named with a capital (a component, or a class), summed by name. */
export function componentTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const times = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    // Each component on the sample's stack counts it once, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      // Three letters at least: index.html's minified script names its functions with one or two.
      if (!/^[A-Z][A-Za-z0-9]{2,}$/.test(name) || seen.has(name)) continue;
      seen.add(name);
      times.set(name, (times.get(name) ?? 0) + ms);
    }
  }
  return times;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { 'web-dir': 'string', route: 'string', runs: 'string', out: 'string', top: 'string' });
  const webDir = args['web-dir'];
  if (typeof webDir !== 'string') {
    console.error('usage: cpu-profile --web-dir <a build without minifying> [--route /profile] [--runs 3] [--out DIR] [--top 25]');
    process.exit(2);
  }
  const route = typeof args.route === 'string' ? args.route : '/profile';
  const runs = Number(args.runs ?? 3);
  const top = Number(args.top ?? 25);
  const out = typeof args.out === 'string' ? path.resolve(args.out) : undefined;
  const app = await startApp(path.resolve(webDir));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const user = await seed(app.url);
    const url = app.url + route;
    const visitor = { cookie: user.cookie, storage: await storageAfterAVisit(browser, url, user) };
    for (let run = 1; run <= runs; run++) {
      const context = await browser.createBrowserContext();
      try {
        const page = await visitorPage(context, url, visitor);
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(url, { waitUntil: 'networkidle0' });
        const { profile } = await cdp.send('Profiler.stop');
        if (out) {
          mkdirSync(out, { recursive: true });
          writeFileSync(path.join(out, `${route.replace(/\W+/g, '') || 'tasks'}-${run}.cpuprofile`), JSON.stringify(profile));
        }
        const times = [...componentTimes(profile as Profile)].sort((a, b) => b[1] - a[1]).slice(0, top);
        console.log(`${route} run ${run}: ms in and under each component (4x slowed)`);
        for (const [name, ms] of times) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
