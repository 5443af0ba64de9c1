import type { Enumeration, CompareTiming, HealthUnderLogins } from './logins';
import type { OversizedText } from './oversized-text';
import type { BootResult, OutageResult } from './outage';
import type { ParallelUploads } from './parallel-uploads';
import type { PixelFlood } from './pixel-flood';
import type { Row } from './report';

const codes = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .map(([s, n]) => `${n}x${s === '0' ? 'no-answer' : s}`)
    .join(' ') || 'none';
const only = (byStatus: Record<string, number>, ok: (status: number) => boolean) =>
  Object.keys(byStatus).length > 0 && Object.keys(byStatus).every((s) => ok(Number(s)));
const is2xx = (s: number) => s >= 200 && s < 300;

function row(id: string, what: string, figure: string, measured: string, checks: [boolean, string][], data: unknown): Row {
  const failures = checks.filter(([ok]) => !ok).map(([, why]) => why);
  return { id, what, figure, measured, pass: failures.length === 0, failures, data };
}

export function judgeOutage(r: OutageResult): Row {
  return row(
    'F2 outage',
    'DB stopped 30 s under 50 req/s (reads + health)',
    '0 exits; 503 meanwhile; 0 requests > 6 s; 0 errors 10 s after pg up',
    `exits ${r.exited === null ? 0 : 1}; healthy ${codes(r.healthy)}; while down ${codes(r.outage)}; ` +
      `slowest ${r.slowest_ms} ms, ${r.over_6s} > 6 s, ${r.timeouts} timeouts, ${r.errors} socket errors; ` +
      `first 2xx ${r.firstOkAfterStartMs ?? '-'} ms after the start command; from 10 s after pg up ${codes(r.after)} ` +
      `(stop took ${r.stopTookMs} ms, start ${r.startTookMs} ms)`,
    [
      [r.exited === null, `the API exited (${r.exited})`],
      [only(r.healthy, is2xx), `before the stop not all 2xx: ${codes(r.healthy)}`],
      [only(r.outage, (s) => s === 503), `while the database was down not all 503: ${codes(r.outage)}`],
      [r.over_6s === 0 && r.timeouts === 0, `${r.over_6s} answers took over 6 s, ${r.timeouts} timed out`],
      [r.errors === 0, `${r.errors} requests failed at the socket`],
      [only(r.after, is2xx), `from 10 s after the database was back not all 2xx: ${codes(r.after)}`],
    ],
    r,
  );
}

export function judgeBoot(r: BootResult): Row {
  return row(
    'F2 boot',
    'API started 10 s before the DB (fresh cluster, migrations pending)',
    '0 exits; 503 meanwhile; serving 10 s after pg up',
    `exits ${r.exited === null ? 0 : 1}; listening after ${r.firstAnswerMs ?? '-'} ms; health while down ${codes(r.whileDown)}; ` +
      `first 2xx ${r.firstOkAfterStartMs ?? '-'} ms after the start command (which took ${r.startTookMs} ms); signup after: ${r.signupAfterStatus}` +
      (r.retryLogLine ? `; log: "${r.retryLogLine}"` : ''),
    [
      [r.exited === null, `the API exited or never became ready: ${r.error ?? r.exited}`],
      [only(r.whileDown, (s) => s === 503), `health before the database was up not all 503: ${codes(r.whileDown)}`],
      [r.readyAfterPgMs !== null && r.readyAfterPgMs <= 10_000, `not serving 10 s after the database was up (${r.readyAfterPgMs ?? 'never'} ms)`],
      [r.signupAfterStatus === 201, `signup after the start answered ${r.signupAfterStatus} (migrations not applied?)`],
    ],
    r,
  );
}

export function judgeHealth(r: HealthUnderLogins): Row {
  return row(
    'F4',
    '50 parallel logins (bcrypt 12); /api/health sampled',
    '/api/health p95 < 200 ms',
    `health p95 ${r.health_p95_ms} ms (p50 ${r.health_p50_ms}, max ${r.health_max_ms}, ${r.healthSamples} samples ${codes(r.healthStatuses)}); ` +
      `logins ${codes(r.loginStatuses)} in ${r.loginsWallMs} ms; no-DB 404 beside it p95 ${r.no_db_404_p95_ms} ms (p50 ${r.no_db_404_p50_ms})`,
    [
      [
        r.health_p95_ms < 200,
        `health p95 ${r.health_p95_ms} ms${r.no_db_404_p95_ms >= 100 ? ` (CPU-bound: a no-DB 404 had p95 ${r.no_db_404_p95_ms} ms)` : ''}`,
      ],
      [only(r.healthStatuses, is2xx), `health not all 2xx: ${codes(r.healthStatuses)}`],
      [only(r.loginStatuses, (s) => s === 200), `logins not all 200: ${codes(r.loginStatuses)}`],
    ],
    r,
  );
}

export function judgePixelFlood(r: PixelFlood): Row {
  const worst = r.attempts.reduce((a, b) => (b.growth_mb > a.growth_mb ? b : a));
  return row(
    'U3',
    `${r.width}x${r.height} PNG (${r.pngKb} kB) as a post photo, x${r.attempts.length}`,
    'rejected < 1 s; RSS + < 100 MB',
    `${r.attempts.map((a) => a.status).join(', ')} "${r.attempts[0]?.error}"; slowest ${r.worst_ms} ms; ` +
      `RSS ${worst.rss_before_mb} -> peak ${worst.peak_mb} MB (+${r.worst_growth_mb} MB, ${r.peakFrom})`,
    [
      [r.attempts.every((a) => a.status >= 400 && a.status < 500), `not rejected with a 4xx: ${r.attempts.map((a) => a.status).join(', ')}`],
      [r.worst_ms < 1000, `rejection took ${r.worst_ms} ms`],
      [r.worst_growth_mb < 100, `RSS grew ${r.worst_growth_mb} MB`],
    ],
    r,
  );
}

export function judgeParallelUploads(r: ParallelUploads): Row {
  const expected = r.kind === 'photos' ? 201 : 415;
  const what =
    r.kind === 'photos'
      ? `${r.uploads} parallel post photos, a ${r.photoMb} MB ${r.width}x${r.height} JPEG each (upload, decode, re-encode, store)`
      : `${r.uploads} parallel ${r.photoMb} MB uploads with a JPEG header and noise (received in full, then refused)`;
  return row(
    r.kind === 'photos' ? 'U1 photos' : 'U1 files',
    what,
    `all ${expected}; RSS + < 100 MB at the peak and once answered (the files alone are 300 MB)`,
    `${codes(r.statuses)} in ${r.wall_ms} ms (slowest ${r.slowest_ms} ms); RSS ${r.rss_before_mb} -> peak ${r.peak_mb} MB ` +
      `(+${r.peak_growth_mb} MB, ${r.peakFrom}) -> ${r.rss_after_mb} MB ${r.settle_ms} ms after the last answer (+${r.retained_growth_mb} MB)`,
    [
      [only(r.statuses, (s) => s === expected), `not all ${expected}: ${codes(r.statuses)}`],
      [r.peak_growth_mb < 100, `RSS grew ${r.peak_growth_mb} MB at the peak`],
      [r.retained_growth_mb < 100, `RSS still ${r.retained_growth_mb} MB above the start once answered`],
    ],
    r,
  );
}

export function judgeLogins(r: CompareTiming): Row {
  return row(
    'P1',
    `${r.logins} sequential logins (bcrypt.compare, round trip)`,
    '$2b$12$; p95 compare < 400 ms',
    `stored ${r.stored_hash_prefix}; round trip p95 ${r.p95_ms} ms (p50 ${r.p50_ms}, max ${r.max_ms}); ${codes(r.statuses)}; ` +
      `bare compare in the bench process p95 ${r.bare_compare_p95_ms} ms (p50 ${r.bare_compare_p50_ms})`,
    [
      [r.stored_hash_prefix === '$2b$12$', `stored hash starts ${r.stored_hash_prefix}`],
      [r.p95_ms < 400, `p95 ${r.p95_ms} ms${r.bare_compare_p95_ms >= 400 ? ` (machine-bound: bcrypt alone p95 ${r.bare_compare_p95_ms} ms)` : ''}`],
      [only(r.statuses, (s) => s === 200), `logins not all 200: ${codes(r.statuses)}`],
    ],
    r,
  );
}

export function judgeEnumeration(r: Enumeration): Row {
  return row(
    'P3',
    `${r.tries} unknown usernames vs ${r.tries} wrong passwords (in pairs)`,
    'identical status+body; median latency differs < 20%',
    `unknown ${codes(r.unknown.statuses)} median ${r.unknown.median_ms} ms; wrong pw ${codes(r.wrongPassword.statuses)} median ${r.wrongPassword.median_ms} ms; ` +
      `differ ${r.median_diff_pct}%; bodies ${r.identical ? 'identical' : 'differ'}`,
    [
      [r.identical, `status or body differ: ${JSON.stringify({ unknown: r.unknown.bodies, wrong: r.wrongPassword.bodies })}`],
      [r.median_diff_pct < 20, `medians differ by ${r.median_diff_pct}%`],
    ],
    r,
  );
}

export function judgeOversizedText(r: OversizedText): Row {
  const refused = (side: OversizedText['oneChar']) => only(side.statuses, (s) => s === 400);
  return row(
    'F7',
    `${r.pairs} task POSTs with a ${r.oversized_body_kb} kB emoji vs ${r.pairs} with a refused one-character emoji (in pairs); /api/health sampled`,
    'all 400; 90 kB median < 2x the one-character one; /api/health p95 < 200 ms, and beside a 90 kB request < 2x beside a one-character one',
    `90 kB ${codes(r.oversized.statuses)} median ${r.oversized.median_ms} ms (p95 ${r.oversized.p95_ms}, max ${r.oversized.max_ms}) "${r.oversized.bodies.join('", "')}"; ` +
      `one character ${codes(r.oneChar.statuses)} median ${r.oneChar.median_ms} ms (p95 ${r.oneChar.p95_ms}, max ${r.oneChar.max_ms}); ratio ${r.ratio}; ` +
      `health p95 ${r.health.p95_ms} ms (p50 ${r.health.p50_ms}, max ${r.health.max_ms}, ${r.health.samples} samples ${codes(r.health.statuses)}); ` +
      `beside 90 kB p95 ${r.healthBesideOversized.p95_ms} ms (p50 ${r.healthBesideOversized.p50_ms}), beside one character p95 ${r.healthBesideOneChar.p95_ms} ms ` +
      `(p50 ${r.healthBesideOneChar.p50_ms}); alone after p95 ${r.healthAlone.p95_ms} ms (p50 ${r.healthAlone.p50_ms})`,
    [
      [refused(r.oversized) && refused(r.oneChar), `not all 400: 90 kB ${codes(r.oversized.statuses)}, one character ${codes(r.oneChar.statuses)}`],
      [r.ratio < 2, `the 90 kB refusal took ${r.ratio}x the one-character one`],
      [
        r.health.p95_ms < 200,
        `health p95 ${r.health.p95_ms} ms${r.healthAlone.p95_ms >= 200 ? ` (machine-bound: health alone had p95 ${r.healthAlone.p95_ms} ms)` : ''}`,
      ],
      [
        r.healthBesideOversized.p95_ms < 2 * r.healthBesideOneChar.p95_ms,
        `health beside a 90 kB request p95 ${r.healthBesideOversized.p95_ms} ms, beside a one-character one ${r.healthBesideOneChar.p95_ms} ms`,
      ],
      [only(r.health.statuses, is2xx), `health not all 2xx: ${codes(r.health.statuses)}`],
    ],
    r,
  );
}
