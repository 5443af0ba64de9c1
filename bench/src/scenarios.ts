import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { challengeId, isDoneToday, isParticipant, mod, postId, username, FRIEND_STRIDE, BIG_CHALLENGE, PASSWORD, todayTaskId, type SizeConfig } from './fixtures';
import type { RequestSpec } from './load';
import type { BenchSession } from './sessions';
import { tsxArgs } from './lib/processes';
import type { UploaderMessage, UploaderReply } from './uploader';

export interface ScenarioEnv {
  baseUrl: string;
  cfg: SizeConfig;
  today: string;
  sessions: BenchSession[];
  /** A 12 MP JPEG for upload scenarios. */
  photo: () => Promise<Buffer>;
}

/** A scenario that cannot run yet; reported with its reason instead of failing the bench. */
export class Skip extends Error {
  override name = 'Skip';
}

export interface Goal {
  /** Minimum req/s as a share of F, the Express + pg floor measured beside the scenario (run.ts runRounds). */
  ratio?: number;
  /** Maximum p99 as a multiple of P, the p99 of that F. */
  p99OverP?: number;
}

export interface Background {
  stop(): Promise<string>;
}

export interface Scenario {
  name: string;
  what: string;
  goal?: Goal;
  /** Concurrent connections when not the run's default. */
  connections?: number;
  build(env: ScenarioEnv): Promise<RequestSpec[]>;
  /** Load that runs beside the measured run (not the warm-up), e.g. uploads. */
  background?(env: ScenarioEnv): Promise<Background>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function get(s: BenchSession | null, path: string): RequestSpec {
  return { method: 'GET', path, headers: s ? { cookie: s.cookie } : {} };
}

function send(s: BenchSession | null, method: 'POST' | 'PATCH', path: string, body: unknown): RequestSpec {
  return { method, path, headers: { ...JSON_TYPE, ...(s ? { cookie: s.cookie } : {}) }, body: JSON.stringify(body) };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(env: ScenarioEnv, spec: RequestSpec): Promise<Answer> {
  const res = await fetch(env.baseUrl + spec.path, { method: spec.method, headers: spec.headers, body: spec.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON; kept as text for the message
  }
  return { status: res.status, headers: res.headers, body };
}

const errorOf = (body: unknown) => (body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : '');

/** Sends one request as the load will, and turns a missing route or a refusal into a Skip. */
export async function probe(env: ScenarioEnv, spec: RequestSpec): Promise<Answer> {
  const answer = await call(env, spec);
  const route = `${spec.method} ${spec.path.split('?')[0]}`;
  // The API's catch-all answers exactly this; a handler's own 404 carries its own message.
  if (answer.status === 404 && errorOf(answer.body) === 'Not found.') throw new Skip(`route missing (${route})`);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Skip(`${route} answered ${answer.status}${errorOf(answer.body) ? `: ${errorOf(answer.body)}` : ''}`);
  }
  return answer;
}

async function probed(env: ScenarioEnv, requests: RequestSpec[]): Promise<RequestSpec[]> {
  if (requests.length === 0) throw new Skip('no session fits this scenario');
  await probe(env, requests[0]!);
  return requests;
}

const friendOf = (env: ScenarioEnv, s: BenchSession, k: number) => mod(s.index + k * FRIEND_STRIDE, env.cfg.users);

/** The next-page cursor of a list answer: the X-Next-Cursor header (conventions), or a field for a wrapped body. */
function nextCursor(answer: Answer): string | null {
  const header = answer.headers.get('x-next-cursor');
  if (header) return header;
  const body = answer.body as Record<string, unknown> | null;
  const field = body && typeof body === 'object' && !Array.isArray(body) ? (body.next_cursor ?? body.nextCursor) : null;
  return typeof field === 'string' && field ? field : null;
}

const feedPath = (s: BenchSession, before?: string) =>
  `/api/users/${s.userId}/friend-posts${before ? `?before=${encodeURIComponent(before)}` : ''}`;

const feedPage1: Scenario = {
  name: 'feed page 1',
  what: 'GET /api/users/:id/friend-posts, 20 posts of the user and 50 friends',
  goal: { ratio: 0.35, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, feedPath(s)))),
};

const PAGE = 10;
const feedPage10: Scenario = {
  name: 'feed page 10',
  what: `GET friend-posts with the cursor of page ${PAGE} (walked through the API)`,
  async build(env) {
    const requests: RequestSpec[] = [];
    for (const s of env.sessions.slice(0, 25)) {
      let cursor: string | undefined;
      for (let page = 1; page < PAGE; page++) {
        const answer = await probe(env, get(s, feedPath(s, cursor)));
        const next = nextCursor(answer);
        if (!next) throw new Skip(`no next cursor after feed page ${page} (X-Next-Cursor header)`);
        cursor = next;
      }
      requests.push(get(s, feedPath(s, cursor)));
    }
    return probed(env, requests);
  },
};

const feedWithUploads: Scenario = {
  name: 'feed page 1 + uploads',
  what: 'feed page 1 while one 12 MP photo per second is posted (POST /api/posts, from a process of its own)',
  build: (env) => feedPage1.build(env),
  async background(env) {
    const photoFile = path.join(mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-upload-')), 'photo.jpg');
    writeFileSync(photoFile, await env.photo());
    const self = fileURLToPath(new URL('./uploader.ts', import.meta.url));
    const [loader] = tsxArgs(self);
    const child = fork(self, [], { execArgv: [loader!], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // 'disconnect' comes once the channel has been read to its end, so a last message is never lost to it.
    let gone: Error | undefined;
    child.once('disconnect', () => (gone = new Error(`uploader ended (${child.exitCode ?? child.signalCode ?? 'channel closed'})`)));
    const ask = (message: UploaderMessage): Promise<UploaderReply> =>
      new Promise((resolve, reject) => {
        if (gone) return reject(gone);
        child.once('message', resolve);
        child.once('disconnect', () => reject(gone));
        child.send(message, (err) => err && reject(err));
      });
    try {
      // The child reads the photo before it answers, so the file can go once it has.
      await ask({ start: { baseUrl: env.baseUrl, photoFile, sessions: env.sessions.map((s) => ({ cookie: s.cookie, userId: s.userId })) } });
    } finally {
      rmSync(path.dirname(photoFile), { recursive: true, force: true });
    }
    return {
      async stop() {
        const result = await ask({ stop: true });
        if ('ready' in result) throw new Error('uploader answered out of turn');
        const { statuses, took } = result;
        // How long each upload took: the photo worker yields the CPU to reads, so uploads are what slows (decision 034).
        const answered = `uploads: ${Object.entries(statuses).map(([code, n]) => `${n}×${code === '0' ? 'error' : code}`).join(', ') || 'none'}`;
        if (took.length === 0) return answered;
        const sorted = [...took].sort((a, b) => a - b);
        return `${answered}; each took ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms (median), ${Math.round(sorted.at(-1)!)} ms at most`;
      },
    };
  },
};

/** Probes the upload route before the run, so a missing POST /api/posts skips instead of measuring 404s. */
async function probeUpload(env: ScenarioEnv): Promise<void> {
  const s = env.sessions[0]!;
  const form = new FormData();
  form.set('photo', new Blob([await env.photo()], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('caption', 'Bench upload');
  form.set('user_id', s.userId);
  const res = await fetch(`${env.baseUrl}/api/posts`, { method: 'POST', body: form, headers: { cookie: s.cookie } });
  const body = (await res.json().catch(() => ({}))) as unknown;
  if (res.status === 404 && errorOf(body) === 'Not found.') throw new Skip('route missing (POST /api/posts)');
  if (!res.ok) throw new Skip(`POST /api/posts answered ${res.status}${errorOf(body) ? `: ${errorOf(body)}` : ''}`);
}

const activities: Scenario = {
  name: 'friend activities',
  what: "GET /api/users/:id/friend-activities, the first page (20) of friends' completed days of the last 7 days",
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/friend-activities`))),
};

const notifications: Scenario = {
  name: 'notifications page 1',
  what: 'GET /api/users/:id/notifications, the first page (20): likes grouped by post, comments, with actors',
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/notifications`))),
};

const todayTasks: Scenario = {
  name: "today's tasks",
  what: 'GET /api/users/:id/tasks?date=today',
  goal: { ratio: 0.4, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/tasks?date=${env.today}`))),
};

const challenges: Scenario = {
  name: 'global challenges',
  what: 'GET /api/challenges?user_id=, with participant counts and own progress',
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/challenges?user_id=${s.userId}`))),
};

const participants: Scenario = {
  name: 'participants (500)',
  what: 'GET /api/challenges/:id/participants of the 500-person challenge',
  goal: { ratio: 0.45, p99OverP: 3 },
  // Participants are shown to those who take part (and the creator's friends): the sessions that do.
  build: (env) =>
    probed(
      env,
      env.sessions
        .filter((s) => isParticipant(env.cfg, BIG_CHALLENGE, s.index, env.cfg.bigChallengeParticipants))
        .map((s) => get(s, `/api/challenges/${challengeId(BIG_CHALLENGE)}/participants`)),
    ),
};

const user: Scenario = {
  name: 'user + progress',
  what: 'GET /api/users/:id, the user with the progress object',
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}`))),
};

const trophies: Scenario = {
  name: 'user trophies',
  what: 'GET /api/users/:id/trophies',
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/trophies`))),
};

const me: Scenario = {
  name: 'auth me',
  what: 'GET /api/auth/me, the session user',
  build: (env) => probed(env, env.sessions.map((s) => get(s, '/api/auth/me'))),
};

const publicProfile: Scenario = {
  name: 'public profile',
  what: "GET /api/users/profile/:username?viewerId=, a friend's profile",
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) =>
    probed(env, env.sessions.map((s) => get(s, `/api/users/profile/${username(friendOf(env, s, 1))}?viewerId=${s.userId}`))),
};

/** The first date of a year of days ending today (365 dates). */
const yearAgo = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);

const yearOfDays: Scenario = {
  name: 'days (365)',
  what: "GET /api/users/:id/days for a year (the profile's heatmap)",
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) =>
    probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/days?from=${yearAgo(env.today)}&to=${env.today}`))),
};

const streakStats: Scenario = {
  name: 'streak stats',
  what: 'GET /api/users/:id/stats, the own stats card',
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) => probed(env, env.sessions.map((s) => get(s, `/api/users/${s.userId}/stats`))),
};

/** The users whose day is still open: their tasks can be edited. */
const openDay = (env: ScenarioEnv) => env.sessions.filter((s) => !isDoneToday(s.index));
const TASK_NAMES = ['Drink water', 'Stretch', 'Read 10 pages', 'Walk 20 minutes', 'Journal'];
const TASK_EMOJI = ['💧', '🧘', '📚', '🚶', '📝'];

const taskPatch: Scenario = {
  name: 'task PATCH (autosave)',
  what: 'PATCH /api/tasks/:id with name, emoji, completed (own task, open day)',
  goal: { ratio: 0.5, p99OverP: 2 },
  build: (env) =>
    probed(
      env,
      openDay(env).flatMap((s) =>
        [1, 2, 3].map((k) =>
          send(s, 'PATCH', `/api/tasks/${todayTaskId(s.index, k)}`, {
            name: TASK_NAMES[(s.index + k) % 5],
            emoji: TASK_EMOJI[(s.index + k) % 5],
            completed: false,
          }),
        ),
      ),
    ),
};

const likeToggle: Scenario = {
  name: 'like toggle',
  what: "POST /api/posts/:id/like on friends' posts (counter kept)",
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) =>
    probed(
      env,
      env.sessions.flatMap((s) =>
        [11, 12, 13].map((k) => send(s, 'POST', `/api/posts/${postId(friendOf(env, s, k), 1)}/like`, { user_id: s.userId })),
      ),
    ),
};

const commentPost: Scenario = {
  name: 'comment POST',
  what: "POST /api/posts/:id/comments on friends' posts",
  goal: { ratio: 0.45, p99OverP: 3 },
  build: (env) =>
    probed(
      env,
      env.sessions.flatMap((s) =>
        [14, 15].map((k) =>
          send(s, 'POST', `/api/posts/${postId(friendOf(env, s, k), 2)}/comments`, { user_id: s.userId, content: 'Great job, keep it up!' }),
        ),
      ),
    ),
};

/** 8 reads and 2 writes in turn, each taken from the scenario that measures it alone. */
const mixed: Scenario = {
  name: 'mixed 80/20',
  what: 'feed, activities, tasks x2, challenges, user, participants, feed; then task PATCH and like toggle',
  build: async (env) => {
    const parts = [feedPage1, activities, todayTasks, challenges, user, feedPage1, participants, todayTasks, taskPatch, likeToggle];
    const lists = new Map<Scenario, RequestSpec[]>();
    const missing: string[] = [];
    for (const part of new Set(parts)) {
      try {
        lists.set(part, await part.build(env));
      } catch (err) {
        if (!(err instanceof Skip)) throw err;
        missing.push(part.name);
      }
    }
    if (missing.length) throw new Skip(`needs ${missing.join(', ')}`);
    const rounds = Math.max(...[...lists.values()].map((l) => l.length));
    const out: RequestSpec[] = [];
    for (let i = 0; i < rounds; i++) for (const part of parts) out.push(lists.get(part)![i % lists.get(part)!.length]!);
    return out;
  },
};

const login: Scenario = {
  name: 'login (bcrypt)',
  what: 'POST /api/auth/login, bcrypt cost 12: bound by hashing, not by the database',
  // bcrypt runs on libuv's 4 threads; 50 logins at once would measure their queue, not the route.
  connections: 8,
  build: (env) => probed(env, env.sessions.map((s) => send(null, 'POST', '/api/auth/login', { username: s.username, password: PASSWORD }))),
};

export const SCENARIOS: Scenario[] = [
  feedPage1,
  feedPage10,
  activities,
  notifications,
  todayTasks,
  challenges,
  participants,
  user,
  trophies,
  me,
  publicProfile,
  yearOfDays,
  streakStats,
  taskPatch,
  likeToggle,
  commentPost,
  mixed,
  login,
  { ...feedWithUploads, build: async (env) => (await probeUpload(env), feedWithUploads.build(env)) },
];

/** Measured again on S10 for the scaling figures. */
export const SCALING_SCENARIOS = [feedPage1.name, feedPage10.name];
