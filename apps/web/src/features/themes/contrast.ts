import type { Hsl } from './theme-colors';

export type Rgb = [number, number, number];

/** A channel as the browser paints it: one of 256 levels. Contrast is measured on these, as axe does. */
const to8bit = (v: number) => Math.round(v * 255) / 255;

/** sRGB channels 0..1 of an 'H S% L%' colour, rounded to 8 bits. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => to8bit(light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** WCAG 2 relative luminance. */
export function luminance(c: Hsl | Rgb): number {
  const rgb = Array.isArray(c) ? c : hslToRgb(c);
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Hsl | Rgb, b: Hsl | Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `top` painted at `alpha` over `bottom`, as the browser blends it (in sRGB). */
export function blend(top: Hsl, alpha: number, bottom: Hsl): Rgb {
  const [t, b] = [hslToRgb(top), hslToRgb(bottom)];
  return [0, 1, 2].map((i) => to8bit(t[i]! * alpha + b[i]! * (1 - alpha))) as Rgb;
}

/** WCAG AA: body text 4.5:1; large text (24 px, or 18.5 px bold) and meaningful icons 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;
