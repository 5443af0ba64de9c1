import type { Mood } from '@dayleaf/contracts';
import type { Deps } from './deps';
import { findCredentials } from './features/auth/repo';
import { authService } from './features/auth/service';
import { usersService } from './features/users/service';
import { tasksService } from './features/tasks/service';
import { moodsService } from './features/moods/service';
import { friendsService } from './features/friends/service';
import { addDays, today, type Clock } from './shared/clock';
import { HttpError } from './shared/http/errors';
import { UTC_PLACE } from './shared/local-day';

export const DEMO_PASSWORD = 'dayleaf-demo';

interface DemoUser {
  username: string;
  bio: string;
  /** Signed up this many days ago. */
  joined: number;
  /** Completed every day from this many days ago to yesterday: the streak it shows today. */
  streak: number;
  tasks: { name: string; emoji: string }[];
  moods: Mood[];
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'ana',
    bio: 'Morning runner, tea lover. 🌱',
    joined: 14,
    streak: 12,
    tasks: [
      { name: 'Drink water', emoji: '💧' },
      { name: 'Run 2 km', emoji: '🏃' },
      { name: 'Read 10 pages', emoji: '📚' },
    ],
    moods: ['motivated', 'happy', 'excited', 'tired'],
  },
  {
    username: 'ben',
    bio: 'Trying to read every day.',
    joined: 6,
    streak: 4,
    tasks: [
      { name: 'Read 10 pages', emoji: '📚' },
      { name: 'No phone after 10', emoji: '📵' },
    ],
    moods: ['neutral', 'happy'],
  },
  {
    username: 'cleo',
    bio: 'Stretch, water, journal.',
    joined: 2,
    streak: 0,
    tasks: [
      { name: 'Stretch', emoji: '🧘' },
      { name: 'Journal', emoji: '📓' },
    ],
    moods: ['stressed'],
  },
];

export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);

/** The line `pnpm seed` prints, whichever process did the work. */
export const SEEDED_LINE = `Seeded demo users ${DEMO_USERNAMES.join(', ')} (password: ${DEMO_PASSWORD}).`;

/** A clock the seed moves through past days; it never goes past the real now. */
function pastClock(real: Clock) {
  let at = real.now();
  return {
    clock: { now: () => new Date(at) } satisfies Clock,
    /** `daysAgo` days before today at hh:mm UTC, or now if that is later than now. */
    moveTo(daysAgo: number, hhmm: string) {
      const wanted = new Date(`${addDays(today(real), -daysAgo)}T${hhmm}:00Z`);
      const now = real.now();
      at = wanted < now ? wanted : now;
    },
  };
}

async function unlessConflict<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (err) {
    if (err instanceof HttpError && err.status === 409) return undefined;
    throw err;
  }
}

/**
 * Demo history made the way real use makes it: through the services, with a clock moved to the days it
 * happened on, so streaks, trophies, friend counts and completion times are what the app itself would store.
 * Safe to run twice: a demo user that already exists is left as it is, and so are its friendships.
 */
export async function seedDemoData(deps: Deps): Promise<string> {
  const time = pastClock(deps.clock);
  const at = { ...deps, clock: time.clock };
  const auth = authService(at);
  const users = usersService(at);
  const tasks = tasksService(at);
  const moods = moodsService(at);
  const friends = friendsService(at);

  const ids = new Map<string, string>();
  const created = new Set<string>();
  for (const u of DEMO_USERS) {
    const existing = await findCredentials(deps.db, u.username);
    if (existing) {
      ids.set(u.username, existing.id);
      continue;
    }
    time.moveTo(u.joined, '07:10');
    // A conflict here is a user of that name signed up since the check: left as it is too.
    const user = await unlessConflict(auth.createAccount(u.username, DEMO_PASSWORD));
    if (!user) continue;
    ids.set(u.username, user.id);
    created.add(u.username);
    await users.updateProfile(user.id, { username: u.username, bio: u.bio }, undefined);
  }

  // Each completed day: the tasks in the morning, a mood at noon, the day completed in the evening.
  for (const u of DEMO_USERS) {
    const id = ids.get(u.username);
    if (!id || !created.has(u.username)) continue;
    for (let daysAgo = u.streak; daysAgo >= 1; daysAgo--) {
      time.moveTo(daysAgo, '07:30');
      const date = today(time.clock);
      for (const t of u.tasks) await tasks.createTask(id, UTC_PLACE, { ...t, date, completed: false });
      time.moveTo(daysAgo, '12:15');
      await moods.logMood(id, UTC_PLACE, u.moods[daysAgo % u.moods.length]!);
      time.moveTo(daysAgo, `${String(18 + (daysAgo % 4)).padStart(2, '0')}:${String((daysAgo * 7) % 60).padStart(2, '0')}`);
      await tasks.completeDay(id, UTC_PLACE, date);
    }
    // Today is left to do, as it would be in the morning.
    time.moveTo(0, '00:05');
    const date = today(time.clock);
    for (const t of u.tasks) await unlessConflict(tasks.createTask(id, UTC_PLACE, { ...t, date, completed: false }));
  }

  const anyNew = (...names: string[]) => names.some((n) => created.has(n));
  const [ana, ben, cleo] = DEMO_USERNAMES.map((n) => ids.get(n) ?? null);
  if (ana && ben && anyNew('ana', 'ben')) {
    time.moveTo(5, '09:00');
    const request = await friends.sendRequest(ana, ben);
    time.moveTo(5, '09:40');
    await friends.respond(ben, request.friendship_id, 'accepted');
  }
  if (cleo && ana && anyNew('cleo', 'ana')) {
    time.moveTo(1, '20:00');
    await friends.sendRequest(cleo, ana);
  }

  return SEEDED_LINE;
}
