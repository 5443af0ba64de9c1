import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/i18n/format';
import { activateLocale } from '../../../lib/i18n/i18n';
import { MessagesProvider } from '../../../lib/i18n/runtime';
import { makeDays, makeStats } from '../../../test/streaks-fixtures';
import { breakProblems } from '../breaks';
import BreakConfirmDialog from './break-confirm-dialog';
import StatsCard from './stats-card';
import YearCard from './year-card';
import { RANGE, square, TODAY } from './year.test-data';

const DAYS = makeDays(RANGE.from, RANGE.to, {
  '2026-11-02': 'frozen',
  '2026-11-10': 'break',
  '2026-11-11': 'break',
  '2026-11-21': { state: 'done', tasks_done: 3, mood: 'happy' },
  [TODAY]: 'today',
});
/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

describe('the year in German', () => {
  it('names the days, the legend and the months in German, with their plurals', async () => {
    await activateLocale('de');
    render(<YearCard title="Dein Jahr" range={RANGE} days={DAYS} describeMood={(mood) => mood} />);

    expect(square('2026-11-21')).toHaveAccessibleName('Samstag, 21. November 2026: Erledigt, 3 Aufgaben erledigt, Stimmung happy');
    expect(square('2026-11-02')).toHaveAccessibleName('Montag, 2. November 2026: Joker');
    expect(within(screen.getByRole('list', { name: 'Legende' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Erledigt',
      'Joker 🧊',
      'Pause',
      'Verpasst',
      'Heute',
    ]);
    expect(screen.getAllByRole('rowheader')[1]).toHaveTextContent('MoMontag');
    const months = within(screen.getByRole('heading', { name: 'Monat für Monat' }).parentElement!).getAllByRole('listitem');
    expect(months.at(-1)).toHaveTextContent('November 2026: 20 erledigt, 1 mit Joker, 2 in der Pause und heute noch nicht erledigt');
  });

  it('when the language changes with the year on screen, then every square is named anew in it', async () => {
    await activateLocale('en');
    render(
      <MessagesProvider>
        <YearCard title="Your year" range={RANGE} days={DAYS} describeMood={(mood) => mood} />
      </MessagesProvider>,
    );
    expect(square('2026-11-02')).toHaveAccessibleName('Monday, November 2, 2026: Frozen');
    await act(() => activateLocale('de'));
    expect(square('2026-11-02')).toHaveAccessibleName('Montag, 2. November 2026: Joker');
    expect(square('2026-11-21')).toHaveAccessibleName('Samstag, 21. November 2026: Erledigt, 3 Aufgaben erledigt, Stimmung happy');
  });

  it('says the figures in German: days, rates and freezes', async () => {
    await activateLocale('de');
    render(<StatsCard stats={makeStats({ current_streak: 1, rate_30: 0.9 })} range={RANGE} days={DAYS} />);
    const figure = (term: string) => screen.getByText(term).parentElement!;
    expect(screen.getByRole('heading', { name: 'Serien-Statistik' })).toBeInTheDocument();
    expect(figure('Aktuelle Serie')).toHaveTextContent('1 Tag');
    expect(figure('Beste Serie')).toHaveTextContent('20 Tage2. März bis 21. März 2026');
    expect(figure('Letzte 30 Tage')).toHaveTextContent('90 %der Tage erledigt');
    expect(figure('Joker')).toHaveTextContent('1 übrig4 insgesamt verdient');
    expect(screen.getByRole('figure', { name: 'Erledigte Tage pro Woche, letzte 12 Wochen' })).toBeInTheDocument();
  });
});

describe('the year in Arabic', () => {
  it('runs the weeks right to left, so the arrow keys follow the squares: left is the next week', async () => {
    await activateLocale('ar');
    render(<YearCard title="عامك" range={RANGE} days={DAYS} />);
    const grid = screen.getByRole('grid', { name: 'عامك' });
    expect(grid.parentElement).toHaveAttribute('dir', 'rtl');
    expect(grid.parentElement!.parentElement).toHaveAttribute('dir', 'ltr');

    square('2026-11-17').focus();
    fireEvent.click(square('2026-11-17'));
    fireEvent.keyDown(square('2026-11-17'), { key: 'ArrowLeft' });
    expect(square(TODAY)).toHaveFocus();
    fireEvent.keyDown(square(TODAY), { key: 'ArrowRight' });
    expect(square('2026-11-17')).toHaveFocus();
  });

  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [1, 'يوم واحد'],
    [2, 'يومان'],
    [3, `${ar(3)} أيام`],
    [11, `${ar(11)} يومًا`],
    [100, `${ar(100)} يوم`],
  ])('says a current streak of %i days in its own plural form', async (days, text) => {
    await activateLocale('ar');
    render(<StatsCard stats={makeStats({ current_streak: days })} range={RANGE} days={undefined} />);
    expect(screen.getByText('السلسلة الحالية').parentElement).toHaveTextContent(`السلسلة الحالية${text}`);
  });
});

describe('a break in Spanish', () => {
  it('asks in Spanish, naming the challenges and the streak it keeps', async () => {
    await activateLocale('es');
    render(
      <BreakConfirmDialog
        open
        onOpenChange={() => {}}
        from="2026-12-01"
        to="2026-12-03"
        streak={12}
        replaces={null}
        challenges={['Caminar', 'Leer', 'Nadar']}
        pending={false}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: '¿Tomarte una pausa del 1 dic al 3 dic?' })).toBeInTheDocument();
    expect(screen.getByText('Participas en 3 retos: Caminar, Leer y 1 más. Los días de pausa no contarán para ellos.')).toBeInTheDocument();
    expect(
      screen.getByText('3 días libres desde el martes, 1 de diciembre. Tu racha se queda en 12 días y no te llegarán recordatorios. Puedes terminarla antes cuando quieras.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomar la pausa' })).toBeInTheDocument();
  });

  it('says what is wrong with the dates in Spanish', async () => {
    await activateLocale('es');
    expect(breakProblems(TODAY, '2026-12-30', TODAY)).toEqual({ to: 'Una pausa puede durar 30 días como máximo.' });
  });
});
