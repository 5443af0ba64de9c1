import { setTimeout as sleep } from 'node:timers/promises';
import { median, percentile, tally, timed, type Account, type Timed } from './http';

interface Side {
  statuses: Record<string, number>;
  bodies: string[];
  median_ms: number;
  p95_ms: number;
  max_ms: number;
}

export interface OversizedText {
  pairs: number;
  oversized_body_kb: number;
  /** POST /api/tasks with a 90 kB emoji (22,500 emoji, 45,000 UTF-16 code units). */
  oversized: Side;
  /** The same request with a one-character emoji that is refused too (a space: blank once trimmed). */
  oneChar: Side;
  /** The oversized median over the one-character median. */
  ratio: number;
  /** /api/health while the pairs ran, split by which request was in flight when each sample was sent. */
  health: Health;
  healthBesideOversized: Health;
  healthBesideOneChar: Health;
  /** /api/health sampled as long again after the pairs, with nothing else sent: what the machine gives. */
  healthAlone: Health;
}

type Kind = 'oversized' | 'oneChar';

interface Health {
  samples: number;
  statuses: Record<string, number>;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

function healthOf(out: Timed[]): Health {
  const times = out.map((h) => h.ms);
  return {
    samples: out.length,
    statuses: tally(out.map((h) => h.status)),
    p50_ms: Math.round(percentile(times, 50)),
    p95_ms: Math.round(percentile(times, 95)),
    max_ms: Math.round(Math.max(...times)),
  };
}

function side(results: Timed[]): Side {
  const times = results.map((r) => r.ms);
  return {
    statuses: tally(results.map((r) => r.status)),
    bodies: [...new Set(results.map((r) => (JSON.parse(r.body) as { error?: string }).error ?? r.body))],
    median_ms: round(median(times)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(Math.max(...times)),
  };
}

/** /api/health asked every 20 ms until `until` settles, each answer with what `beside()` said when it was sent. */
async function sampleHealth<T>(baseUrl: string, until: Promise<unknown>, beside: () => T): Promise<{ answer: Timed; beside: T }[]> {
  let sampling = true;
  const stop = () => {
    sampling = false;
  };
  void until.then(stop, stop);
  const out: { answer: Timed; beside: T }[] = [];
  while (sampling) {
    const during = beside();
    out.push({ answer: await timed(`${baseUrl}/api/health`), beside: during });
    await sleep(20);
  }
  return out;
}

/**
 * F7: task creations with a 90 kB emoji against ones with a refused one-character emoji, sent in pairs (order
 * alternating) so both meet the same load, while /api/health is asked every 20 ms; then health alone as long again.
 */
export async function oversizedText(baseUrl: string, account: Account, pairs = 100): Promise<OversizedText> {
  const body = (emoji: string) => JSON.stringify({ user_id: account.id, name: 'Read', emoji, date: new Date().toISOString().slice(0, 10) });
  const oversizedBody = body('😀'.repeat(22_500));
  const oneCharBody = body(' ');
  const post = (text: string) =>
    timed(`${baseUrl}/api/tasks`, { method: 'POST', headers: { cookie: account.cookie, 'content-type': 'application/json' }, body: text });
  await post(oversizedBody); // warm-up: the route's first use is not what is measured
  await post(oneCharBody);

  const sentOf: Record<Kind, Timed[]> = { oversized: [], oneChar: [] };
  let inFlight: Kind = 'oneChar';
  const send = async (kind: Kind) => {
    inFlight = kind;
    sentOf[kind].push(await post(kind === 'oversized' ? oversizedBody : oneCharBody));
  };
  const started = performance.now();
  const sent = (async () => {
    for (let i = 0; i < pairs; i++) {
      for (const kind of i % 2 ? (['oversized', 'oneChar'] as const) : (['oneChar', 'oversized'] as const)) await send(kind);
    }
  })();
  const health = await sampleHealth(baseUrl, sent, () => inFlight);
  await sent;
  const alone = await sampleHealth(baseUrl, sleep(performance.now() - started), () => null);
  const besides = (kind: Kind) => healthOf(health.filter((h) => h.beside === kind).map((h) => h.answer));
  const a = side(sentOf.oversized);
  const b = side(sentOf.oneChar);
  return {
    pairs,
    oversized_body_kb: Math.round(Buffer.byteLength(oversizedBody) / 1000),
    oversized: a,
    oneChar: b,
    ratio: round(a.median_ms / b.median_ms),
    health: healthOf(health.map((h) => h.answer)),
    healthBesideOversized: besides('oversized'),
    healthBesideOneChar: besides('oneChar'),
    healthAlone: healthOf(alone.map((h) => h.answer)),
  };
}
