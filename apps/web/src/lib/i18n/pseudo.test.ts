import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { lengthen } from './pseudo';

describe('the pseudo-locale', () => {
  it("pads each text by about 40% and leaves placeholders and a plural's count to the runtime", () => {
    // "{name} did {n, plural, one {# day} other {# days}}", as the compiler writes it.
    const compiled = { m: [['name'], ' did ', ['n', 'plural', { one: ['#', ' day'], other: ['#', ' days'] }]] } as unknown as Messages;
    const i18n = setupI18n({ locale: 'en', messages: { en: lengthen(compiled) } });
    expect(i18n._('m', { name: 'ana', n: 3 })).toBe('ana did ~~3 days~~');
    expect(i18n._('m', { name: 'ana', n: 1 })).toBe('ana did ~~1 day~~');
  });
});
