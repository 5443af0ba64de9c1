import { RIGHT_TO_LEFT, type Language } from '@dayleaf/contracts';
import type { I18n } from '@lingui/core';
import { PHOTO_SLOT, type CardChild, type CardNode } from '../../shared/photos/card-drawing';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './head';
import type { ChallengePreview, Preview, ProfilePreview } from './preview';
import { challengeLabel, dayOfText, daysLeftText, SITE_NAME, streakText, taglineText, takingPartText, trophiesText } from './texts';

/** The light theme's colours (apps/web/src/styles.css), as hex: the card is the app's own look. */
const C = {
  background: '#f5faf7',
  card: '#ffffff',
  foreground: '#172620',
  muted: '#45735c',
  border: '#d6e1d9',
  primary: '#297a4c',
  secondary: '#dfece3',
  goldSoft: '#fdf6e2',
  gold: '#9f5704',
  flame: '#b8440a',
  brand: '#2f8f5b',
  leaf: '#e9f7ee',
};

/** The leaf of the app's icon (apps/web/public/icon.svg). */
const LEAF_PATH = 'M46 16C28 16 18 26 18 40c0 3 1 6 2 8 3-10 10-17 20-21-8 6-13 13-15 22 2 1 5 1 7 1 14 0 18-14 14-34z';

type Style = Record<string, string | number>;
/** The background's margin around the white panel. */
const MARGIN = 36;
/** The panel's text stays this wide, clear of the corner's leaf. */
const BODY_WIDTH = 800;
const div = (style: Style, ...children: CardChild[]): CardNode => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/**
 * How a card reads: right to left, satori lays every row out from the right and orders each line's words (CSS
 * `direction`), and the corner's leaf moves to the left. A left-to-right card's styles are exactly the ones it always
 * had, so its image keeps its bytes.
 */
interface Reading {
  /** The root's style for the direction. */
  root: Style;
  /** `position`'s left and right swapped, right to left. */
  side(position: Style): Style;
  /**
   * The style of a person's own words (a name): they read in the direction of their first letter, as `dir="auto"`
   * has them in the app, and still sit at the start of the card's lines.
   */
  own(text: string): Style;
}

/** A letter of a right-to-left script (Hebrew, Arabic and their presentation forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const firstLetterReadsRightToLeft = (text: string) => RIGHT_TO_LEFT_LETTER.test(text.match(/\p{L}/u)?.[0] ?? '');

function readingOf(language: Language): Reading {
  const rightToLeft = RIGHT_TO_LEFT.includes(language);
  const own = (text: string): Style =>
    firstLetterReadsRightToLeft(text) === rightToLeft ? {} : { direction: rightToLeft ? 'ltr' : 'rtl', textAlign: rightToLeft ? 'right' : 'left' };
  if (!rightToLeft) return { root: {}, side: (p) => p, own };
  return {
    root: { direction: 'rtl' },
    side: ({ left, right, ...rest }) => ({ ...rest, ...(right !== undefined ? { left: right } : {}), ...(left !== undefined ? { right: left } : {}) }),
    own,
  };
}

function mark(size: number): CardNode {
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: '0 0 64 64',
      children: [
        { type: 'rect', props: { width: 64, height: 64, rx: 14, fill: C.brand } },
        { type: 'path', props: { d: LEAF_PATH, fill: C.leaf } },
      ],
    },
  };
}

/**
 * A large leaf in the corner, in the secondary colour, as the falling leaves sit behind the app. satori paints a
 * positioned element over its siblings, so the text keeps clear of it (BODY_WIDTH).
 */
const backdropLeaf = (r: Reading, size: number, position: Style): CardNode => ({
  type: 'svg',
  props: {
    width: size,
    height: size,
    viewBox: '14 12 40 40',
    style: { position: 'absolute', ...r.side(position) },
    children: [{ type: 'path', props: { d: LEAF_PATH, fill: C.secondary } }],
  },
});

const brand = () => div({ alignItems: 'center', gap: 18 }, mark(60), div({ fontSize: 36, fontWeight: 700, color: C.foreground }, SITE_NAME));

const pill = (text: string, colours: { background: string; color: string }) =>
  div({ alignItems: 'center', padding: '12px 26px', borderRadius: 999, fontSize: 34, fontWeight: 700, ...colours }, text);

/** The card: the app's background, a white panel with the brand on top and the object below, the tagline at the foot. */
function frame(t: I18n, r: Reading, ...body: CardChild[]): CardNode {
  return div(
    { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, background: C.background, alignItems: 'center', justifyContent: 'center', ...r.root },
    div(
      {
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: IMAGE_WIDTH - 2 * MARGIN,
        height: IMAGE_HEIGHT - 2 * MARGIN,
        boxSizing: 'border-box',
        overflow: 'hidden',
        backgroundColor: C.card,
        position: 'relative',
        border: `2px solid ${C.border}`,
        borderRadius: 36,
        padding: '40px 56px',
      },
      backdropLeaf(r, 420, { right: -130, bottom: -170 }),
      brand(),
      ...body,
      div({ fontSize: 28, color: C.muted }, taglineText(t)),
    ),
  );
}

function profileCard(t: I18n, r: Reading, p: ProfilePreview): CardNode {
  const side = 208;
  const avatar = div(
    { width: side, height: side, borderRadius: side / 2, background: C.primary, alignItems: 'center', justifyContent: 'center', position: 'relative', flexShrink: 0 },
    div({ fontSize: 104, fontWeight: 700, color: C.leaf }, p.username.slice(0, 1).toUpperCase()),
    ...(p.photo ? [{ type: 'img' as const, props: { src: PHOTO_SLOT, width: side, height: side, style: { position: 'absolute', top: 0, left: 0, borderRadius: side / 2 } } }] : []),
  );
  // A name is up to 30 letters without a space: it gets smaller to stay on one line (a bold letter is about 0.6 em).
  const nameSize = Math.max(40, Math.min(76, Math.floor(760 / (p.username.length * 0.6))));
  return frame(
    t,
    r,
    div(
      { alignItems: 'center', gap: 48 },
      avatar,
      div(
        { flexDirection: 'column', gap: 24, flexGrow: 1, minWidth: 0 },
        div({ fontSize: nameSize, fontWeight: 700, color: C.foreground, lineHeight: 1.1, wordBreak: 'break-all', ...r.own(p.username) }, p.username),
        div(
          { gap: 18, flexWrap: 'wrap' },
          pill(`🔥 ${streakText(t, p.streak)}`, { background: C.goldSoft, color: C.flame }),
          pill(`🏆 ${trophiesText(t, p.trophies)}`, { background: C.secondary, color: C.gold }),
        ),
      ),
    ),
  );
}

function challengeCard(t: I18n, r: Reading, c: ChallengePreview): CardNode {
  const share = c.durationDays > 0 ? c.daysGone / c.durationDays : 0;
  return frame(
    t,
    r,
    div(
      { flexDirection: 'column', gap: 22, width: BODY_WIDTH },
      div({}, pill(challengeLabel(t, c).toLocaleUpperCase(t.locale), { background: C.secondary, color: C.primary })),
      { type: 'div', props: { style: { display: 'block', fontSize: 64, fontWeight: 700, color: C.foreground, lineHeight: 1.15, lineClamp: 2, ...r.own(c.name) }, children: c.name } },
      div(
        { alignItems: 'center', gap: 28, fontSize: 34, color: C.muted, fontWeight: 700 },
        div({}, daysLeftText(t, c)),
        div({ color: C.border }, '•'),
        div({}, takingPartText(t, c.participants)),
      ),
      div(
        { alignItems: 'center', gap: 24 },
        div(
          { flexGrow: 1, height: 22, borderRadius: 11, background: C.secondary, overflow: 'hidden' },
          div({ width: `${Math.round(share * 100)}%`, height: '100%', background: C.primary, borderRadius: 11 }),
        ),
        div({ fontSize: 30, color: C.muted, fontWeight: 700 }, dayOfText(t, c)),
      ),
    ),
  );
}

function genericCard(t: I18n, r: Reading): CardNode {
  return div(
    {
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      backgroundColor: C.background,
      position: 'relative',
      alignItems: 'center',
      justifyContent: 'center',
      ...r.root,
    },
    backdropLeaf(r, 380, { right: -110, bottom: -150 }),
    div(
      { flexDirection: 'column', alignItems: 'center', gap: 28 },
      mark(168),
      div({ fontSize: 96, fontWeight: 700, color: C.foreground }, SITE_NAME),
      div({ fontSize: 34, color: C.muted }, taglineText(t)),
    ),
  );
}

/**
 * The card of a preview, or the generic one, with the words of `language` (`t` speaks it), laid out as it reads; its
 * photo, when it has one, goes in PHOTO_SLOT.
 */
export function cardOf(preview: Preview | null, t: I18n, language: Language): CardNode {
  const r = readingOf(language);
  if (!preview) return genericCard(t, r);
  return preview.kind === 'profile' ? profileCard(t, r, preview) : challengeCard(t, r, preview);
}
