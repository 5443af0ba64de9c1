import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { moodsHandlers } from '../../../test/msw/moods';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { MoodHistory } from './mood-history';

const USER_ID = '11111111-1111-4111-8111-111111111111';

describe('MoodHistory', () => {
  beforeEach(() => {
    // Only the date is fixed, so the calendar opens on November 2026; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("when opened, then each day is named by the number it shows, its month and its mood (or 'no mood logged')", async () => {
    server.use(moodsHandlers.getMoodLogs(() => HttpResponse.json([{ mood: 'happy', date: '2026-11-14' }])));
    renderWithProviders(<MoodHistory userId={USER_ID} timeZone="UTC" dayStartHour={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mood History' }));
    expect(await screen.findByRole('gridcell', { name: '14 November: Happy' })).toHaveTextContent(/^14/);
    expect(screen.getByRole('gridcell', { name: '1 November: no mood logged' })).toHaveTextContent(/^1 November/);
    expect(screen.getAllByRole('gridcell', { name: /no mood logged$/ })).toHaveLength(29);
  });

  it("when the user's zone is already in the next month, then the calendar opens on that month and marks their today", async () => {
    // 12:00 UTC on 30 November is 02:00 on 1 December on Kiritimati (UTC+14).
    vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    server.use(moodsHandlers.getMoodLogs(() => HttpResponse.json([{ mood: 'happy', date: '2026-12-01' }])));
    renderWithProviders(<MoodHistory userId={USER_ID} timeZone="Pacific/Kiritimati" dayStartHour={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mood History' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: '1 December: Happy' })).toHaveClass('ring-2');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});
