import path from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { parseArgs } from './lib/args';

/*
 * What Lighthouse's simulated largest paint waited on, node by node: its network requests and main-thread tasks with
 * their simulated start and end, from the artifacts `lighthouse --artifacts DIR` keeps of each run. Lighthouse takes
 * the mean of two estimates: the optimistic one leaves low-priority images and scripts out, the pessimistic one has
 * everything the real run had started before its largest paint.
 *
 *   pnpm --filter @dayleaf/bench lighthouse --runs 1 --routes /feed --artifacts /tmp/lh
 *   pnpm --filter @dayleaf/bench lantern --run /tmp/lh/feed-1 [--estimate optimistic|pessimistic] [--all]
 *
 * `--tbt` lists instead the simulated main-thread tasks of 50 ms or more up to Time to Interactive, what each ran,
 * and what each adds to Total Blocking Time (the part over 50 ms of a task that starts after the first paint).
 */

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize?: number; priority?: string };
  duration?: number;
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

const args = parseArgs(process.argv.slice(2), { run: 'string', estimate: 'string', all: 'boolean', tbt: 'boolean' });
const dir = args.run;
if (typeof dir !== 'string') {
  console.error('usage: lantern --run <artifacts folder of one run> [--estimate optimistic|pessimistic] [--all] [--tbt]');
  process.exit(2);
}

// Script names that tell a main-thread task apart: what it evaluated or called into.
const TASK_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'ParseHTML']);

function label(node: SimulatedNode): string {
  if (node.type === 'network' && node.request) {
    const url = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `net  ${url.slice(0, 80)}  ${Math.round((node.request.transferSize ?? 0) / 1000)} kB ${node.request.priority ?? ''}`;
  }
  const what = new Set((node.childEvents ?? []).filter((e) => TASK_EVENTS.has(e.name)).map((e) => `${e.name} ${path.basename(e.args?.data?.url ?? '')}`.trim()));
  return `task ${Math.round((node.duration ?? 0) / 1000)} ms observed  ${[...what].slice(0, 4).join(', ')}`;
}

async function main() {
  const artifacts = await loadArtifacts(path.resolve(String(dir)));
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {});
  const settings = resolvedConfig.settings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings } as never;
  const ms = (n: number) => String(Math.round(n)).padStart(6);
  type Metric = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  if (args.tbt) {
    const fcp = (await LanternFirstContentfulPaint.request(data as never, context)) as unknown as Metric;
    const tti = (await LanternInteractive.request(data as never, context)) as unknown as Metric;
    console.log(`first paint ${Math.round(fcp.timing)} ms, interactive ${Math.round(tti.timing)} ms; tasks of 50 ms or more (simulated):`);
    let total = 0;
    // Lighthouse's blocking time is read from the optimistic estimate of Time to Interactive.
    for (const [node, t] of [...tti.optimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      const length = t.endTime - t.startTime;
      if (node.type !== 'cpu' || length < 50) continue;
      const blocking = t.startTime >= fcp.timing ? length - 50 : 0;
      total += blocking;
      console.log(`${ms(t.startTime)} ${ms(length)}  ${blocking ? `blocks ${Math.round(blocking)}`.padEnd(11) : ''.padEnd(11)} ${label(node)}`);
    }
    console.log(`blocking time of these tasks: ${Math.round(total)} ms`);
    return;
  }
  const result = (await LanternLargestContentfulPaint.request(data as never, context)) as unknown as Metric;
  console.log(`largest paint ${Math.round(result.timing)} ms: optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`);
  const estimate = args.estimate === 'optimistic' ? result.optimisticEstimate : result.pessimisticEstimate;
  console.log(`\n${args.estimate === 'optimistic' ? 'optimistic' : 'pessimistic'} estimate, simulated start and end (ms):`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    // Short tasks are noise unless asked for.
    if (!args.all && node.type === 'cpu' && (node.duration ?? 0) < 10_000) continue;
    console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${label(node)}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
