import { describe, expect, it } from 'vitest';
import type { CardDay, ShareCardContent } from './card-content';
import { CARD_HEIGHT, CARD_WIDTH, fitLine, layoutCard, wrapLines, type Font, type Op } from './card-layout';

/** A measure like a sans-serif's: each character about 0.55 of the size wide (an emoji a whole size). */
const measure = (text: string, font: Font) => Array.from(text).reduce((width, ch) => width + (ch.codePointAt(0)! > 0x2000 ? 1 : 0.55) * font.size, 0);

const texts = (ops: Op[]) => ops.filter((op): op is Extract<Op, { kind: 'text' }> => op.kind === 'text');

const year = (weeks: number, state: CardDay = 'done'): CardDay[][] => Array.from({ length: weeks }, () => Array.from({ length: 7 }, () => state));

const streak = (overrides: Partial<ShareCardContent> = {}): ShareCardContent => ({
  person: { name: 'lena', photoUrl: null },
  eyebrow: 'Streak milestone',
  hero: { value: '30', emoji: '🔥', label: 'days in a row' },
  note: 'A month of showing up. That is a real habit now.',
  stats: [{ value: '280', label: 'days done' }],
  year: { weeks: year(53), label: 'The last 12 months' },
  link: 'dayleaf.app/profile/lena',
  brand: '🌿 Dayleaf',
  ...overrides,
});

/** Every op lies inside the card. */
function inside(op: Op): boolean {
  switch (op.kind) {
    case 'circle':
      return true;
    case 'photo':
      return op.cx - op.r >= 0 && op.cx + op.r <= CARD_WIDTH && op.cy - op.r >= 0;
    case 'text': {
      const width = measure(op.text, op.font);
      const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - width : op.x - width / 2;
      return left >= 0 && left + width <= CARD_WIDTH + 0.5 && op.y > 0 && op.y <= CARD_HEIGHT;
    }
    default:
      return op.x >= 0 && op.y >= 0 && op.x + op.w <= CARD_WIDTH + 0.5 && op.y + op.h <= CARD_HEIGHT + 0.5;
  }
}

describe('layoutCard', () => {
  it('is 1080 x 1350, whatever the screen, and draws the streak number large with its emoji and words', () => {
    const layout = layoutCard(streak(), measure);
    expect([layout.width, layout.height]).toEqual([1080, 1350]);
    const lines = texts(layout.ops);
    const number = lines.find((op) => op.text === '30')!;
    expect(number.font.size).toBeGreaterThanOrEqual(200);
    expect(number.color).toBe('primary');
    expect(lines.map((op) => op.text)).toEqual(expect.arrayContaining(['lena', 'Streak milestone', '🔥', 'days in a row', '280', 'days done', 'The last 12 months', 'dayleaf.app/profile/lena', '🌿 Dayleaf']));
    // Everything else is smaller than the number.
    expect(Math.max(...lines.filter((op) => op !== number && op.text !== '🔥').map((op) => op.font.size))).toBeLessThan(number.font.size / 3);
    expect(layout.ops.every(inside)).toBe(true);
  });

  it('draws the year as one square per date, in its state, under the figure and above the foot', () => {
    const weeks = year(53);
    weeks[52] = ['done', 'frozen', 'break', 'missed', 'today', null, null];
    weeks[0]![0] = 'none';
    const layout = layoutCard(streak({ year: { weeks, label: 'The last 12 months' } }), measure);
    const squares = layout.ops.filter((op) => ['rect', 'ring', 'hatch'].includes(op.kind) && 'w' in op && op.w < 20);
    expect(squares).toHaveLength(53 * 7 - 2);
    expect(squares.filter((op) => op.kind === 'hatch')).toHaveLength(1);
    expect(squares.filter((op) => op.kind === 'ring')).toHaveLength(2);
    const number = texts(layout.ops).find((op) => op.text === '30')!;
    const link = texts(layout.ops).find((op) => op.text === 'dayleaf.app/profile/lena')!;
    for (const square of squares) {
      if (!('y' in square)) continue;
      expect(square.y).toBeGreaterThan(number.y);
      expect(square.y).toBeLessThan(link.y - 40);
    }
  });

  it('a 365-day streak is as large and fits the card', () => {
    const layout = layoutCard(streak({ hero: { value: '365', emoji: '🔥', label: 'days in a row' } }), measure);
    const number = texts(layout.ops).find((op) => op.text === '365')!;
    expect(number.font.size).toBeGreaterThanOrEqual(200);
    expect(layout.ops.every(inside)).toBe(true);
  });

  it('a long name is cut with an ellipsis to fit beside the photo', () => {
    const name = 'a_very_long_username_of_29ch';
    const layout = layoutCard(streak({ person: { name: name.repeat(3), photoUrl: null } }), measure);
    const shown = texts(layout.ops).find((op) => op.text.startsWith('a_very'))!;
    expect(shown.text.endsWith('…')).toBe(true);
    expect(shown.text.length).toBeLessThan(name.length * 3);
    expect(layout.ops.every(inside)).toBe(true);
  });

  it('with no photo, the initial of the name is drawn in its place', () => {
    const photo = layoutCard(streak({ person: { name: 'émile', photoUrl: null } }), measure).ops.find((op) => op.kind === 'photo');
    expect(photo).toMatchObject({ kind: 'photo', initial: 'É' });
  });

  it("a challenge's card has its name on at most two lines, the place with its medal, and the days as a bar", () => {
    const layout = layoutCard(
      {
        person: { name: 'ben', photoUrl: null },
        eyebrow: 'Challenge result',
        title: '🏃‍♀️ Morning run club with the whole neighbourhood, every day before work, rain or shine',
        hero: { value: '2nd', emoji: '🥈', label: 'place of 6' },
        progress: { done: 12, of: 14, label: '12 of 14 days' },
        link: 'dayleaf.app/challenges/c1',
        brand: '🌿 Dayleaf',
      },
      measure,
    );
    const lines = texts(layout.ops).map((op) => op.text);
    const title = lines.filter((text) => text.startsWith('🏃‍♀️') || text.includes('rain') || text.endsWith('…'));
    expect(title.length).toBeLessThanOrEqual(2);
    expect(lines[lines.indexOf('2nd') + 1]).toBe('🥈');
    expect(lines).toEqual(expect.arrayContaining(['place of 6', '12 of 14 days']));
    const bars = layout.ops.filter((op) => op.kind === 'rect' && op.h === 28);
    expect(bars).toHaveLength(2);
    expect((bars[1] as { w: number }).w / (bars[0] as { w: number }).w).toBeCloseTo(12 / 14, 5);
    expect(layout.ops.every(inside)).toBe(true);
  });

  it('right to left, the layout is mirrored: the photo on the right, lines ending at the right edge', () => {
    const ltr = layoutCard(streak(), measure);
    const rtl = layoutCard(streak({ direction: 'rtl' }), measure);
    expect(rtl.direction).toBe('rtl');
    const photo = (ops: Op[]) => ops.find((op) => op.kind === 'photo') as { cx: number };
    expect(photo(rtl.ops).cx).toBe(CARD_WIDTH - photo(ltr.ops).cx);
    const name = texts(rtl.ops).find((op) => op.text === 'lena')!;
    expect(name.align).toBe('right');
    expect(rtl.ops.every(inside)).toBe(true);
  });
});

describe('fitLine and wrapLines', () => {
  const font = { size: 20, weight: 400 };
  it('keeps a line that fits, and cuts one that does not at a whole character, emoji included', () => {
    expect(fitLine('short', font, 200, measure)).toBe('short');
    const cut = fitLine('👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦 family', font, 60, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut, font)).toBeLessThanOrEqual(60);
  });

  it('breaks between words and cuts the last line allowed', () => {
    const lines = wrapLines('one two three four five six seven eight nine ten', font, 100, 2, measure);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('one two');
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapLines('one two', font, 100, 2, measure)).toEqual(['one two']);
  });
});
