import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDays } from '../../../test/streaks-fixtures';
import YearCard from './year-card';
import { RANGE, square, TODAY } from './year.test-data';

const days = makeDays(RANGE.from, RANGE.to, {
  '2026-11-02': 'frozen',
  '2026-11-10': 'break',
  '2026-11-11': 'break',
  '2026-11-12': 'break',
  '2026-11-20': 'missed',
  '2026-11-21': { state: 'done', tasks_done: 1, mood: 'happy' },
  [TODAY]: 'today',
});

/** What the detail under the grid says about the picked day. */
const detail = () => screen.getByRole('button', { name: 'Previous day' }).parentElement!;

const renderYear = (over: Partial<Parameters<typeof YearCard>[0]> = {}) =>
  render(<YearCard title="Your year" range={RANGE} days={days} describeMood={(mood) => mood.toUpperCase()} {...over} />);

describe('YearCard', () => {
  it('has a square for every day of the 53 weeks, each named with its date and what it was', () => {
    renderYear();
    const grid = screen.getByRole('grid', { name: 'Your year' });
    expect(within(grid).getAllByRole('gridcell', { name: /: / })).toHaveLength(367);
    expect(within(grid).getByRole('gridcell', { name: 'Monday, November 2, 2026: Frozen' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday, November 10, 2026: On a break' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Friday, November 20, 2026: Missed' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday, November 24, 2026: Today, not done yet' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Sunday', 'MonMonday', 'Tuesday', 'WedWednesday', 'Thursday', 'FriFriday', 'Saturday']);
  });

  it('names each state in the legend; restored only when the year has one', () => {
    const { unmount } = renderYear();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Done',
      'Frozen 🧊',
      'Break',
      'Missed',
      'Today',
    ]);
    unmount();
    renderYear({ days: makeDays(RANGE.from, RANGE.to, { '2026-06-01': 'restored' }) });
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Restored')).toBeInTheDocument();
  });

  it('says the year month by month in words for screen readers', () => {
    renderYear();
    const months = within(screen.getByRole('heading', { name: 'Month by month' }).parentElement!).getAllByRole('listitem');
    expect(months).toHaveLength(13);
    expect(months[0]).toHaveTextContent('November 2025: 8 done');
    expect(months.at(-1)).toHaveTextContent('November 2026: 18 done, 1 frozen, 3 on a break, 1 missed, today not done yet');
  });

  it("opens on today's detail; a click picks another day, whose date, state, tasks and mood show under the grid", () => {
    renderYear();
    expect(detail()).toHaveTextContent('Tuesday, November 24, 2026Today, not done yet');
    fireEvent.click(square('2026-11-21'));
    expect(detail()).toHaveTextContent('Saturday, November 21, 2026Done, 1 task done, mood HAPPY');
    expect(square('2026-11-21')).toHaveAttribute('aria-selected', 'true');
    expect(square('2026-11-21')).toHaveAccessibleName('Saturday, November 21, 2026: Done, 1 task done, mood HAPPY');

    fireEvent.click(within(detail()).getByRole('button', { name: 'Previous day' }));
    expect(detail()).toHaveTextContent('Friday, November 20, 2026Missed');
  });

  it('moves by day with up and down, by week with left and right, and the picked day has the focus', () => {
    renderYear();
    const today = square(TODAY);
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowLeft' });
    expect(square('2026-11-17')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(square('2026-11-18')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(square('2025-11-23')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    // Never past today.
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(today).toHaveFocus();
    expect([...document.querySelectorAll('[role=gridcell][tabindex="0"]')]).toEqual([today]);
  });

  it('for a stranger (no tasks or moods in the answer), then a day says its state only', () => {
    renderYear({ days: days.map((day) => ({ ...day, tasks_done: null, mood: null })), describeMood: undefined });
    fireEvent.click(square('2026-11-21'));
    expect(square('2026-11-21')).toHaveAccessibleName('Saturday, November 21, 2026: Done');
    expect(detail()).toHaveTextContent('Saturday, November 21, 2026Done');
  });
});
