import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { useCurrentUser } from '../../auth/session';
import { PrivacyCard } from './privacy-card';

/** The card as the profile shows it, with the signed-in user as the session keeps it. */
function ProfilePrivacy() {
  return <PrivacyCard user={useCurrentUser()} />;
}

describe('PrivacyCard', () => {
  it('when the profile is public, then the text says anyone can see it; switched on, then only friends can', async () => {
    let stored = makeUser({ is_profile_private: false });
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(stored)),
      usersHandlers.updateSettings(async ({ request }) => {
        stored = { ...stored, ...(await request.json()) };
        return HttpResponse.json(stored);
      }),
    );
    renderWithProviders(<ProfilePrivacy />, { user: stored });
    expect(screen.getByText('Anyone can see your profile.')).toBeInTheDocument();
    expect(screen.queryByText('Only friends can see your profile.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Private Profile' }));
    await waitFor(() => expect(stored.is_profile_private).toBe(true));
    // Once saved, the card shows the stored value.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Private Profile' })).toBeChecked());
    expect(screen.getByText('Only friends can see your profile.')).toBeInTheDocument();
    expect(screen.queryByText('Anyone can see your profile.')).not.toBeInTheDocument();
  });
});
