import type { CreateChallengeBody, Mood } from '@dayleaf/contracts';
import type { Deps } from './deps';
import { findCredentials } from './features/auth';
import { addDays, today } from './shared/clock';
import { settleDue, UTC_PLACE } from './features/streaks';
import type { Scene } from './demo/draw-photo';
import { SCENES } from './demo/scenes';
import { Story, unlessRefused } from './demo/story';

export const DEMO_PASSWORD = 'dayleaf-demo';

interface DemoUser {
  username: string;
  bio: string;
  avatar: Scene;
  /** Signed up this many days ago. */
  joined: number;
  /** Completed every day from `from` days ago to `to` days ago (1 is yesterday: the streak still shows today). */
  completed: { from: number; to: number };
  tasks: { name: string; emoji: string }[];
  moods: Mood[];
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'ana',
    bio: 'Morning runner, tea lover. 🌱',
    avatar: SCENES.anaAvatar,
    joined: 14,
    completed: { from: 12, to: 1 },
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
    avatar: SCENES.benAvatar,
    joined: 6,
    completed: { from: 4, to: 1 },
    tasks: [
      { name: 'Read 10 pages', emoji: '📚' },
      { name: 'No phone after 10', emoji: '📵' },
    ],
    moods: ['neutral', 'happy'],
  },
  {
    // An 11-day streak that broke four days ago, after a freeze kept the day before; then Premium: her streak can be
    // restored.
    username: 'cleo',
    bio: 'Stretch, water, journal. Back at it soon.',
    avatar: SCENES.cleoAvatar,
    joined: 20,
    completed: { from: 16, to: 6 },
    tasks: [
      { name: 'Stretch', emoji: '🧘' },
      { name: 'Drink water', emoji: '💧' },
      { name: 'Journal', emoji: '📓' },
    ],
    moods: ['happy', 'motivated', 'stressed'],
  },
];

export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);

/** The line `pnpm seed` prints, whichever process did the work. */
export const SEEDED_LINE = `Seeded demo users ${DEMO_USERNAMES.join(', ')} (password: ${DEMO_PASSWORD}).`;

/** Stripe's test card, as the demo checkout takes it. */
const DEMO_CARD = { number: '4242 4242 4242 4242', exp_month: 12, cvc: '123' };

/**
 * Demo history made the way real use makes it: through the services, with a clock moved to the days it
 * happened on, so streaks, trophies, friend counts, challenge progress and completion times are what the app
 * itself would store. Safe to run twice: a demo user that already exists is left as it is, and so is every part
 * of the story among demo users who all existed already.
 */
export async function seedDemoData(deps: Deps): Promise<string> {
  const story = new Story(deps);
  const whole = !accountsOnly();
  for (const u of DEMO_USERS) await signUp(story, u, whole);
  if (whole) {
    for (const u of DEMO_USERS) dailyLife(story, u);
    friendships(story);
    challenges(story);
    premium(story);
    photoPosts(story);
    breaksAndFreezes(story);
  }
  await story.play();
  return SEEDED_LINE;
}

/**
 * `DEMO_DATA=accounts` seeds the three accounts alone: no photos, days, friends, challenges, payments or posts. The
 * tests of how `pnpm seed` reaches the database (test/embedded-owner.test.ts) use it where the story adds nothing to
 * what they check; the story has tests of its own (test/demo-data.api.test.ts) and one seed end to end. Read by the
 * process that seeds, which is the running app when the seed goes through it.
 */
function accountsOnly(): boolean {
  return process.env.DEMO_DATA === 'accounts';
}

/** Sign-ups come first, each on its own day: nobody does anything in the story before joining. */
async function signUp(story: Story, u: DemoUser, withProfile: boolean): Promise<void> {
  const existing = await findCredentials(story.deps.db, u.username);
  if (existing) return story.cast(u.username, existing.id, false);
  story.time.moveTo(u.joined, '07:10');
  // A conflict here is a user of that name signed up since the check: left as it is too.
  const user = await unlessRefused(story.services.auth.createAccount(u.username, DEMO_PASSWORD), 409);
  if (!user) return;
  story.cast(u.username, user.id, true);
  if (!withProfile) return;
  story.time.moveTo(u.joined, '07:12');
  await story.withPhoto(u.avatar, 480, 480, (photo) =>
    story.services.users.updateProfile(user.id, { username: u.username, bio: u.bio }, photo),
  );
}

/** Each completed day: the tasks in the morning, a mood at noon, the day completed in the evening; today is left to do. */
function dailyLife(story: Story, u: DemoUser): void {
  const { tasks, moods } = story.services;
  const cast = [u.username] as const;
  for (let daysAgo = u.completed.from; daysAgo >= u.completed.to; daysAgo--) {
    story.on(daysAgo, '07:30', cast, async ([id]) => {
      for (const t of u.tasks) await tasks.createTask(id, UTC_PLACE, { ...t, date: today(story.clock), completed: false });
    });
    story.on(daysAgo, '12:15', cast, ([id]) => moods.logMood(id, UTC_PLACE, u.moods[daysAgo % u.moods.length]!));
    story.on(daysAgo, eveningOf(daysAgo), cast, ([id]) => tasks.completeDay(id, UTC_PLACE, today(story.clock)));
  }
  story.on(0, '00:05', cast, async ([id]) => {
    for (const t of u.tasks) await unlessRefused(tasks.createTask(id, UTC_PLACE, { ...t, date: today(story.clock), completed: false }), 409);
  });
}

/** A different evening time each day, so the friends' activity cards read like real use. */
function eveningOf(daysAgo: number): string {
  return `${String(18 + (daysAgo % 4)).padStart(2, '0')}:${String((daysAgo * 7) % 60).padStart(2, '0')}`;
}

/**
 * Ana and ben become friends, cleo and ben too; cleo's request to ana is still waiting. Ana and ben both complete the
 * four days after, so the completed days' handler gives them a 4-day friend streak (docs/product.md#friend-streaks).
 */
function friendships(story: Story): void {
  befriend(story, 'ana', 'ben', 5, '09:00', '09:40');
  befriend(story, 'cleo', 'ben', 4, '08:10', '21:05');
  story.on(1, '20:00', ['cleo', 'ana'], ([cleo, ana]) => story.services.friends.sendRequest(cleo, ana));
}

function befriend(story: Story, from: string, to: string, daysAgo: number, sent: string, accepted: string): void {
  const { friends } = story.services;
  let request: string | undefined;
  story.on(daysAgo, sent, [from, to], async ([a, b]) => {
    request = (await friends.sendRequest(a, b)).friendship_id;
  });
  story.on(daysAgo, accepted, [from, to], async ([, b]) => request && friends.respond(b, request, 'accepted'));
}

/**
 * Cleo's water week, which she and ana both completed, and ana's reading challenge, still running with cleo (who
 * stopped when her streak broke) and ben: each with the progress of the days they completed.
 */
function challenges(story: Story): void {
  const water = startChallenge(story, 'cleo', 12, '07:45', {
    name: 'Water week',
    description: 'Eight glasses of water a day for a week.',
    duration_days: 7,
  });
  join(story, water, 'ana', 12, '13:00');
  const reading = startChallenge(story, 'ana', 7, '07:50', {
    name: 'Read every day',
    description: 'Ten pages a day, any book.',
    duration_days: 14,
  });
  join(story, reading, 'cleo', 7, '20:30');
  join(story, reading, 'ben', 5, '10:00');
}

interface Made {
  by: string;
  id?: string;
}

function startChallenge(story: Story, creator: string, daysAgo: number, hhmm: string, body: Omit<CreateChallengeBody, 'created_by'>): Made {
  const challenge: Made = { by: creator };
  story.on(daysAgo, hhmm, [creator], async ([id]) => {
    challenge.id = (await story.services.challenges.create(id, UTC_PLACE, { ...body, created_by: id })).id;
  });
  return challenge;
}

function join(story: Story, challenge: Made, username: string, daysAgo: number, hhmm: string): void {
  story.on(daysAgo, hhmm, [username, challenge.by], async ([id]) => challenge.id && story.services.challenges.join(id, challenge.id));
}

/** Cleo pays for Premium with the demo provider's test card three days ago, and picks the Midnight theme. */
function premium(story: Story): void {
  const { subscriptions, themes } = story.services;
  story.on(3, '08:20', ['cleo'], async ([cleo]) => {
    const intent = await subscriptions.createPaymentIntent(cleo);
    const card = { ...DEMO_CARD, exp_year: story.clock.now().getUTCFullYear() + 3 };
    await subscriptions.confirmDemoPayment(cleo, { clientSecret: intent.clientSecret, card, billingName: 'Cleo' });
    await subscriptions.subscribe(cleo, intent.paymentIntentId);
  });
  story.on(3, '08:25', ['cleo'], ([cleo]) => themes.activateTheme(cleo, 'midnight'));
}

/**
 * Ben takes a long weekend off from today, so his streak waits for him; then the days that ended are judged as the
 * running app's settle pass judges them a minute later: cleo's first missed day used the freeze her 7th day earned.
 */
function breaksAndFreezes(story: Story): void {
  story.on(0, '11:30', ['ben'], ([ben]) => story.services.streaks.setBreak(ben, { from: today(story.clock), to: addDays(today(story.clock), 2) }));
  story.on(0, '11:35', ['cleo'], () => settleDue(story.deps.db, story.clock));
}

/**
 * This morning's photo posts, liked and commented on by friends. The posts feature stamps posts, likes and comments
 * with the database's time, so they are written today (their trophies too), not on past days.
 */
function photoPosts(story: Story): void {
  const sunrise = post(story, 'ana', '07:20', 'Sunrise on the morning run 🏃', SCENES.sunrise);
  const lake = post(story, 'ana', '07:55', 'Tea and ten pages by the lake 📚', SCENES.lake);
  const meadow = post(story, 'ben', '08:10', 'Four days of reading in a row. Page 60!', SCENES.meadow);
  const night = post(story, 'cleo', '08:40', 'Evening walk. Starting again today 🌙', SCENES.night);
  like(story, sunrise, 'ben', '09:00');
  comment(story, sunrise, 'ben', '09:01', 'That sky! Worth the early alarm.');
  like(story, lake, 'ben', '09:02');
  like(story, meadow, 'ana', '09:30');
  comment(story, meadow, 'ana', '09:31', 'Keep going, see you in the challenge!');
  like(story, meadow, 'cleo', '10:15');
  comment(story, meadow, 'cleo', '10:16', 'Which book is it?');
  comment(story, meadow, 'ben', '10:40', 'Piranesi. Hard to put down.');
  like(story, night, 'ben', '11:00');
  comment(story, night, 'ben', '11:01', 'Welcome back! Your streak can come back too.');
}

function post(story: Story, author: string, hhmm: string, caption: string, scene: Scene): Made {
  const made: Made = { by: author };
  story.on(0, hhmm, [author], async ([id]) => {
    made.id = (await story.withPhoto(scene, 1200, 800, (photo) => story.services.posts.create(id, caption, photo))).id;
  });
  return made;
}

function like(story: Story, post: Made, username: string, hhmm: string): void {
  story.on(0, hhmm, [username, post.by], async ([id]) => post.id && story.services.posts.toggleLike(id, post.id));
}

function comment(story: Story, post: Made, username: string, hhmm: string, text: string): void {
  story.on(0, hhmm, [username, post.by], async ([id]) => post.id && story.services.posts.addComment(id, post.id, text));
}
