import type { CardDay, ShareCardContent } from './card-content';

/**
 * Where everything on a share card goes, as a list of shapes and text lines in the card's own pixels: a pure function
 * of the content and a text measure, so it is tested without a canvas; paint-card.ts only carries the list out.
 *
 * 1080 x 1350 (4:5): the tallest shape feeds show whole, a story frames it with room above and below, and chat apps
 * show a portrait image large. A 1200 x 630 card is a link preview's shape, which the server draws for the links.
 */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;
const PAD = 84;
const INNER = CARD_WIDTH - 2 * PAD;

/** A theme colour by its token name (styles.css); the painter reads the live theme's value. */
export type Paint =
  | 'background'
  | 'card'
  | 'foreground'
  | 'muted'
  | 'muted-foreground'
  | 'border'
  | 'primary'
  | 'primary-foreground'
  | 'primary-soft'
  | 'primary-faint'
  | 'accent';

export interface Font {
  size: number;
  weight: number;
}

export type Op =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; radius: number; fill: Paint }
  | { kind: 'ring'; x: number; y: number; w: number; h: number; radius: number; color: Paint; width: number }
  | { kind: 'hatch'; x: number; y: number; w: number; h: number; radius: number; color: Paint }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: Paint }
  | { kind: 'photo'; cx: number; cy: number; r: number; initial: string }
  /** y is the alphabetic baseline; x is where the line starts, ends or is centred, as `align` says. */
  | { kind: 'text'; x: number; y: number; text: string; font: Font; color: Paint; align: 'left' | 'center' | 'right' };

export interface CardLayout {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
  ops: Op[];
}

/** The width of a line of text in a font, in card pixels (the canvas's measureText; tests give an estimate). */
export type Measure = (text: string, font: Font) => number;

/** The text's user-perceived characters, so a cut never splits an emoji or an accented letter. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** The text, cut with an ellipsis to fit `max` pixels. */
export function fitLine(text: string, font: Font, max: number, measure: Measure): string {
  if (measure(text, font) <= max) return text;
  const chars = graphemes(text);
  let low = 0;
  let high = chars.length;
  // The longest start that fits with the ellipsis.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`, font) <= max) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** The text in lines of at most `max` pixels, broken between words, the last of `maxLines` cut with an ellipsis. */
export function wrapLines(text: string, font: Font, max: number, maxLines: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i += 1) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (measure(next, font) <= max || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i]!;
    if (lines.length === maxLines - 1) break;
  }
  if (lines.length === maxLines - 1) {
    // The last line takes every word left and is cut to fit.
    const rest = [line, ...words.slice(i + 1)].filter(Boolean).join(' ');
    lines.push(fitLine(rest, font, max, measure));
  } else if (line) {
    lines.push(fitLine(line, font, max, measure));
  }
  return lines;
}

const DAY_LOOK: Record<Exclude<CardDay, null>, (x: number, y: number, s: number, r: number) => Op> = {
  done: (x, y, s, r) => ({ kind: 'rect', x, y, w: s, h: s, radius: r, fill: 'primary' }),
  restored: (x, y, s, r) => ({ kind: 'rect', x, y, w: s, h: s, radius: r, fill: 'primary-soft' }),
  frozen: (x, y, s, r) => ({ kind: 'rect', x, y, w: s, h: s, radius: r, fill: 'accent' }),
  break: (x, y, s, r) => ({ kind: 'hatch', x, y, w: s, h: s, radius: r, color: 'muted-foreground' }),
  missed: (x, y, s, r) => ({ kind: 'rect', x, y, w: s, h: s, radius: r, fill: 'muted' }),
  today: (x, y, s, r) => ({ kind: 'ring', x, y, w: s, h: s, radius: r, color: 'primary', width: Math.max(2, s / 5) }),
  none: (x, y, s, r) => ({ kind: 'ring', x, y, w: s, h: s, radius: r, color: 'border', width: 2 }),
};

/** The year's thumbnail in a panel whose bottom edge is at `bottom`; returns the panel's top. */
function yearPanel(ops: Op[], year: NonNullable<ShareCardContent['year']>, bottom: number, measure: Measure): number {
  const inset = 36;
  const caption: Font = { size: 30, weight: 600 };
  const columns = Math.max(year.weeks.length, 1);
  const pitch = (INNER - 2 * inset) / columns;
  const gap = Math.max(2, Math.round(pitch * 0.18));
  const square = pitch - gap;
  const gridHeight = 7 * pitch - gap;
  const height = inset + caption.size + 24 + gridHeight + inset;
  const top = bottom - height;
  ops.push({ kind: 'rect', x: PAD, y: top, w: INNER, h: height, radius: 36, fill: 'card' });
  ops.push({ kind: 'text', x: PAD + inset, y: top + inset + caption.size * 0.8, text: fitLine(year.label, caption, INNER - 2 * inset, measure), font: caption, color: 'muted-foreground', align: 'left' });
  const gridTop = top + inset + caption.size + 24;
  const radius = Math.max(1.5, square / 5);
  year.weeks.forEach((week, column) => {
    week.forEach((day, row) => {
      if (day === null) return;
      ops.push(DAY_LOOK[day](PAD + inset + column * pitch, gridTop + row * pitch, square, radius));
    });
  });
  return top;
}

/** Mirrors the layout for a right-to-left card: what was on the left goes right, lines start at the right edge. */
function mirrored(ops: Op[]): Op[] {
  const flip = { left: 'right', right: 'left', center: 'center' } as const;
  return ops.map((op) => {
    switch (op.kind) {
      case 'circle':
      case 'photo':
        return { ...op, cx: CARD_WIDTH - op.cx };
      case 'text':
        return { ...op, x: CARD_WIDTH - op.x, align: flip[op.align] };
      default:
        return { ...op, x: CARD_WIDTH - op.x - op.w };
    }
  });
}

/**
 * The card: the person at the top, the figure large in the middle with what it is, then the figures beside it,
 * the year's thumbnail near the foot, and the app's name and the link at the foot. The middle is centred in the
 * room the top and the foot leave, and the figure shrinks to fit it.
 */
export function layoutCard(content: ShareCardContent, measure: Measure): CardLayout {
  const ops: Op[] = [];
  // The background, with two soft circles of the theme's colour so the card is not flat.
  ops.push({ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: CARD_HEIGHT, radius: 0, fill: 'background' });
  ops.push({ kind: 'circle', cx: CARD_WIDTH - 40, cy: 90, r: 330, fill: 'primary-faint' });
  ops.push({ kind: 'circle', cx: 60, cy: CARD_HEIGHT - 420, r: 200, fill: 'primary-faint' });

  // The person.
  const photo = 112;
  const name = content.person.name.trim() || '?';
  ops.push({ kind: 'photo', cx: PAD + photo / 2, cy: PAD + photo / 2, r: photo / 2, initial: graphemes(name)[0]!.toUpperCase() });
  const textX = PAD + photo + 32;
  const nameFont: Font = { size: 48, weight: 700 };
  const eyebrowFont: Font = { size: 32, weight: 500 };
  ops.push({ kind: 'text', x: textX, y: PAD + 50, text: fitLine(name, nameFont, CARD_WIDTH - PAD - textX, measure), font: nameFont, color: 'foreground', align: 'left' });
  ops.push({ kind: 'text', x: textX, y: PAD + 98, text: fitLine(content.eyebrow, eyebrowFont, CARD_WIDTH - PAD - textX, measure), font: eyebrowFont, color: 'muted-foreground', align: 'left' });
  const top = PAD + photo + 40;

  // The foot: the app's name and the link.
  const footY = CARD_HEIGHT - PAD;
  const brandFont: Font = { size: 40, weight: 800 };
  const linkFont: Font = { size: 30, weight: 500 };
  ops.push({ kind: 'text', x: PAD, y: footY, text: content.brand, font: brandFont, color: 'foreground', align: 'left' });
  const linkRoom = INNER - measure(content.brand, brandFont) - 40;
  ops.push({ kind: 'text', x: CARD_WIDTH - PAD, y: footY, text: fitLine(content.link, linkFont, linkRoom, measure), font: linkFont, color: 'muted-foreground', align: 'right' });
  let bottom = footY - brandFont.size - 40;
  if (content.year) bottom = yearPanel(ops, content.year, bottom, measure) - 40;

  // The middle, as blocks of a height and a drawing at a top.
  type Block = { height: number; draw(y: number): void };
  const blocks: Block[] = [];
  const centre = CARD_WIDTH / 2;
  const titleFont: Font = { size: 62, weight: 800 };
  const titleLines = content.title ? wrapLines(content.title, titleFont, INNER, 2, measure) : [];
  /** Centred lines of one font, `lineHeight` apart, the first baseline `ascent` below the block's top. */
  const linesBlock = (lines: string[], font: Font, lineHeight: number, ascent: number, color: Paint): Block => ({
    height: lines.length * lineHeight,
    draw: (y) => lines.forEach((line, i) => ops.push({ kind: 'text', x: centre, y: y + ascent + i * lineHeight, text: line, font, color, align: 'center' })),
  });
  if (titleLines.length) blocks.push(linesBlock(titleLines, titleFont, 74, 56, 'foreground'));
  const heroIndex = blocks.length;
  const labelFont: Font = { size: 56, weight: 700 };
  const label = fitLine(content.hero.label, labelFont, INNER, measure);
  const noteFont: Font = { size: 36, weight: 500 };
  const noteLines = content.note ? wrapLines(content.note, noteFont, INNER, 2, measure) : [];
  if (noteLines.length) blocks.push(linesBlock(noteLines, noteFont, 48, 34, 'muted-foreground'));
  const { progress } = content;
  if (progress) {
    const progressFont: Font = { size: 36, weight: 600 };
    blocks.push({
      height: 28 + 24 + 36,
      draw: (y) => {
        const share = progress.of > 0 ? Math.min(1, Math.max(0, progress.done / progress.of)) : 0;
        ops.push({ kind: 'rect', x: PAD, y, w: INNER, h: 28, radius: 14, fill: 'muted' });
        if (share > 0) ops.push({ kind: 'rect', x: PAD, y, w: Math.max(28, INNER * share), h: 28, radius: 14, fill: 'primary' });
        ops.push({ kind: 'text', x: centre, y: y + 28 + 24 + 30, text: fitLine(progress.label, progressFont, INNER, measure), font: progressFont, color: 'foreground', align: 'center' });
      },
    });
  }
  const stats = (content.stats ?? []).slice(0, 3);
  if (stats.length) {
    const gap = 24;
    // Boxes of a third of the card at most, the row centred: one figure alone is not a wide empty band.
    const width = Math.min((INNER - gap * 2) / 3 + 40, (INNER - gap * (stats.length - 1)) / stats.length);
    const rowStart = (CARD_WIDTH - (width * stats.length + gap * (stats.length - 1))) / 2;
    const valueFont: Font = { size: 64, weight: 800 };
    const statFont: Font = { size: 28, weight: 500 };
    blocks.push({
      height: 172,
      draw: (y) =>
        stats.forEach((stat, i) => {
          const x = rowStart + i * (width + gap);
          ops.push({ kind: 'rect', x, y, w: width, h: 172, radius: 32, fill: 'card' });
          ops.push({ kind: 'text', x: x + width / 2, y: y + 88, text: fitLine(stat.value, valueFont, width - 32, measure), font: valueFont, color: 'foreground', align: 'center' });
          ops.push({ kind: 'text', x: x + width / 2, y: y + 134, text: fitLine(stat.label, statFont, width - 32, measure), font: statFont, color: 'muted-foreground', align: 'center' });
        }),
    });
  }

  // The figure takes the room the other blocks leave, up to 320 px, and no wider than the card's inside.
  const gapBetween = 44;
  const room = bottom - top;
  const others = blocks.reduce((sum, block) => sum + block.height, 0) + gapBetween * blocks.length;
  const emojiShare = 0.62;
  const labelGap = 56;
  const heroWidth = (size: number) =>
    measure(content.hero.value, { size, weight: 800 }) + (content.hero.emoji ? 24 + measure(content.hero.emoji, { size: size * emojiShare, weight: 400 }) : 0);
  let size = Math.min(320, Math.max(96, (room - others - labelFont.size - labelGap) / 0.76));
  while (size > 96 && heroWidth(size) > INNER) size -= 8;
  const figureHeight = size * 0.76;
  blocks.splice(heroIndex, 0, {
    height: figureHeight + labelGap + labelFont.size,
    draw: (y) => {
      const width = heroWidth(size);
      const start = centre - width / 2;
      const valueFont: Font = { size, weight: 800 };
      const baseline = y + figureHeight;
      ops.push({ kind: 'text', x: start, y: baseline, text: content.hero.value, font: valueFont, color: 'primary', align: 'left' });
      if (content.hero.emoji) {
        // An emoji reaches below the baseline; raised by that much, it sits on the figure's line.
        ops.push({ kind: 'text', x: start + measure(content.hero.value, valueFont) + 24, y: baseline - size * emojiShare * 0.14, text: content.hero.emoji, font: { size: size * emojiShare, weight: 400 }, color: 'foreground', align: 'left' });
      }
      ops.push({ kind: 'text', x: centre, y: baseline + labelGap + labelFont.size * 0.8, text: label, font: labelFont, color: 'foreground', align: 'center' });
    },
  });
  const total = blocks.reduce((sum, block) => sum + block.height, 0) + gapBetween * (blocks.length - 1);
  let y = top + Math.max(0, (room - total) / 2);
  for (const block of blocks) {
    block.draw(y);
    y += block.height + gapBetween;
  }

  const direction = content.direction ?? 'ltr';
  return { width: CARD_WIDTH, height: CARD_HEIGHT, direction, ops: direction === 'rtl' ? mirrored(ops) : ops };
}
