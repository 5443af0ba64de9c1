import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareCardContent } from './card-content';
import { layoutOn, loadPhoto, paintLayout, themeColors, type Context } from './paint-card';

/** A 2D context that records what is drawn (jsdom has no canvas), measuring text as a sans-serif roughly would. */
function recordingContext() {
  const drawn: Array<{ text: string; x: number; y: number; font: string; fill: string }> = [];
  const state = { font: '', fillStyle: '' as string | CanvasGradient | CanvasPattern };
  const noop = () => undefined;
  const ctx = {
    get font() {
      return state.font;
    },
    set font(value: string) {
      state.font = value;
    },
    get fillStyle() {
      return state.fillStyle;
    },
    set fillStyle(value) {
      state.fillStyle = value;
    },
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    direction: 'ltr',
    measureText: (text: string) => ({ width: text.length * Number(/(\d+)px/.exec(state.font)?.[1] ?? 10) * 0.55 }),
    fillText: (text: string, x: number, y: number) => drawn.push({ text, x, y, font: state.font, fill: String(state.fillStyle) }),
    fillRect: noop,
    beginPath: noop,
    arc: noop,
    roundRect: noop,
    rect: noop,
    fill: noop,
    stroke: noop,
    save: noop,
    restore: noop,
    clip: noop,
    drawImage: vi.fn(),
    moveTo: noop,
    lineTo: noop,
  };
  return { ctx: ctx as unknown as Context, drawn, drawImage: ctx.drawImage };
}

const content: ShareCardContent = {
  person: { name: 'lena', photoUrl: null },
  eyebrow: 'Streak milestone',
  hero: { value: '365', emoji: '🔥', label: 'days in a row' },
  link: 'dayleaf.app/profile/lena',
  brand: '🌿 Dayleaf',
};

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('painting a card', () => {
  it("draws the streak number large in the theme's colour, with the app's fonts, and the initial when there is no photo", () => {
    document.documentElement.style.setProperty('--primary', '280 60% 50%');
    const { ctx, drawn, drawImage } = recordingContext();
    const layout = layoutOn(ctx, content);
    expect([layout.width, layout.height]).toEqual([1080, 1350]);
    paintLayout(ctx, layout, themeColors(), null);
    const number = drawn.find((call) => call.text === '365')!;
    expect(number.font).toMatch(/^800 (2\d\d|3\d\d)px system-ui/);
    expect(number.font).toContain("'Noto Color Emoji'");
    expect(number.fill).toBe('hsl(280 60% 50% / 1)');
    expect(drawn.map((call) => call.text)).toEqual(expect.arrayContaining(['🔥', 'lena', 'L']));
    expect(drawImage).not.toHaveBeenCalled();
  });

  it('draws the photo, clipped round, when there is one', () => {
    const { ctx, drawn, drawImage } = recordingContext();
    const photo = {} as CanvasImageSource;
    paintLayout(ctx, layoutOn(ctx, content), themeColors(), photo);
    expect(drawImage).toHaveBeenCalledWith(photo, expect.any(Number), expect.any(Number), 112, 112);
    expect(drawn.map((call) => call.text)).not.toContain('L');
  });
});

describe('loadPhoto', () => {
  it('loads no photo from another origin (it would taint the canvas), and none when the fetch fails (offline)', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    vi.stubGlobal('createImageBitmap', vi.fn());
    expect(await loadPhoto('https://elsewhere.example/a.jpg')).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await loadPhoto('/api/photos/a.jpg')).toBeNull();
    expect(await loadPhoto(null)).toBeNull();
    fetched.mockRestore();
  });
});
