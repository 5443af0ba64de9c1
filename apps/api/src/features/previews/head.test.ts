import fc from 'fast-check';
import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../shared/i18n/catalogs';
import { clip, CONTROL_CHARACTERS, escapeHtml, previewHead } from './head';
import type { ChallengePreview, ProfilePreview } from './preview';

let en: I18n;
let es: I18n;
let de: I18n;
let ar: I18n;
beforeAll(async () => {
  [en, es, de, ar] = await Promise.all([textsFor('en'), textsFor('es'), textsFor('de'), textsFor('ar')]);
});

const AT = { page: 'https://dayleaf.test/challenges/x', image: 'https://dayleaf.test/api/previews/challenge/x?v=abc' };
const challenge = (name: string, description = 'Thirty minutes outside.'): ChallengePreview => ({
  kind: 'challenge',
  id: 'x',
  name,
  description,
  durationDays: 21,
  daysLeft: 12,
  participants: 8,
  daysGone: 9,
});
/** Every tag previewHead writes, each whole: a value that broke out of its attribute would leave text or a tag between them. */
const TAG = /<title>[^<>]*<\/title>|<meta (?:name|property)="[^"<>]*" content="[^"<>]*" \/>|<link rel="canonical" href="[^"<>]*" \/>/g;
const onlyTags = (head: string) => head.replace(TAG, '').replace(/\s+/g, '');
/** The text an attribute value or the title stands for, as a browser reads it back. */
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('escapeHtml', () => {
  it('when any text is escaped, then nothing in it can end an attribute, open a tag or an entity, and it reads back as the text without its control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&#\d+;/g, '')).not.toContain('&');
        expect(unescape(escaped)).toBe(text.replace(CONTROL_CHARACTERS, ''));
      }),
    );
  });
});

describe('previewHead', () => {
  it.each([
    ['quotes and brackets', `"'><script>alert(1)</script>`],
    ['the end of the title and the head', '</title></head><body>'],
    ['an entity', '&amp; &lt; &#60;'],
    ['emoji', '🏃‍♀️ Run 🧘🏽 daily 👨‍👩‍👧'],
    ['right-to-left text', 'مرحبا بالعالم · שלום'],
  ])('when the name holds %s, then every tag stays whole and the name reads back as it was', (_, name) => {
    const head = previewHead(challenge(name, name), AT, en);
    expect(onlyTags(head)).toBe('');
    const title = /<meta property="og:title" content="([^"]*)" \/>/.exec(head)![1]!;
    expect(unescape(title)).toBe(`${name} · Dayleaf challenge`);
  });

  it('when the name is any text, then every tag stays whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 300 }), (name, description) => {
        expect(onlyTags(previewHead(challenge(name, description), AT, en))).toBe('');
      }),
    );
  });

  it('when a name is a megabyte long, then the title and description are cut to a chat app\'s length at a whole character', () => {
    const head = previewHead(challenge('🏃‍♀️'.repeat(300_000)), AT, en);
    const title = /<title>([^<]*)<\/title>/.exec(head)![1]!;
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(title)]).toHaveLength(90);
    expect(title.endsWith('🏃‍♀️…')).toBe(true);
    expect(head.length).toBeLessThan(10_000);
  });

  it('when the profile is one, then its type is profile and it carries the username', () => {
    const profile: ProfilePreview = { kind: 'profile', username: 'ana', bio: 'Tea & walks', photo: null, streak: 3, trophies: 1, ownerLanguage: null };
    const head = previewHead(profile, AT, en);
    expect(head).toContain('<meta property="og:type" content="profile" />');
    expect(head).toContain('<meta property="profile:username" content="ana" />');
    expect(head).toContain('<meta name="description" content="3-day streak · 1 trophy. Tea &#38; walks" />');
  });
});

describe('previewHead in other languages', () => {
  const profile = (streak: number, trophies: number, bio = ''): ProfilePreview => ({ kind: 'profile', username: 'ana', bio, photo: null, streak, trophies, ownerLanguage: null });
  const description = (head: string) => /<meta name="description" content="([^"]*)" \/>/.exec(head)![1]!;
  const title = (head: string) => /<title>([^<]*)<\/title>/.exec(head)![1]!;

  it('when the texts are Spanish, then the title, the figures and their counts are Spanish', () => {
    expect(title(previewHead(profile(1, 0), AT, es))).toBe('ana en Dayleaf');
    expect(description(previewHead(profile(1, 0), AT, es))).toBe('racha de 1 día · Aún sin trofeos. Sigue los días de ana en Dayleaf.');
    expect(description(previewHead(profile(12, 3, 'Té y paseos'), AT, es))).toBe('racha de 12 días · 3 trofeos. Té y paseos');
    expect(title(previewHead(challenge('Caminar'), AT, es))).toBe('Caminar · reto de Dayleaf');
    expect(description(previewHead(challenge('Caminar'), AT, es))).toBe('reto de 21 días · quedan 12 días · 8 participantes. Thirty minutes outside.');
  });

  it('when the texts are German, then so are the tags', () => {
    expect(description(previewHead(profile(1, 1), AT, de))).toBe('1 Tag in Folge · 1 Trophäe. Folge den Tagen von ana auf Dayleaf.');
    expect(description(previewHead({ ...challenge('Gehen'), daysLeft: 1, participants: 1 }, AT, de))).toBe('21-Tage-Challenge · noch 1 Tag · 1 Person macht mit. Thirty minutes outside.');
  });

  it('when the texts are Arabic, then the tags are Arabic, each count in its own plural form', () => {
    const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(title(previewHead(profile(2, 2), AT, ar))).toBe('ana على Dayleaf');
    expect(description(previewHead(profile(2, 2), AT, ar))).toBe('سلسلة يومين · كأسان. تابع أيام ana على Dayleaf.');
    expect(description(previewHead(profile(3, 11), AT, ar))).toBe(`سلسلة ${arabic(3)} أيام · ${arabic(11)} كأسًا. تابع أيام ana على Dayleaf.`);
  });

  it('when the preview is the generic one, then it speaks the language too, English as the build writes it', () => {
    expect(description(previewHead(null, AT, en))).toBe('Dayleaf: small daily tasks, streaks and challenges with friends.');
    expect(description(previewHead(null, AT, de))).toBe('Dayleaf: kleine tägliche Aufgaben, Serien und Challenges mit Freunden.');
  });
});

describe('clip', () => {
  it('when text is within the length, then it is the same text on one line', () => {
    expect(clip('  a\n b  ', 10)).toBe('a b');
  });
});
