import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { createChallenge, joinChallenge } from '../../../test/factories/challenges';
import { block } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { makePrivate, setProfilePhoto, setStreak } from '../../../test/factories/users';

/** A built page as the web build writes it: the generic title and description the tags replace. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-previews-dist-'));
const BUILT_HEAD =
  '<meta charset="UTF-8" />\n    <meta name="description" content="Dayleaf: small daily tasks, streaks and challenges with friends." />\n    <title>Dayleaf</title>\n    <script type="module" src="/assets/index-abc123.js"></script>';

let ctx: TestContext;
let ana: SignedUp;
let pia: SignedUp;
let ben: SignedUp;
beforeAll(async () => {
  // Each first screen's scripts (the web build's list): the page's one part that differs with a session.
  const preloads = { screens: [{ path: '/profile/:username', signedIn: ['/assets/public-profile-C3.js', '/assets/first-data-D4.js'], signedOut: ['/assets/public-profile-C3.js'] }] };
  writeFileSync(path.join(dist, 'first-screen-preloads.json'), JSON.stringify(preloads));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="en"><head>\n    ${BUILT_HEAD}\n  </head><body><div id="root"></div></body></html>`);
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
  [ana, pia, ben] = [await signUp(ctx, 'ana_preview'), await signUp(ctx, 'pia_private'), await signUp(ctx, 'ben_blocked')];
  await setStreak(ctx, ana.user.id, 12, ctx.clock.now().toISOString().slice(0, 10));
  await makePrivate(pia);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const meta = (html: string, name: string) => {
  const found = [...head(html).matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)" \/>/g)].filter((m) => m[1] === name);
  expect(found, name).toHaveLength(1);
  return found[0]![2]!;
};
/** The page as a signed-out visitor (a crawler) gets it, or as `as` with their session. */
const page = async (url: string, as?: SignedUp) => {
  // One host for every request: supertest listens on a new port each time, and the tags' addresses name the host.
  const res = await (as ? as.agent : request(ctx.app)).get(url).set('Host', 'dayleaf.test').expect(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.text;
};
/** The page without its module preloads, the one part that differs with a session (app-page.ts). */
const withoutPreloads = (html: string) => html.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((m) => m[1]);
/** The width and height a PNG's header states (IHDR, right after the signature). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};
const image = (url: string) =>
  request(ctx.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('GET /profile/:username (the page a shared profile link opens)', () => {
  it('when the profile is public, then the page carries its title, description, image, address and card tags, in place of the generic ones', async () => {
    const html = await page('/profile/ana_preview');
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain('<title>ana_preview on Dayleaf</title>');
    expect(head(html).match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toContain('12-day streak');
    expect(meta(html, 'og:title')).toBe('ana_preview on Dayleaf');
    expect(meta(html, 'og:description')).toBe('12-day streak · No trophies yet. Follow ana_preview&#39;s days on Dayleaf.');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:site_name')).toBe('Dayleaf');
    expect(meta(html, 'og:url')).toMatch(/^http:\/\/dayleaf\.test\/profile\/ana_preview$/);
    expect(head(html)).toContain(`<link rel="canonical" href="${meta(html, 'og:url')}" />`);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/dayleaf\.test\/api\/previews\/profile\/ana_preview\?v=[\w-]{16}$/);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('ana_preview on Dayleaf: 12-day streak · No trophies yet');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    // The rest of the page is the build's.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('when the name is written in other capitals, then the tags name the account as it is spelt', async () => {
    const html = await page('/profile/ANA_Preview');
    expect(meta(html, 'og:title')).toBe('ana_preview on Dayleaf');
    expect(meta(html, 'og:url')).toMatch(/\/profile\/ana_preview$/);
  });

  it('when the profile is private, then the page has the generic tags, the same as for a missing profile, and nothing of the account', async () => {
    const privateHtml = await page('/profile/pia_private');
    // Asked by a friend, the page is the same: it is one page for everyone.
    expect(withoutPreloads(await page('/profile/pia_private', pia))).toBe(withoutPreloads(privateHtml));
    const missingHtml = await page('/profile/nobody_here');
    expect(privateHtml).toBe(missingHtml);
    expect(privateHtml).not.toContain('pia_private');
    expect(meta(privateHtml, 'og:title')).toBe('Dayleaf');
    expect(meta(privateHtml, 'description')).toBe('Dayleaf: small daily tasks, streaks and challenges with friends.');
    expect(meta(privateHtml, 'og:url')).toMatch(/^http:\/\/dayleaf\.test\/$/);
    expect(meta(privateHtml, 'og:image')).toMatch(/\/api\/previews\/profile\/-\?v=generic$/);
    expect(meta(privateHtml, 'twitter:card')).toBe('summary_large_image');
  });

  it('when the profile is missing or the name could be nobody\'s (too long, other characters), then the generic tags', async () => {
    const generic = await page('/profile/nobody_here');
    expect(await page(`/profile/${'a'.repeat(5000)}`)).toBe(generic);
    expect(await page('/profile/%E2%80%AEevil%22%3E%3Cscript%3E')).toBe(generic);
  });

  it('when the account blocked the visitor, then the page is still its public preview, the same whatever cookie comes (a crawler has no session, so the page is one for everyone)', async () => {
    await block(ana, ben);
    const signedOut = await page('/profile/ana_preview');
    const asBlocked = await page('/profile/ana_preview', ben);
    const asOwner = await page('/profile/ana_preview', ana);
    // The sessions were sent: the signed-in screen's preloads came with them.
    expect(preloadsOf(signedOut)).toEqual(['/assets/public-profile-C3.js']);
    expect(preloadsOf(asBlocked)).toEqual(['/assets/public-profile-C3.js', '/assets/first-data-D4.js']);
    expect(withoutPreloads(asBlocked)).toBe(withoutPreloads(signedOut));
    expect(withoutPreloads(asOwner)).toBe(withoutPreloads(signedOut));
    expect(meta(signedOut, 'og:title')).toBe('ana_preview on Dayleaf');
  });

  it('when a path shows no preview, then the page is the build\'s, untouched', async () => {
    const html = await page('/feed');
    expect(html).toContain(BUILT_HEAD);
    expect(html).not.toContain('og:title');
  });
});

describe('GET /challenges/:id (the page a shared challenge link opens)', () => {
  it('when the challenge is running, then the tags name it with its length, days left and how many take part', async () => {
    const challenge = await createChallenge(pia, { name: 'Walk at dawn', description: 'Thirty minutes outside.', duration_days: 21 });
    await joinChallenge(ben, challenge.id);
    const html = await page(`/challenges/${challenge.id}`);
    expect(meta(html, 'og:title')).toBe('Walk at dawn · Dayleaf challenge');
    expect(meta(html, 'og:description')).toBe('21-day challenge · 21 days left · 2 people taking part. Thirty minutes outside.');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/challenges/${challenge.id}$`));
    expect(meta(html, 'og:image')).toMatch(new RegExp(`/api/previews/challenge/${challenge.id}\\?v=[\\w-]{16}$`));
    // Who made it and who takes part are not the preview's: pia is private, ben a stranger to a crawler.
    expect(html).not.toContain('pia_private');
    expect(html).not.toContain('ben_blocked');
  });

  it('when the creator blocked the visitor, then the page is the same as signed out: the global list shows it to anyone without a block, which a crawler never has', async () => {
    const challenge = await createChallenge(ana, { name: 'No sugar' });
    const signedOut = await page(`/challenges/${challenge.id}`);
    expect(meta(signedOut, 'og:title')).toBe('No sugar · Dayleaf challenge');
    expect(await page(`/challenges/${challenge.id}`, ben)).toBe(signedOut);
  });

  it('when it ended, then the tags say so', async () => {
    const challenge = await createChallenge(ana, { name: 'Old one', duration_days: 7 });
    ctx.clock.advance(8 * 86_400_000);
    const html = await page(`/challenges/${challenge.id}`);
    expect(meta(html, 'og:description')).toContain('Challenge Ended');
  });

  it('when the challenge is missing or the id is not one, then the generic tags', async () => {
    const generic = withoutPreloads(await page('/profile/nobody_here'));
    expect(await page('/challenges/6f1c1c2e-8d1b-4c55-9a53-0e3a5d6f7a81')).toBe(generic);
    expect(await page('/challenges/not-an-id')).toBe(generic);
  });

  it('when the name is hostile, then every character stays text inside its attribute and the title', async () => {
    const name = `"'><script>alert(1)</script></title></head>&amp; 🏃‍♀️ مرحبا`;
    const challenge = await createChallenge(ana, { name, description: '<b>bold</b> & "quoted"' });
    const html = await page(`/challenges/${challenge.id}`);
    const tags = head(html);
    expect(tags).not.toContain('<script>alert');
    expect(tags).not.toContain('</title></head>');
    expect(tags.match(/<title>/g)).toHaveLength(1);
    expect(tags.match(/<\/title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('&#34;&#39;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;/title&#62;&#60;/head&#62;&#38;amp; 🏃‍♀️ مرحبا · Dayleaf challenge');
    expect(meta(html, 'og:description')).toContain('&#60;b&#62;bold&#60;/b&#62; &#38; &#34;quoted&#34;');
    // The page's own head still closes once, where the build closes it.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('GET /api/previews/profile/:username', () => {
  it('when the profile is public, then a 1200x630 PNG, public for five minutes, with an ETag that a second ask answers 304 to', async () => {
    const res = await image('/api/previews/profile/ana_preview').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['etag']).toMatch(/^"[\w-]{16}"$/);
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    await request(ctx.app).get('/api/previews/profile/ana_preview').set('If-None-Match', res.headers['etag']!).expect(304);
    // The version the page's tags name is this image's ETag.
    const html = await page('/profile/ana_preview');
    expect(meta(html, 'og:image')).toContain(`?v=${res.headers['etag']!.slice(1, -1)}`);
  });

  it('when the profile has a photo, then its image differs from the one with the initial, and is 1200x630 too', async () => {
    const before = await image('/api/previews/profile/ben_blocked').expect(200);
    await setProfilePhoto(ben, await jpegPhoto(400, 400, '#c84'));
    ctx.clock.advance(61_000);
    const after = await image('/api/previews/profile/ben_blocked').expect(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(pngSize(after.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('when the profile is private, then the generic image, the same bytes as for a missing one: never a 404 that tells them apart', async () => {
    const privateOne = await image('/api/previews/profile/pia_private').expect(200);
    const missing = await image('/api/previews/profile/nobody_here').expect(200);
    expect(privateOne.headers['etag']).toBe('"generic"');
    expect(missing.headers['etag']).toBe('"generic"');
    expect(Buffer.compare(privateOne.body as Buffer, missing.body as Buffer)).toBe(0);
    expect(pngSize(privateOne.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('when the streak changes, then within a minute the image has a new ETag', async () => {
    const before = await image('/api/previews/profile/ana_preview').expect(200);
    await setStreak(ctx, ana.user.id, 13, ctx.clock.now().toISOString().slice(0, 10));
    ctx.clock.advance(61_000);
    const after = await image('/api/previews/profile/ana_preview').expect(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('when the name or the version is far past its limit, then 400 naming it', async () => {
    const long = await request(ctx.app).get(`/api/previews/profile/${'a'.repeat(5000)}`).expect(400);
    expect(long.body.error).toBe('That username is too long.');
    const version = await request(ctx.app).get(`/api/previews/profile/ana_preview?v=${'v'.repeat(1_000_000)}`);
    // Past the server's header limit the request never reaches the route; under it, the contract refuses it.
    expect([400, 414, 431]).toContain(version.status);
    const underHeaderLimit = await request(ctx.app).get(`/api/previews/profile/ana_preview?v=${'v'.repeat(5000)}`).expect(400);
    expect(underHeaderLimit.body.error).toBe('That preview version is too long.');
  });
});

describe('GET /api/previews/challenge/:id', () => {
  it('when the challenge exists, then a 1200x630 PNG; a missing one the generic image', async () => {
    const challenge = await createChallenge(ana, { name: 'Stretch 🧘 daily', duration_days: 14 });
    const res = await image(`/api/previews/challenge/${challenge.id}`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    const missing = await image('/api/previews/challenge/6f1c1c2e-8d1b-4c55-9a53-0e3a5d6f7a81').expect(200);
    expect(missing.headers['etag']).toBe('"generic"');
  });

  it('when the id is not one, then 400', async () => {
    await request(ctx.app).get('/api/previews/challenge/not-an-id').expect(400);
  });
});

describe('the preview\'s language', () => {
  let eva: SignedUp;
  let walk: { id: string };
  beforeAll(async () => {
    eva = await signUp(ctx, 'eva_languages');
    await setStreak(ctx, eva.user.id, 5, ctx.clock.now().toISOString().slice(0, 10));
    // By then she has earned two trophies.
    walk = await createChallenge(eva, { name: 'Walk', description: 'Outside.', duration_days: 21 });
  });

  /** The page as a crawler asking in `language` (its Accept-Language) gets it. */
  const pageIn = async (url: string, language?: string) => {
    const ask = request(ctx.app).get(url).set('Host', 'dayleaf.test');
    const res = await (language === undefined ? ask : ask.set('Accept-Language', language)).expect(200);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    return res.text;
  };

  it('when the request names Spanish, German or Arabic, then the tags are in it', async () => {
    const es = await pageIn('/profile/eva_languages', 'es-ES,es;q=0.9,en;q=0.5');
    expect(meta(es, 'og:title')).toBe('eva_languages en Dayleaf');
    expect(meta(es, 'og:description')).toBe('racha de 5 días · 2 trofeos. Sigue los días de eva_languages en Dayleaf.');
    expect(meta(es, 'og:image:alt')).toBe('eva_languages en Dayleaf: racha de 5 días · 2 trofeos');
    const de = await pageIn(`/challenges/${walk.id}`, 'de');
    expect(meta(de, 'og:title')).toBe('Walk · Dayleaf-Challenge');
    expect(meta(de, 'og:description')).toBe('21-Tage-Challenge · noch 21 Tage · 1 Person macht mit. Outside.');
    const ar = await pageIn('/profile/eva_languages', 'ar');
    expect(meta(ar, 'og:title')).toBe('eva_languages على Dayleaf');
    expect(meta(ar, 'og:description')).toBe(`سلسلة ${new Intl.NumberFormat('ar').format(5)} أيام · كأسان. تابع أيام eva_languages على Dayleaf.`);
  });

  it('when the request names no language Dayleaf speaks, or none, then English, byte for byte as without languages', async () => {
    const english = await pageIn('/profile/eva_languages');
    expect(meta(english, 'og:description')).toBe('5-day streak · 2 trophies. Follow eva_languages&#39;s days on Dayleaf.');
    expect(await pageIn('/profile/eva_languages', 'fr-FR, fr;q=0.9')).toBe(english);
    expect(await pageIn('/profile/eva_languages', 'en-GB')).toBe(english);
    const challenge = await pageIn(`/challenges/${walk.id}`, 'ja');
    expect(meta(challenge, 'og:description')).toBe('21-day challenge · 21 days left · 1 person taking part. Outside.');
    expect(meta(challenge, 'og:image')).toMatch(/\?v=[\w-]{16}$/);
  });

  it('when one language was asked for, then the next request in another gets its own tags, not the kept ones', async () => {
    for (const [language, title] of [
      ['es', 'eva_languages en Dayleaf'],
      ['de', 'eva_languages auf Dayleaf'],
      [undefined, 'eva_languages on Dayleaf'],
      ['es', 'eva_languages en Dayleaf'],
    ] as const) {
      expect(meta(await pageIn('/profile/eva_languages', language), 'og:title'), language).toBe(title);
    }
    expect(meta(await pageIn(`/challenges/${walk.id}`, 'es'), 'og:title')).toBe('Walk · reto de Dayleaf');
    expect(meta(await pageIn(`/challenges/${walk.id}`), 'og:title')).toBe('Walk · Dayleaf challenge');
  });

  it('when the request names none, then a profile speaks its owner\'s language; a challenge English', async () => {
    await eva.agent.patch(`/api/users/${eva.user.id}/settings`).send({ language: 'de' }).expect(200);
    ctx.clock.advance(61_000);
    expect(meta(await pageIn('/profile/eva_languages'), 'og:title')).toBe('eva_languages auf Dayleaf');
    expect(meta(await pageIn('/profile/eva_languages', 'fr'), 'og:title')).toBe('eva_languages auf Dayleaf');
    // The request's own language comes first.
    expect(meta(await pageIn('/profile/eva_languages', 'es'), 'og:title')).toBe('eva_languages en Dayleaf');
    expect(meta(await pageIn(`/challenges/${walk.id}`), 'og:title')).toBe('Walk · Dayleaf challenge');
    await eva.agent.patch(`/api/users/${eva.user.id}/settings`).send({ language: null }).expect(200);
    ctx.clock.advance(61_000);
  });

  it('when the tags are Spanish, then their image is the Spanish one, kept apart from the English one by its version', async () => {
    const es = await pageIn(`/challenges/${walk.id}`, 'es');
    const address = new URL(meta(es, 'og:image').replaceAll('&#38;', '&'));
    expect(address.searchParams.get('lang')).toBe('es');
    const spanish = await image(address.pathname + address.search).expect(200);
    expect(spanish.headers['etag']).toBe(`"${address.searchParams.get('v')}"`);
    expect(spanish.headers['etag']).toMatch(/^"[\w-]{16}-es"$/);
    const english = await image(`/api/previews/challenge/${walk.id}`).expect(200);
    expect(english.headers['etag']).toMatch(/^"[\w-]{16}"$/);
    expect(Buffer.compare(spanish.body as Buffer, english.body as Buffer)).not.toBe(0);
    expect(pngSize(spanish.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('when the tags are Arabic, then their image is the Arabic one, drawn right to left and kept apart by its version', async () => {
    const ar = await pageIn(`/challenges/${walk.id}`, 'ar');
    const address = new URL(meta(ar, 'og:image').replaceAll('&#38;', '&'));
    expect(address.searchParams.get('lang')).toBe('ar');
    const arabic = await image(address.pathname + address.search).expect(200);
    expect(arabic.headers['etag']).toMatch(/^"[\w-]{16}-ar"$/);
    const english = await image(`/api/previews/challenge/${walk.id}`).expect(200);
    expect(Buffer.compare(arabic.body as Buffer, english.body as Buffer)).not.toBe(0);
    expect(pngSize(arabic.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('when the image names a language Dayleaf does not speak, then 400', async () => {
    await request(ctx.app).get(`/api/previews/challenge/${walk.id}?lang=fr`).expect(400);
  });
});
