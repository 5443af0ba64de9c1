import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { HttpResponse } from '../../../test/msw/contract';
import { moodsHandlers } from '../../../test/msw/moods';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { MoodHistory } from './mood-history';
import { MoodPicker } from './mood-picker';

const USER_ID = '11111111-1111-4111-8111-111111111111';

describe('MoodPicker in Spanish', () => {
  it('asks for the mood, names each one and says which was logged in Spanish', async () => {
    await activateLocale('es');
    server.use(
      moodsHandlers.getTodayMood(() => HttpResponse.json({ mood: null })),
      moodsHandlers.logMood(() => HttpResponse.json({ mood: 'happy', date: '2026-03-10' })),
    );
    renderWithProviders(<MoodPicker userId={USER_ID} />);
    expect(screen.getByRole('group', { name: '¿Cómo te sientes hoy?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['🤩Con ilusión', '😊Feliz', '😐Neutral', '😴Sin energía', '😣Con estrés', '💪Con ganas']);
    fireEvent.click(screen.getByRole('button', { name: 'Feliz' }));
    expect(await screen.findByText('Estado de ánimo registrado: Feliz')).toBeInTheDocument();
  });
});

describe('MoodHistory in German', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the month, the weekdays and each day’s mood in German', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    await activateLocale('de');
    server.use(moodsHandlers.getMoodLogs(() => HttpResponse.json([{ mood: 'happy', date: '2026-11-14' }])));
    renderWithProviders(<MoodHistory userId={USER_ID} timeZone="UTC" dayStartHour={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stimmungsverlauf' }));
    expect(await screen.findByRole('gridcell', { name: '14 November: Glücklich' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Stimmungen im November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']);
    expect(screen.getAllByRole('gridcell', { name: /keine Stimmung eingetragen$/ })).toHaveLength(29);
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
  });
});
