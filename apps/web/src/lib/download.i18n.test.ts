import { describe, expect, it } from 'vitest';
import { formatBytes } from './download';
import { activateLocale } from './i18n/i18n';
import { formatNumber } from './i18n/format';

describe('sizes in the language', () => {
  it('keeps the English sizes as they were', () => {
    expect([formatBytes(1), formatBytes(512), formatBytes(340_400), formatBytes(2_000_000), formatBytes(1_250_000)]).toEqual(['1 bytes', '512 bytes', '340 KB', '2.0 MB', '1.3 MB']);
  });

  it('writes German decimals with a comma', async () => {
    await activateLocale('de');
    expect([formatBytes(1), formatBytes(512), formatBytes(1_500_000)]).toEqual(['1 Byte', '512 Byte', '1,5 MB']);
  });

  it('uses the Arabic plural forms and digits', async () => {
    await activateLocale('ar');
    expect([formatBytes(1), formatBytes(2), formatBytes(5)]).toEqual(['بايت واحد', 'بايتان', `${formatNumber(5, 'ar')} بايت`]);
  });
});
