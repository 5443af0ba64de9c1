import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import type { ShareCardContent } from './card-content';
import { layoutOn } from './paint-card';

const measure = { font: '', measureText: (text: string) => ({ width: text.length * 20 }) as TextMetrics };
const content: ShareCardContent = { person: { name: 'lena', photoUrl: null }, eyebrow: 'عامي على Dayleaf', hero: { value: '١٢', label: 'يومًا' }, link: 'dayleaf.app/profile/lena', brand: '🌿 Dayleaf' };

describe('the share card in a right-to-left language', () => {
  it('is laid out right to left when its maker names no direction', async () => {
    await activateLocale('ar');
    expect(layoutOn(measure, content).direction).toBe('rtl');
    expect(layoutOn(measure, { ...content, direction: 'ltr' }).direction).toBe('ltr');
  });

  it('stays left to right in English', () => {
    expect(layoutOn(measure, content).direction).toBe('ltr');
  });
});
