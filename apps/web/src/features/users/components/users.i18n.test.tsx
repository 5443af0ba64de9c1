import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/i18n/format';
import { activateLocale } from '../../../lib/i18n/i18n';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';
import PublicProfilePage from './public-profile-page';
import { unsentChangesText } from './sign-out-dialog';
import { StreakCard } from './streak-card';

/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');
const ben = { id: '00000000-0000-4000-8000-0000000000bb', username: 'ben', bio: '', profile_photo: null, subscription_status: 'free', done_today: true, on_break: false, friendship: null, friend_streak: null } as const;

const renderProfile = (viewer?: ReturnType<typeof makeUser>) =>
  renderWithProviders(
    <Routes>
      <Route path="/profile/:username" element={<PublicProfilePage />} />
    </Routes>,
    { path: '/profile/ben', ...(viewer && { user: viewer }) },
  );

describe('the profile in Spanish', () => {
  it('titles the own profile and its cards in Spanish', async () => {
    // The account's language is the one the signed-in app speaks.
    const user = makeUser({ language: 'es', streak_count: 1 });
    server.use(usersHandlers.getUser(() => HttpResponse.json(user)));
    await activateLocale('es');
    renderWithProviders(<ProfilePage />, { user });
    expect(await screen.findByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByText('Racha actual').nextElementSibling).toHaveTextContent('1 día');
    expect(await screen.findByRole('switch', { name: 'Perfil privado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('says the friend streak a signed-in friend shares, with its plural', async () => {
    const viewer = makeUser({ language: 'es' });
    const friends = { state: 'friends', friendship_id: '00000000-0000-4000-8000-0000000000ff' } as const;
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(viewer)),
      usersHandlers.publicProfile(() => HttpResponse.json({ ...ben, streak_count: 12, friendship: friends, friend_streak: 12 })),
    );
    await activateLocale('es');
    renderProfile(viewer);
    expect(await screen.findByText('Tú y ben: racha de amistad de 12 días')).toBeInTheDocument();
    expect(screen.getByText('12 días seguidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/feed');
  });
});

describe('the profile in Arabic', () => {
  it('tells a signed-out visitor in Arabic that the profile is private, and offers a way in', async () => {
    server.use(usersHandlers.publicProfile(() => apiError(403, 'This profile is private.')));
    await activateLocale('ar');
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'الملف الشخصي خاص' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انضم إلى Dayleaf' })).toBeInTheDocument();
  });

  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [1, 'يوم واحد متتالٍ'],
    [2, 'يومان متتاليان'],
    [3, `${ar(3)} أيام متتالية`],
    [11, `${ar(11)} يومًا متتاليًا`],
    [100, `${ar(100)} يوم متتالٍ`],
  ])('says a streak of %i days in a row in its own plural form', async (days, text) => {
    await activateLocale('ar');
    render(<StreakCard streak={days} inARow />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('signing out in German', () => {
  it('counts the changes it would delete with their plural', async () => {
    await activateLocale('de');
    expect(unsentChangesText(1)).toBe('1 Änderung, die du offline gemacht hast, ist noch nicht bei Dayleaf angekommen. Wenn du dich abmeldest, wird sie von diesem Gerät gelöscht.');
    expect(unsentChangesText(3)).toBe('3 Änderungen, die du offline gemacht hast, sind noch nicht bei Dayleaf angekommen. Wenn du dich abmeldest, werden sie von diesem Gerät gelöscht.');
  });
});
