import { describe, expect, it } from 'vitest';
import { drawCard, type CardNode } from './card-drawing';

const line = (text: string, style: Record<string, string | number> = {}): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', width: 400, height: 120, background: '#ffffff', fontSize: 48, fontWeight: 700, ...style }, children: text },
});

describe('drawCard', () => {
  it('when Arabic ends a word in ي, then it keeps the two dots that tell it from ى', async () => {
    // The same letters but the last: with the dots lost (satori's own outlines), both drew the same pixels.
    const yeh = await drawCard(line('تحدي', { direction: 'rtl' }), 400, 120);
    const alefMaksura = await drawCard(line('تحدى', { direction: 'rtl' }), 400, 120);
    expect(Buffer.compare(yeh, alefMaksura)).not.toBe(0);
  });

  it('when Arabic ends a word in ة, then it keeps its dots that tell it from ه', async () => {
    const marbuta = await drawCard(line('متتالية', { direction: 'rtl' }), 400, 120);
    const heh = await drawCard(line('متتاليه', { direction: 'rtl' }), 400, 120);
    expect(Buffer.compare(marbuta, heh)).not.toBe(0);
  });

  it('when a card has no Arabic, then the same card draws the same bytes each time', async () => {
    const first = await drawCard(line('Dayleaf 12'), 400, 120);
    expect(Buffer.compare(first, await drawCard(line('Dayleaf 12'), 400, 120))).toBe(0);
  });
});
