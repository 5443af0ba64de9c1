import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHistoryItem } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import { ChallengeHistory } from './challenge-history';

describe('ChallengeHistory: sharing a result', () => {
  it('a completed or expired challenge has "Share", named for it; one the user left has none', async () => {
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(makeUser())),
      challengesHandlers.challengeHistory(() =>
        HttpResponse.json([
          makeHistoryItem({ id: 'a1111111-1111-4111-8111-111111111111', challenge_name: '📚 Read daily' }),
          makeHistoryItem({ id: 'b2222222-2222-4222-8222-222222222222', challenge_name: 'Plank', status: 'expired', final_progress: 5, completion_rate: 71, completed_at: null }),
          makeHistoryItem({ id: 'c3333333-3333-4333-8333-333333333333', challenge_name: 'Walk', status: 'left', final_progress: 2, completion_rate: 29, completed_at: null }),
        ]),
      ),
    );
    renderWithProviders(<ChallengeHistory userId={TEST_USER_ID} />, { user: makeUser() });
    const read = await screen.findByRole('article', { name: '📚 Read daily' });
    expect(await within(read).findByRole('button', { name: 'Share your result in 📚 Read daily' })).toHaveTextContent('Share');
    expect(await within(screen.getByRole('article', { name: 'Plank' })).findByRole('button', { name: 'Share your result in Plank' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Walk' })).queryByRole('button')).not.toBeInTheDocument();
  });
});
