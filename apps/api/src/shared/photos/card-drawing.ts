import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

/**
 * Cards drawn as PNG inside the photo worker (a shared link's preview, docs/decisions/084-link-previews.md): satori lays
 * the card out and turns its text into outlines with the fonts below, resvg paints it. Both take fonts from files, not
 * from the system, so the same card is the same pixels on every machine. The card itself is data (CardNode), made by
 * the feature that shows it; this module knows no feature.
 */

/** A node of a card: satori's element shape (type, style, children) as plain data, so it can cross to the worker. */
export interface CardNode {
  type: 'div' | 'img' | 'svg' | 'path' | 'rect' | 'circle';
  props: {
    style?: Record<string, string | number>;
    /** An img's source: a data URL, or PHOTO_SLOT for the photo the job carries. */
    src?: string;
    width?: number;
    height?: number;
    viewBox?: string;
    d?: string;
    rx?: number;
    fill?: string;
    children?: CardChild | CardChild[];
  };
}
export type CardChild = CardNode | string;

/** Where a card's photo goes: the worker decodes the job's photo and puts it there. */
export const PHOTO_SLOT = 'photo:slot';
/** The side the photo is drawn at, at most: decoded to twice that for a sharp circle. */
const PHOTO_SIDE = 320;

export const CARD_FONT_FAMILY = 'Noto Sans latin, Noto Sans latin-ext, Noto Sans cyrillic, Noto Sans greek, Noto Sans vietnamese';

const require = createRequire(import.meta.url);

/**
 * Noto Sans from @fontsource/noto-sans (WOFF: satori reads no WOFF2), one family name per subset so satori falls back
 * from one to the next for each character. Arabic would be @fontsource/noto-sans-arabic of the same design, added here
 * the same way, but satori draws some of its final letters without their dots: an Arabic preview's image is drawn in
 * English (decision 084).
 */
function loadFonts() {
  const dir = require.resolve('@fontsource/noto-sans/package.json').replace(/package\.json$/, 'files/');
  return ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'].flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: `Noto Sans ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(`${dir}noto-sans-${subset}-${weight}-normal.woff`),
    })),
  );
}

let fonts: ReturnType<typeof loadFonts> | undefined;

const emojiDir = () => require.resolve('@twemoji/svg/package.json').replace(/package\.json$/, '');

/** Twemoji's file for an emoji: its code points in hex, without U+FE0F unless the emoji is a ZWJ sequence. */
export function emojiFileName(emoji: string): string {
  const text = emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, '');
  return [...text].map((c) => c.codePointAt(0)!.toString(16)).join('-');
}

/** Emoji are drawn from Twemoji's SVGs (@twemoji/svg), the same everywhere; one it lacks is left out. */
async function emojiAsset(code: string, segment: string): Promise<string | []> {
  if (code !== 'emoji') return [];
  try {
    return `data:image/svg+xml;base64,${readFileSync(`${emojiDir()}${emojiFileName(segment)}.svg`).toString('base64')}`;
  } catch {
    return [];
  }
}

function withPhoto(node: CardChild, photo: string | undefined): CardChild {
  if (typeof node === 'string') return node;
  const { children, src } = node.props;
  const props = { ...node.props, ...(src === PHOTO_SLOT ? { src: photo } : {}) };
  if (children !== undefined) props.children = Array.isArray(children) ? children.map((c) => withPhoto(c, photo)) : withPhoto(children, photo);
  return { ...node, props };
}

/** A stored photo as a square PNG data URL (taken from its centre), or undefined when it cannot be read. */
async function photoUrl(photo: Buffer): Promise<string | undefined> {
  try {
    const png = await sharp(photo, { limitInputPixels: 40_000_000 }).resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** Draws `node` at width x height; PHOTO_SLOT takes `photo`, and a photo that cannot be read leaves the slot out. */
export async function drawCard(node: CardNode, width: number, height: number, photo?: Buffer): Promise<Buffer> {
  fonts ??= loadFonts();
  const url = photo ? await photoUrl(photo) : undefined;
  const filled = withPhoto(dropSlot(node, url !== undefined), url) as CardNode;
  const svg = await satori(filled as unknown as Parameters<typeof satori>[0], { width, height, fonts, loadAdditionalAsset: emojiAsset });
  return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** Without a readable photo, the node holding PHOTO_SLOT goes: the card draws what shows beneath it (an initial). */
function dropSlot(node: CardNode, hasPhoto: boolean): CardNode {
  if (hasPhoto) return node;
  const strip = (child: CardChild): CardChild[] => {
    if (typeof child === 'string') return [child];
    if (child.props.src === PHOTO_SLOT) return [];
    const { children } = child.props;
    if (children === undefined) return [child];
    return [{ ...child, props: { ...child.props, children: (Array.isArray(children) ? children : [children]).flatMap(strip) } }];
  };
  return strip(node)[0] as CardNode;
}
