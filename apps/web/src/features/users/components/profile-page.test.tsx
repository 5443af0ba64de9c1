import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const USER = makeUser();

afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it('when the own profile first renders, then the streak card has its action, and the rest comes once that render has painted', async () => {
    server.use(usersHandlers.getUser(() => HttpResponse.json(USER)));
    // The browser's frames, held: the first render is not painted until they run.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    renderWithProviders(<ProfilePage streakAction={<button type="button">Share the streak</button>} middle={<p>The middle part</p>} />, { user: USER });

    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    // With the first paint: the Share button's place does not fill in later.
    expect(screen.getByRole('button', { name: 'Share the streak' })).toBeInTheDocument();
    expect(screen.queryByText('The middle part')).toBeNull();

    await act(async () => {
      while (frames.length) frames.shift()!(performance.now());
    });
    expect(await screen.findByText('The middle part')).toBeInTheDocument();
  });
});
