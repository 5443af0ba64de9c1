import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { MoodPicker } from './mood-picker';

const USER_ID = '11111111-1111-4111-8111-111111111111';

/** The network edge: today's mood is unset; logging answers with `post`. */
function stubApi(post: () => Promise<Response>) {
  return stubFetch((url, init) => {
    if (init.method === 'POST') return post();
    return jsonResponse(200, url.endsWith('/mood-log') ? { mood: null } : []);
  });
}

const renderPicker = () => renderWithProviders(<MoodPicker userId={USER_ID} />);

const moodButton = (name: string) => screen.getByRole('button', { name });

describe('MoodPicker', () => {
  it('when a mood is picked and saved, then it stays selected and the toast names it', async () => {
    const fetchFn = stubApi(async () => new Response(JSON.stringify({ mood: 'happy', date: '2026-03-10' })));
    renderPicker();
    fireEvent.click(moodButton('Happy'));
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Mood logged as: happy')).toBeInTheDocument();
    expect(moodButton('Happy')).toHaveAttribute('aria-pressed', 'true');
    const post = fetchFn.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ user_id: USER_ID, mood: 'happy' });
  });

  it('when the server refuses, then the selection is cleared and the failure toast shows', async () => {
    stubApi(async () => new Response(JSON.stringify({ error: 'Nope' }), { status: 400 }));
    renderPicker();
    fireEvent.click(moodButton('Tired'));
    expect(await screen.findByText('Failed to log mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Tired')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('when the request fails to reach the server, then the selection is cleared and the error toast shows', async () => {
    stubApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPicker();
    fireEvent.click(moodButton('Stressed'));
    expect(await screen.findByText('An error occurred while logging mood.')).toBeInTheDocument();
    await waitFor(() => expect(moodButton('Stressed')).toHaveAttribute('aria-pressed', 'false'));
  });
});
