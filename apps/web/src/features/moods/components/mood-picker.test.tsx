import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, HttpResponse, networkError, type ContractResolver } from '../../../test/msw/contract';
import { moodsHandlers } from '../../../test/msw/moods';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import type { Mood, routes } from '@dayleaf/contracts';
import { useOutbox } from '../../offline/lazy-outbox';
import { replayOutbox, startOutbox } from '../../offline/outbox';
import { MoodPicker } from './mood-picker';

const USER_ID = '11111111-1111-4111-8111-111111111111';

/** The network edge: today's mood is unset; logging answers with `logMood`. */
function answerMoods(logMood: ContractResolver<typeof routes.logMood>) {
  server.use(moodsHandlers.getTodayMood(() => HttpResponse.json({ mood: null })), moodsHandlers.logMood(logMood));
}

/**
 * The network edge as the API behaves: today's mood is the last one logged. `answer`, while set, answers the log
 * instead (a dropped connection, the server's trouble).
 */
function moodServer(answer?: () => Response, initial: Mood | null = null) {
  const state = { today: initial, logged: [] as Mood[], reads: 0, answer };
  server.use(
    moodsHandlers.getTodayMood(() => {
      state.reads += 1;
      return HttpResponse.json(state.today ? { mood: state.today, date: '2026-03-10' } : { mood: null });
    }),
    moodsHandlers.logMood(async ({ request }) => {
      const { mood } = (await request.json()) as { mood: Mood };
      state.logged.push(mood);
      if (state.answer) return state.answer();
      state.today = mood;
      return HttpResponse.json({ mood, date: '2026-03-10' });
    }),
  );
  return state;
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

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
    expect(await screen.findByText('Mood logged as: Happy')).toBeInTheDocument();
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true');
    expect(logged).toEqual([{ user_id: USER_ID, mood: 'happy' }]);
  });

  it('while the save runs, then the pick shows selected in place of the stored mood; once saved, it stays', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = moodServer(undefined, 'happy');
    const { queryClient } = renderPicker();
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true'));
    server.use(
      moodsHandlers.logMood(async () => {
        await held;
        api.today = 'excited';
        return HttpResponse.json({ mood: 'excited', date: '2026-03-10' });
      }),
    );
    fireEvent.click(moodButton('Excited'));
    expect(moodButton('Excited')).toHaveAttribute('aria-pressed', 'true');
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(queryClient.isMutating()).toBe(1));
    expect(moodButton('Excited')).toHaveAttribute('aria-pressed', 'true');

    answer();
    expect(await screen.findByText('Mood logged as: Excited')).toBeInTheDocument();
    expect(moodButton('Excited')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('when a mood was logged and a new pick is refused, then the failure toast shows and the logged mood is selected again', async () => {
    const api = moodServer(() => apiError(400, 'Nope'), 'happy');
    renderPicker();
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(moodButton('Tired'));
    expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to log mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true'));
    expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'false');
    expect(api.logged).toEqual(['tired']);
  });

  it('when the server refuses and no mood was logged yet, then none is selected and the failure toast shows', async () => {
    answerMoods(() => apiError(400, 'Nope'));
    renderPicker();
    fireEvent.click(moodButton('Tired'));
    expect(await screen.findByText('Failed to log mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('when the server fails (5xx), then the failure toast shows, the selection is cleared, and nothing waits to be sent', async () => {
    const logged: unknown[] = [];
    answerMoods(async ({ request }) => {
      logged.push(await request.json());
      return apiError(500, 'Internal server error');
    });
    renderPicker();
    fireEvent.click(moodButton('Happy'));
    expect(await screen.findByText('Failed to log mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'false'));
    const { result } = renderHook(() => useOutbox(USER_ID));
    await waitFor(() => expect(result.current).toEqual({ waiting: 0, refused: [] }));
    await replayOutbox(USER_ID);
    expect(logged).toHaveLength(1);
  });

  it('when the request gets no answer, then the mood stays chosen and says it waits to be sent, with no logged toast; once sent, the wait ends', async () => {
    const api = moodServer(() => networkError());
    const { queryClient } = renderPicker();
    stops.push(startOutbox(queryClient, USER_ID));
    await screen.findByText(/How are you feeling/);
    await waitFor(() => expect(api.reads).toBeGreaterThan(0));
    fireEvent.click(moodButton('Stressed'));
    expect(await screen.findByRole('status')).toHaveTextContent('Stressed is waiting to be sent.');
    expect(moodButton('Stressed')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Mood logged as: Stressed')).not.toBeInTheDocument();

    api.answer = undefined;
    await act(() => replayOutbox());
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    await waitFor(() => expect(moodButton('Stressed')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.logged).toEqual(['stressed', 'stressed']);
  });

  it('when a mood waiting to be sent is answered with a 5xx, then it is listed as not saved with the failure text and the picker shows what the server kept', async () => {
    const api = moodServer(() => networkError(), 'happy');
    const { queryClient } = renderPicker();
    stops.push(startOutbox(queryClient, USER_ID));
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(moodButton('Tired'));
    expect(await screen.findByText('Tired is waiting to be sent.')).toBeInTheDocument();

    api.answer = () => apiError(503, 'Service unavailable');
    await act(() => replayOutbox());
    const { result } = renderHook(() => useOutbox(USER_ID));
    await waitFor(() => expect(result.current.refused).toEqual([expect.objectContaining({ description: "Log today's mood as Tired", reason: 'Failed to log mood.' })]));
    await waitFor(() => expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true'));
    expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();

    // Never sent again by itself.
    await act(() => replayOutbox());
    expect(api.logged).toEqual(['tired', 'tired']);
  });
});
