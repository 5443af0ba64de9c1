import { msg } from '@lingui/core/macro';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { TasksHeader } from './tasks-header';

const DATE = '2026-11-29';
/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

describe('TasksHeader in Spanish', () => {
  it('says the day, the streak and the freezes in Spanish, with its plurals', async () => {
    await activateLocale('es');
    render(<TasksHeader date={DATE} streak={1} freezes={2} />);
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('domingo, 29 de noviembre');
    expect(screen.getByText('racha de 1 día')).toBeInTheDocument();
    expect(screen.getByText('2 protectores de racha disponibles')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('says the first run’s rule in Spanish', async () => {
    await activateLocale('es');
    render(<TasksHeader date={DATE} streak={0} firstRun />);
    expect(screen.getByText('Completa todas las tareas de tu lista para empezar tu racha.')).toBeInTheDocument();
  });
});

describe('TasksHeader in Arabic', () => {
  it('lays the page right to left and writes the day in Arabic', async () => {
    await activateLocale('ar');
    render(<TasksHeader date={DATE} streak={3} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(new Intl.DateTimeFormat('ar', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${DATE}T12:00:00Z`)));
  });

  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [0, 'لا تجميدات متاحة'],
    [1, 'تجميد واحد متاح'],
    [2, 'تجميدان متاحان'],
    [3, `${ar(3)} تجميدات متاحة`],
    [11, `${ar(11)} تجميدًا متاحًا`],
    [100, `${ar(100)} تجميد متاح`],
  ])('says %i freezes held in its own plural form', async (count, text) => {
    await activateLocale('ar');
    // Freezes show only while some are held; 0 is said by the streak's title below.
    if (count === 0) {
      expect(i18n._({ id: pluralId(), values: { freezes: 0 } })).toBe(text);
      return;
    }
    render(<TasksHeader date={DATE} streak={5} freezes={count} />);
    expect(screen.getByText(text, { selector: '.sr-only' })).toBeInTheDocument();
  });

  it.each([
    [1, 'سلسلة يوم واحد'],
    [2, 'سلسلة يومين'],
    [3, `سلسلة ${ar(3)} أيام`],
    [11, `سلسلة ${ar(11)} يومًا`],
    [100, `سلسلة ${ar(100)} يوم`],
  ])('says a %i-day streak in its own plural form', async (days, text) => {
    await activateLocale('ar');
    render(<TasksHeader date={DATE} streak={days} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

/** The freezes message's id, as the macro writes it (its source text hashed). */
function pluralId(): string {
  // The same message the header uses; the macro turns it into its id.
  return freezesMessage().id;
}

const freezesMessage = () => msg`{freezes, plural, one {# freeze held} other {# freezes held}}`;
