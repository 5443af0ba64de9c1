import { activeLocale } from '../i18n/i18n';
import { directionOf } from '../i18n/locales';
import type { ShareCardContent } from './card-content';
import { layoutCard, type CardLayout, type Font, type Op, type Paint } from './card-layout';

/**
 * Carries out a card's layout on a canvas of the card's own size (1080 x 1350 whatever the screen's pixel ratio),
 * in the live theme's colours and the app's font stack, whose colour-emoji font draws the emoji.
 */

/** The 2D context's part the painting uses: the browser's, or a recording one in tests. */
export type Context = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textAlign' | 'textBaseline' | 'direction' | 'fillRect' | 'fillText' | 'measureText' | 'beginPath' | 'arc' | 'roundRect' | 'fill' | 'stroke' | 'save' | 'restore' | 'clip' | 'drawImage' | 'moveTo' | 'lineTo' | 'rect'
>;

export type Colors = Record<Paint, string>;

/** The app's font stack (styles.css --font-sans), used when the page's cannot be read. */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Color Emoji', sans-serif";

export const fontOf = (font: Font, family: string) => `${font.weight} ${Math.round(font.size)}px ${family}`;

/** The theme's colours as <html> has them now (a premium theme sets them there), each an 'H S% L%' token. */
export function themeColors(root: Element = document.documentElement): Colors {
  const style = getComputedStyle(root);
  const token = (name: string, fallback: string) => style.getPropertyValue(`--${name}`).trim() || fallback;
  const hsl = (name: string, fallback: string, alpha = 1) => `hsl(${token(name, fallback)} / ${alpha})`;
  return {
    background: hsl('background', '140 30% 97%'),
    card: hsl('card', '0 0% 100%'),
    foreground: hsl('foreground', '150 25% 12%'),
    muted: hsl('muted', '140 20% 92%'),
    'muted-foreground': hsl('muted-foreground', '150 25% 36%'),
    border: hsl('border', '140 15% 86%'),
    primary: hsl('primary', '146 50% 32%'),
    'primary-foreground': hsl('primary-foreground', '0 0% 100%'),
    'primary-soft': hsl('primary', '146 50% 32%', 0.55),
    'primary-faint': hsl('primary', '146 50% 32%', 0.09),
    accent: hsl('accent', '38 92% 50%'),
  };
}

/** The page's font stack, so the card is set in the same letters as the app. */
function fontFamily(): string {
  const family = typeof document !== 'undefined' && document.body ? getComputedStyle(document.body).fontFamily : '';
  return family || FONT_STACK;
}

function roundedPath(ctx: Context, x: number, y: number, w: number, h: number, radius: number) {
  ctx.beginPath();
  if (radius > 0) ctx.roundRect(x, y, w, h, radius);
  else ctx.rect(x, y, w, h);
}

function paintOp(ctx: Context, op: Op, colors: Colors, family: string, photo: CanvasImageSource | null) {
  switch (op.kind) {
    case 'rect':
      ctx.fillStyle = colors[op.fill];
      roundedPath(ctx, op.x, op.y, op.w, op.h, op.radius);
      ctx.fill();
      return;
    case 'ring':
      ctx.strokeStyle = colors[op.color];
      ctx.lineWidth = op.width;
      roundedPath(ctx, op.x + op.width / 2, op.y + op.width / 2, op.w - op.width, op.h - op.width, op.radius);
      ctx.stroke();
      return;
    case 'hatch': {
      // A break: diagonal stripes, as the year card draws it.
      ctx.save();
      roundedPath(ctx, op.x, op.y, op.w, op.h, op.radius);
      ctx.clip();
      ctx.strokeStyle = colors[op.color];
      ctx.lineWidth = Math.max(1, op.w / 7);
      ctx.beginPath();
      for (let d = -op.h; d < op.w; d += op.w / 2.5) {
        ctx.moveTo(op.x + d, op.y + op.h);
        ctx.lineTo(op.x + d + op.h, op.y);
      }
      ctx.stroke();
      ctx.restore();
      return;
    }
    case 'circle':
      ctx.fillStyle = colors[op.fill];
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'photo':
      ctx.save();
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
      ctx.fillStyle = colors.primary;
      ctx.fill();
      if (photo) {
        ctx.clip();
        ctx.drawImage(photo, op.cx - op.r, op.cy - op.r, op.r * 2, op.r * 2);
      } else {
        ctx.fillStyle = colors['primary-foreground'];
        ctx.font = fontOf({ size: op.r, weight: 700 }, family);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(op.initial, op.cx, op.cy + op.r * 0.04);
      }
      ctx.restore();
      return;
    case 'text':
      ctx.fillStyle = colors[op.color];
      ctx.font = fontOf(op.font, family);
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(op.text, op.x, op.y);
      return;
  }
}

/** Paints a laid-out card on a context the size of the card. */
export function paintLayout(ctx: Context, layout: CardLayout, colors: Colors, photo: CanvasImageSource | null, family = FONT_STACK): void {
  ctx.direction = layout.direction;
  for (const op of layout.ops) paintOp(ctx, op, colors, family, photo);
}

/**
 * Lays the card out with the context's own measure. A card whose maker named no direction reads the way the app's
 * language does, since its words are in that language.
 */
export function layoutOn(ctx: Pick<Context, 'font' | 'measureText'>, content: ShareCardContent, family = FONT_STACK): CardLayout {
  const direction = content.direction ?? directionOf(activeLocale());
  return layoutCard({ ...content, direction }, (text, font) => {
    ctx.font = fontOf(font, family);
    return ctx.measureText(text).width;
  });
}

/**
 * The person's photo as an image the canvas may read back: only a same-origin one, fetched (from the service
 * worker's copy when offline) and decoded; anything else, or any failure, is null and the initial is drawn. A
 * cross-origin image would taint the canvas and make toBlob throw.
 */
export async function loadPhoto(url: string | null): Promise<ImageBitmap | null> {
  if (!url || typeof createImageBitmap !== 'function') return null;
  try {
    const address = new URL(url, window.location.href);
    if (address.origin !== window.location.origin) return null;
    const res = await fetch(address, { credentials: 'same-origin' });
    if (!res.ok) return null;
    return await createImageBitmap(await res.blob(), { resizeWidth: 224, resizeHeight: 224, resizeQuality: 'high' });
  } catch {
    return null;
  }
}

type AnyCanvas = { canvas: OffscreenCanvas; kind: 'offscreen' } | { canvas: HTMLCanvasElement; kind: 'element' };

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return { canvas: new OffscreenCanvas(width, height), kind: 'offscreen' };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas, kind: 'element' };
}

function toPng(target: AnyCanvas): Promise<Blob> {
  if (target.kind === 'offscreen') return target.canvas.convertToBlob({ type: 'image/png' });
  const canvas = target.canvas;
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded.'))), 'image/png'));
}

/** The card as a PNG at its own size, drawn on an OffscreenCanvas where there is one, else on a canvas element. */
export async function paintCard(content: ShareCardContent): Promise<Blob> {
  const family = fontFamily();
  const [photo] = await Promise.all([
    loadPhoto(content.person.photoUrl),
    // The emoji and bold weights are drawn at once only if the fonts are ready; a font still loading would draw a fallback.
    document.fonts?.ready,
  ]);
  const target = makeCanvas(1, 1);
  const ctx = target.canvas.getContext('2d') as Context | null;
  if (!ctx) throw new Error('This browser cannot draw the card.');
  const layout = layoutOn(ctx, content, family);
  target.canvas.width = layout.width;
  target.canvas.height = layout.height;
  paintLayout(ctx, layout, themeColors(), photo, family);
  photo?.close();
  return toPng(target);
}
