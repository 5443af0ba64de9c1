import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../deps';
import { authService } from '../features/auth';
import { challengeService } from '../features/challenges';
import { friendsService } from '../features/friends';
import { moodsService } from '../features/moods';
import { postsService } from '../features/posts';
import { streaksService } from '../features/streaks';
import { subscriptionsService } from '../features/subscriptions';
import { tasksService } from '../features/tasks';
import { themesService } from '../features/themes';
import { usersService } from '../features/users';
import { createDemoPayments } from '../integrations/payments/demo-payments';
import type { Clock } from '../shared/clock';
import { HttpError } from '../shared/http/errors';
import type { UploadedFile } from '../shared/http/uploads';
import { drawPng, type Scene } from './draw-photo';
import { pastClock, Timeline, type PastClock } from './timeline';

/**
 * The services as the routes call them, on the seed's clock. Payments go to the demo provider on that clock too,
 * whatever the app's provider: the demo story pays with Stripe's test card, as the demo checkout takes it.
 */
function servicesAt(deps: Deps, clock: Clock) {
  const at: Deps = { ...deps, clock, payments: createDemoPayments(deps.db, clock) };
  return {
    auth: authService(at),
    users: usersService(at),
    tasks: tasksService(at),
    moods: moodsService(at),
    friends: friendsService(at),
    posts: postsService(at),
    challenges: challengeService(at),
    streaks: streaksService(at),
    subscriptions: subscriptionsService(at),
    themes: themesService(at),
  };
}

/** Ids of the cast: one per user the step names, in the same order. */
type Ids<C extends readonly string[]> = { [K in keyof C]: string };

/** A refusal (any 4xx, or only `status` when given) is an answer the app gave, not a failure of the seed: undefined. */
export async function unlessRefused<T>(write: Promise<T>, status?: number): Promise<T | undefined> {
  try {
    return await write;
  } catch (err) {
    const refused = err instanceof HttpError && (status === undefined ? err.status >= 400 && err.status < 500 : err.status === status);
    if (!refused) throw err;
    return undefined;
  }
}

/**
 * What the parts of the story write with: the services on the seed's clock, the users' ids, and the timeline.
 * A demo user who existed before this run is left as they are: a step runs only when its whole cast is there and at
 * least one of them is new. When someone in it existed before, the app may refuse the step (they may have blocked
 * the other, or done it already by hand): the step is then skipped, while a step among new users must succeed.
 */
export class Story {
  readonly time: PastClock;
  readonly services: ReturnType<typeof servicesAt>;
  private readonly timeline = new Timeline();
  private readonly ids = new Map<string, string>();
  private readonly created = new Set<string>();

  constructor(readonly deps: Deps) {
    this.time = pastClock(deps.clock);
    this.services = servicesAt(deps, this.time.clock);
  }

  get clock(): Clock {
    return this.time.clock;
  }

  /** Records a demo user and whether this run created them. */
  cast(username: string, id: string, createdNow: boolean): void {
    this.ids.set(username, id);
    if (createdNow) this.created.add(username);
  }

  isNew(username: string): boolean {
    return this.created.has(username);
  }

  /** A step `daysAgo` days before today at hh:mm UTC, acted by (or between) the users named in `cast`. */
  on<const C extends readonly string[]>(daysAgo: number, hhmm: string, cast: C, act: (ids: Ids<C>) => Promise<unknown>): void {
    this.timeline.on(daysAgo, hhmm, async () => {
      const ids = cast.map((name) => this.ids.get(name));
      if (ids.some((id) => id === undefined) || !cast.some((name) => this.isNew(name))) return;
      const step = act(ids as unknown as Ids<C>);
      await (cast.every((name) => this.isNew(name)) ? step : unlessRefused(step));
    });
  }

  /** Plays every step written so far, in the order they happened. */
  play(): Promise<void> {
    return this.timeline.play(this.time);
  }

  /**
   * Draws the scene and hands it to `use` as an uploaded file, where an upload's request would have it (DATA_DIR/tmp);
   * the file is removed afterwards, as `handle()` removes a request's.
   */
  async withPhoto<T>(scene: Scene, width: number, height: number, use: (file: UploadedFile) => Promise<T>): Promise<T> {
    const dir = this.deps.config.uploadTmpDir;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, `demo-${randomUUID()}.png`);
    const png = await drawPng(scene, width, height);
    await writeFile(file, png, { mode: 0o600 });
    try {
      return await use({ path: file, size: png.length });
    } finally {
      await rm(file, { force: true });
    }
  }
}
