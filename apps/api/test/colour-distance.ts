/**
 * How far apart two colours look: CIE L*a*b* and the CIEDE2000 colour difference (ΔE00), written out from the CIE
 * formulas (Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula", 2005) so the theme tests depend on no
 * colour library. About 1 is the smallest difference an eye notices side by side; past 10 two colours read as
 * different at a glance.
 */

export type Lab = [l: number, a: number, b: number];

/** The sRGB channels (0..1, rounded to the 256 levels a browser paints) of an 'H S% L%' theme token. */
export function rgbOfToken(token: string): [number, number, number] {
  const m = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/.exec(token);
  if (!m) throw new Error(`'${token}' is not an 'H S% L%' colour.`);
  const [h, s, l] = [Number(m[1]), Number(m[2]) / 100, Number(m[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255) / 255;
  };
  return [channel(0), channel(8), channel(4)];
}

/** CIE L*a*b* (D65 white) of sRGB channels. */
export function labOfRgb(rgb: [number, number, number]): Lab {
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export const labOfToken = (token: string): Lab => labOfRgb(rgbOfToken(token));

const RAD = Math.PI / 180;

/** CIEDE2000 difference of two L*a*b* colours (kL = kC = kH = 1). */
export function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const chromaMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(chromaMean ** 7 / (chromaMean ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hueOf = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / RAD + 360) % 360);
  const [h1, h2] = [hueOf(b1, ap1), hueOf(b2, ap2)];
  const grey = c1 * c2 === 0;

  let dh = grey ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * RAD);

  const lMean = (l1 + l2) / 2;
  const cMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (!grey) hMean = Math.abs(h1 - h2) <= 180 ? hMean / 2 : hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;

  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * RAD) +
    0.24 * Math.cos(2 * hMean * RAD) +
    0.32 * Math.cos((3 * hMean + 6) * RAD) -
    0.2 * Math.cos((4 * hMean - 63) * RAD);
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cMean;
  const sH = 1 + 0.015 * cMean * t;
  const rotation = -Math.sin(2 * 30 * Math.exp(-(((hMean - 275) / 25) ** 2)) * RAD) * 2 * Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7));
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rotation * (dC / sC) * (dH / sH));
}

/** ΔE00 between two 'H S% L%' theme tokens. */
export const tokenDistance = (a: string, b: string): number => deltaE2000(labOfToken(a), labOfToken(b));
