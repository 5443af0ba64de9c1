import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

/**
 * Cards drawn as PNG inside the photo worker (a shared link's preview, docs/decisions/084-link-previews.md): satori lays
 * the card out, resvg paints it. Both take fonts from files, not from the system, so the same card is the same pixels
 * on every machine. The card itself is data (CardNode), made by the feature that shows it; this module knows no
 * feature and sets the card's font.
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

const require = createRequire(import.meta.url);
const packageDir = (name: string) => require.resolve(`${name}/package.json`).replace(/package\.json$/, '');

/**
 * A left-to-right card's text: satori turns it into outlines with Noto Sans from @fontsource/noto-sans (WOFF: satori
 * reads no WOFF2), one family name per subset so satori falls back from one to the next for each character.
 */
const OUTLINED_FAMILY = 'Noto Sans latin, Noto Sans latin-ext, Noto Sans cyrillic, Noto Sans greek, Noto Sans vietnamese';

function loadOutlinedFonts() {
  const dir = `${packageDir('@fontsource/noto-sans')}files/`;
  return ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'].flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: `Noto Sans ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(`${dir}noto-sans-${subset}-${weight}-normal.woff`),
    })),
  );
}

/**
 * A card with Arabic in it keeps its text as text, which resvg shapes with the TrueType files of Noto Sans Arabic and
 * Noto Sans: satori's own outlines draw some final Arabic letters (ي, ة) without their dots. satori still lays the
 * words out and orders them, measuring with the same files, so both agree on every width (decision 084). Arabic comes
 * first: resvg falls back to another family without keeping the weight.
 */
const SHAPED_FAMILY = 'Noto Sans Arabic, Noto Sans';

function shapedFontFiles(): { name: string; weight: 400 | 700; file: string }[] {
  const latin = packageDir('@expo-google-fonts/noto-sans');
  const arabic = packageDir('@expo-google-fonts/noto-sans-arabic');
  return [
    { name: 'Noto Sans', weight: 400, file: `${latin}400Regular/NotoSans_400Regular.ttf` },
    { name: 'Noto Sans', weight: 700, file: `${latin}700Bold/NotoSans_700Bold.ttf` },
    { name: 'Noto Sans Arabic', weight: 400, file: `${arabic}400Regular/NotoSansArabic_400Regular.ttf` },
    { name: 'Noto Sans Arabic', weight: 700, file: `${arabic}700Bold/NotoSansArabic_700Bold.ttf` },
  ];
}

function loadShapedFonts() {
  const files = shapedFontFiles();
  return {
    files: files.map((f) => f.file),
    fonts: files.map(({ name, weight, file }) => ({ name, weight, style: 'normal' as const, data: readFileSync(file) })),
  };
}

/** satori writes a text's families in lower case; resvg finds a font only by its exact name. */
function namedFamilies(svg: string): string {
  const names = new Map(shapedFontFiles().map(({ name }) => [name.toLowerCase(), name]));
  return svg.replace(/font-family="([^"]*)"/g, (_, list: string) => `font-family="${list.split(',').map((f) => names.get(f.trim()) ?? f).join(',')}"`);
}

let outlined: ReturnType<typeof loadOutlinedFonts> | undefined;
let shaped: ReturnType<typeof loadShapedFonts> | undefined;

const emojiDir = () => packageDir('@twemoji/svg');

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

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

const textOf = (node: CardChild): string =>
  typeof node === 'string' ? node : [node.props.children ?? []].flat().map(textOf).join(' ');

/**
 * Draws `node` at width x height, in the card's font; PHOTO_SLOT takes `photo`, and a photo that cannot be read leaves
 * the slot out. A card laid out right to left says so with the CSS `direction` of its nodes.
 */
export async function drawCard(node: CardNode, width: number, height: number, photo?: Buffer): Promise<Buffer> {
  const url = photo ? await photoUrl(photo) : undefined;
  const shapedText = ARABIC.test(textOf(node));
  const filled = withFont(withPhoto(dropSlot(node, url !== undefined), url) as CardNode, shapedText ? SHAPED_FAMILY : OUTLINED_FAMILY);
  const element = filled as unknown as Parameters<typeof satori>[0];
  if (!shapedText) {
    outlined ??= loadOutlinedFonts();
    const svg = await satori(element, { width, height, fonts: outlined, loadAdditionalAsset: emojiAsset });
    return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: width } }).render().asPng();
  }
  shaped ??= loadShapedFonts();
  const svg = await satori(element, { width, height, fonts: shaped.fonts, embedFont: false, loadAdditionalAsset: emojiAsset });
  const font = { loadSystemFonts: false, fontFiles: shaped.files, defaultFontFamily: 'Noto Sans' };
  return new Resvg(namedFamilies(svg), { font, fitTo: { mode: 'width', value: width } }).render().asPng();
}

const withFont = (node: CardNode, fontFamily: string): CardNode => ({ ...node, props: { ...node.props, style: { ...node.props.style, fontFamily } } });

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
