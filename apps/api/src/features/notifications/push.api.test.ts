import { SOCIAL_PUSHES_PER_DAY, wallClock, type NotificationSettings } from '@dayleaf/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../../../test/fakes/push-service';
import { askFriend, block } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, likePost, sharePhoto } from '../../../test/factories/posts';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { appEventHandlers } from '../../event-handlers';
import { createPushSender } from '../../integrations/push/push';
import type { RecordedEvent } from '../../shared/events/events';
import { inQuietHours } from './quiet-hours';

/*
 * Pushes for what friends do (docs/product.md#notifications, decision 078), delivered to a local push service that
 * checks the VAPID signature and decrypts each payload with the device's keys.
 */

let ctx: TestContext;
let push: PushService;
let photo: Buffer;

beforeAll(async () => {
  push = await startPushService();
  ctx = await createTestContext({}, (base) => ({ push: createPushSender(base.config, { agent: push.agent }) }));
  photo = await jpegPhoto(800, 600);
}, 120_000);

afterAll(async () => {
  await push.close();
});

/** A device of the person's, subscribed as the reminders screen does it. */
async function device(person: SignedUp): Promise<string> {
  const sub = await push.subscribe(ctx.config.vapid.publicKey);
  await person.agent.post(`/api/users/${person.user.id}/push-subscriptions`).send(sub).expect(201);
  return sub.endpoint;
}

async function friendsWithDevice(): Promise<{ owner: SignedUp; friend: SignedUp; endpoint: string }> {
  const owner = await signUp(ctx);
  const friend = await signUp(ctx);
  await makeFriends(ctx, owner.user.id, friend.user.id);
  const endpoint = await device(owner);
  await ctx.events.drain();
  return { owner, friend, endpoint };
}

const settingsOf = async (person: SignedUp) =>
  (await person.agent.get(`/api/users/${person.user.id}/notification-settings`).expect(200)).body as NotificationSettings;

describe('inQuietHours', () => {
  it('covers start up to end, across midnight when start is later, and nothing when they are equal', () => {
    const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    const quiet = (t: string, start: string, end: string) => inQuietHours(m(t), m(start), m(end));
    expect(['22:00', '23:59', '00:00', '07:59'].map((t) => quiet(t, '22:00', '08:00'))).toEqual([true, true, true, true]);
    expect(['08:00', '12:00', '21:59'].map((t) => quiet(t, '22:00', '08:00'))).toEqual([false, false, false]);
    expect(['13:00', '13:30', '14:00'].map((t) => quiet(t, '13:00', '14:00'))).toEqual([true, true, false]);
    expect(quiet('12:00', '12:00', '12:00')).toBe(false);
  });
});

describe('GET and PATCH /api/users/:id/notification-settings', () => {
  it('when nothing was changed, then every kind is on and the quiet hours are 22:00 to 08:00', async () => {
    const me = await signUp(ctx);
    const settings = await settingsOf(me);
    expect(Object.values(settings.push).every((on) => on)).toBe(true);
    expect(Object.keys(settings.push).sort()).toEqual(
      ['challenge_ended', 'challenge_joined', 'cheer', 'comment', 'friend_accepted', 'friend_request', 'like', 'milestone', 'nudge'],
    );
    expect(settings.quiet_hours).toEqual({ enabled: true, start: '22:00', end: '08:00' });
  });

  it('when one switch and one time change, then only they change, and the answer is the whole settings', async () => {
    const me = await signUp(ctx);
    const url = `/api/users/${me.user.id}/notification-settings`;
    const first = await me.agent.patch(url).send({ push: { like: false } }).expect(200);
    expect(first.body.push.like).toBe(false);
    expect(first.body.push.comment).toBe(true);
    const second = await me.agent.patch(url).send({ quiet_hours: { start: '23:30' } }).expect(200);
    expect(second.body.push.like).toBe(false);
    expect(second.body.quiet_hours).toEqual({ enabled: true, start: '23:30', end: '08:00' });
    expect(await settingsOf(me)).toEqual(second.body);
  });

  it('when two changes arrive at once, then each keeps the other', async () => {
    const me = await signUp(ctx);
    const url = `/api/users/${me.user.id}/notification-settings`;
    await Promise.all([me.agent.patch(url).send({ push: { like: false } }), me.agent.patch(url).send({ push: { comment: false } })]);
    const settings = await settingsOf(me);
    expect([settings.push.like, settings.push.comment]).toEqual([false, false]);
  });

  it.each([
    ['empty', {}, 'Send at least one of push, quiet_hours.'],
    ['a switch that is not a boolean', { push: { like: 'no' } }, 'push.like must be true or false.'],
    ['a kind that does not exist', { push: { likes: false } }, 'push must be an object of switches by kind'],
    ['push as 50 kB of text', { push: 'x'.repeat(50_000) }, 'push must be an object of switches by kind'],
    ['a start of 24:00', { quiet_hours: { start: '24:00' } }, 'quiet_hours.start must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    ['an end without its leading zero', { quiet_hours: { end: '7:00' } }, 'quiet_hours.end must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    ['a start of 50 kB', { quiet_hours: { start: '2'.repeat(50_000) } }, 'quiet_hours.start must be a 24-hour time HH:MM, from 00:00 to 23:59.'],
    ['enabled that is not a boolean', { quiet_hours: { enabled: 'yes' } }, 'quiet_hours.enabled must be true or false.'],
    ['a quiet hours field that does not exist', { quiet_hours: { at: '22:00' } }, 'quiet_hours must be an object of enabled, start and end.'],
  ])('when the body has %s, then 400 says what is wrong and nothing changes', async (_label, body, message) => {
    const me = await signUp(ctx);
    const before = await settingsOf(me);
    const res = await me.agent.patch(`/api/users/${me.user.id}/notification-settings`).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await settingsOf(me)).toEqual(before);
  });

  it('when the body is a megabyte, then 413 and nothing changes', async () => {
    const me = await signUp(ctx);
    const before = await settingsOf(me);
    await me.agent.patch(`/api/users/${me.user.id}/notification-settings`).send({ quiet_hours: { start: '2'.repeat(1_000_000) } }).expect(413);
    expect(await settingsOf(me)).toEqual(before);
  });

  it("when someone reads or changes another's settings, then 403; signed out, 401", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const url = `/api/users/${other.user.id}/notification-settings`;
    await me.agent.get(url).expect(403);
    await me.agent.patch(url).send({ push: { like: false } }).expect(403);
    await request(ctx.app).get(url).expect(401);
    expect((await settingsOf(other)).push.like).toBe(true);
  });
});

describe('pushes for what friends do', () => {
  it("when a friend likes a photo, then the owner's device gets the list's words and a link to the post", async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    await ctx.events.drain();
    expect(push.messages(endpoint)).toEqual([
      { title: 'Dayleaf', body: `${friend.username} liked your photo`, url: `/feed?post=${post.id}`, tag: expect.stringMatching(/^notification-/) },
    ]);
    // The one who acted has no device: nothing for them, and nothing else for the owner.
    await commentOn(owner, post.id);
    await ctx.events.drain();
    expect(push.messages(endpoint)).toHaveLength(1);
  });

  it("when the kind's switch is off, then no push, and the item still comes in the app", async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    await owner.agent.patch(`/api/users/${owner.user.id}/notification-settings`).send({ push: { comment: false } }).expect(200);
    const post = await sharePhoto(owner, photo);
    await commentOn(friend, post.id);
    await likePost(friend, post.id);
    await ctx.events.drain();
    expect(push.messages(endpoint).map((m) => m.body)).toEqual([`${friend.username} liked your photo`]);
    const items = (await owner.agent.get(`/api/users/${owner.user.id}/notifications`).expect(200)).body as { kind: string }[];
    expect(items.map((i) => i.kind).sort()).toEqual(['comment', 'like']);
  });

  it('when it is quiet hours where the recipient lives, then no push; where it is day, the push goes', async () => {
    // Two zones whose wall clocks are now inside and outside 22:00 to 08:00.
    const zones = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Tokyo', 'Asia/Kolkata', 'Europe/Berlin', 'UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'];
    const hourIn = (zone: string) => wallClock(ctx.clock.now(), zone).hour;
    const night = zones.find((z) => hourIn(z) >= 22 || hourIn(z) < 8)!;
    const day = zones.find((z) => hourIn(z) >= 9 && hourIn(z) < 21)!;
    expect([night, day].every(Boolean)).toBe(true);

    const sender = await signUp(ctx);
    const told: Record<string, string> = {};
    for (const zone of [night, day]) {
      const person = await signUp(ctx);
      await person.agent.patch(`/api/users/${person.user.id}/settings`).send({ time_zone: zone }).expect(200);
      told[zone] = await device(person);
      await askFriend(sender, person);
    }
    await ctx.events.drain();
    expect(push.messages(told[night]!)).toEqual([]);
    expect(push.messages(told[day]!).map((m) => m.body)).toEqual([`${sender.username} sent you a friend request`]);
  });

  it('when quiet hours are off, then a push goes at any hour', async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    const minute = ctx.clock.now().getUTCHours() * 60 + ctx.clock.now().getUTCMinutes();
    const hh = (m: number) => `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String((m + 1440) % 60).padStart(2, '0')}`;
    const url = `/api/users/${owner.user.id}/notification-settings`;
    // Quiet now (the owner's zone is UTC): around the present minute.
    await owner.agent.patch(url).send({ quiet_hours: { start: hh(minute - 60), end: hh(minute + 60) } }).expect(200);
    const post = await sharePhoto(owner, photo);
    await commentOn(friend, post.id, 'first');
    await ctx.events.drain();
    expect(push.messages(endpoint)).toEqual([]);
    await owner.agent.patch(url).send({ quiet_hours: { enabled: false } }).expect(200);
    await commentOn(friend, post.id, 'second');
    await ctx.events.drain();
    expect(push.messages(endpoint).map((m) => m.body)).toEqual([`${friend.username} commented on your photo`]);
  });

  it(`when more than ${SOCIAL_PUSHES_PER_DAY} acts come in one day, then ${SOCIAL_PUSHES_PER_DAY} are pushed and the rest wait in the app`, async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    const post = await sharePhoto(owner, photo);
    for (let i = 0; i < SOCIAL_PUSHES_PER_DAY + 2; i++) await commentOn(friend, post.id, `comment ${i}`);
    await ctx.events.drain();
    expect(push.messages(endpoint)).toHaveLength(SOCIAL_PUSHES_PER_DAY);
    const items = (await owner.agent.get(`/api/users/${owner.user.id}/notifications`).expect(200)).body as unknown[];
    expect(items).toHaveLength(SOCIAL_PUSHES_PER_DAY + 2);
  });

  it('when the same event is handled twice at once, as two instances would, then one push goes', async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    const { rows } = await ctx.deps.db.query<RecordedEvent>(
      `SELECT id::text, type, payload, occurred_at AS "occurredAt" FROM domain_events WHERE type = 'post.liked' AND payload->>'postId' = $1`,
      [post.id],
    );
    const handler = appEventHandlers(ctx.deps).named('notifications.like')!;
    await Promise.all([handler.handle(rows[0]!), handler.handle(rows[0]!)]);
    await ctx.events.drain();
    expect(push.messages(endpoint)).toHaveLength(1);
  });

  it('when the one who acted is blocked before the push is decided, then nothing is pushed', async () => {
    const { owner, friend, endpoint } = await friendsWithDevice();
    const post = await sharePhoto(owner, photo);
    await ctx.events.drain();
    await likePost(friend, post.id);
    await block(owner, friend);
    await ctx.events.drain();
    expect(push.messages(endpoint)).toEqual([]);
  });
});
