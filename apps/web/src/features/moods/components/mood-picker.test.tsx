import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, networkError, type ContractResolver } from '../../../test/msw/contract';
import { moodsHandlers } from '../../../test/msw/moods';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import type { routes } from '@dayleaf/contracts';
import { useOutbox } from '../../../lib/outbox';
import { MoodPicker } from './mood-picker';

const USER_ID = '11111111-1111-4111-8111-111111111111';

/** The network edge: today's mood is unset; logging answers with `logMood`. */
function answerMoods(logMood: ContractResolver<typeof routes.logMood>) {
  server.use(moodsHandlers.getTodayMood(() => HttpResponse.json({ mood: null })), moodsHandlers.logMood(logMood));
}

const renderPicker = () => renderWithProviders(<MoodPicker userId={USER_ID} />);

const moodButton = (name: string) => screen.getByRole('button', { name });

describe('MoodPicker', () => {
  it('when a mood is picked and saved, then it stays selected and the toast names it', async () => {
    const logged: unknown[] = [];
    answerMoods(async ({ request }) => {
      logged.push(await request.json());
      return HttpResponse.json({ mood: 'happy', date: '2026-03-10' });
    });
    renderPicker();
    fireEvent.click(moodButton('Happy'));
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Mood logged as: happy')).toBeInTheDocument();
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true');
    expect(logged).toEqual([{ user_id: USER_ID, mood: 'happy' }]);
  });

  it('when the server refuses, then the selection is cleared and the failure toast shows', async () => {
    answerMoods(() => apiError(400, 'Nope'));
    renderPicker();
    fireEvent.click(moodButton('Tired'));
    expect(await screen.findByText('Failed to log mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('when the request fails to reach the server, then the mood stays chosen and waits on the device to be sent', async () => {
    answerMoods(() => networkError());
    renderPicker();
    fireEvent.click(moodButton('Stressed'));
    expect(await screen.findByText('Mood logged as: stressed')).toBeInTheDocument();
    expect(moodButton('Stressed')).toHaveAttribute('aria-pressed', 'true');
    const { result } = renderHook(() => useOutbox(USER_ID));
    await waitFor(() => expect(result.current.waiting).toBe(1));
  });
});
