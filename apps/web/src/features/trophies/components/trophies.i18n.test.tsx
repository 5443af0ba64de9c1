import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { trophiesHandlers } from '../../../test/msw/trophies';
import { usersHandlers } from '../../../test/msw/users';
import { askForLessMotion } from '../../../test/reduced-motion';
import { observeNoResizes } from '../../../test/resize-observer';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../test/render';
import { trophyKeys } from '../api/keys';
import { TrophyCase } from './trophy-case';
import TrophyMoment from './trophy-moment';

const CATALOG: Trophy[] = [
  { id: 'streak-3', name: 'Getting Started', description: 'Keep a 3 day streak.', icon: '🔥', criteria_type: 'streak', criteria_value: 3 },
  { id: 'first-post', name: 'Say Cheese', description: 'Share your first photo.', icon: '📸', criteria_type: 'first_post', criteria_value: 1 },
  { id: 'friend-5', name: 'Social Circle', description: 'Have 5 friends.', icon: '👥', criteria_type: 'add_friend', criteria_value: 5 },
  // Added to the catalogue after this build: its words stay the server's.
  { id: 'streak-1000', name: 'Millennium', description: 'Keep a 1000 day streak.', icon: '🌟', criteria_type: 'streak', criteria_value: 1000 },
];
const earned = (trophy: Trophy, flags: { seen: boolean; celebrated: boolean }): UserTrophy => ({
  ...trophy,
  id: crypto.randomUUID(),
  trophy_id: trophy.id,
  earned_at: '2026-11-20T08:00:00.000Z',
  ...flags,
});

/** The server: the catalogue, the account's earned trophies, and marks taken; the account speaks `language`. */
function answerTrophies(earnedTrophies: UserTrophy[], language: 'es' | 'ar') {
  const user = makeUser({ language });
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(user)),
    trophiesHandlers.listTrophies(() => HttpResponse.json(CATALOG)),
    trophiesHandlers.getUserTrophies(() => HttpResponse.json(earnedTrophies)),
    trophiesHandlers.markTrophies(() => HttpResponse.json({ ok: true })),
  );
  return user;
}

beforeEach(askForLessMotion);
beforeEach(observeNoResizes);

describe('TrophyCase in Spanish', () => {
  it('counts the trophies and names each one in Spanish, with their plurals', async () => {
    await activateLocale('es');
    const user = answerTrophies([earned(CATALOG[0]!, { seen: false, celebrated: true }), earned(CATALOG[1]!, { seen: false, celebrated: true })], 'es');
    renderWithProviders(<TrophyCase user={user} />, { user });
    expect(await screen.findByText('2 de 4 desbloqueados')).toBeInTheDocument();
    expect(screen.getByText('2 nuevos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Vitrina de trofeos/ }));
    expect(await screen.findByText('Primeros pasos')).toBeInTheDocument();
    expect(screen.getByText('Mantén una racha de 3 días.')).toBeInTheDocument();
    expect(screen.getByText('¡Patata!')).toBeInTheDocument();
    expect(screen.getByText('Círculo social')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de Círculo social' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Desbloqueado el 20 nov/)).toHaveLength(2);
    expect(screen.getByText('Millennium')).toBeInTheDocument();
    expect(screen.getByText('Keep a 1000 day streak.')).toBeInTheDocument();
  });

  it('says one unlocked in the singular', async () => {
    await activateLocale('es');
    const user = answerTrophies([earned(CATALOG[0]!, { seen: true, celebrated: true })], 'es');
    renderWithProviders(<TrophyCase user={user} />, { user });
    expect(await screen.findByText('1 de 4 desbloqueado')).toBeInTheDocument();
  });
});

describe('TrophyMoment in Arabic', () => {
  it('says two trophies unlocked in its own plural form, and names them in Arabic', async () => {
    await activateLocale('ar');
    const user = answerTrophies([], 'ar');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(trophyKeys.earned(user.id), [earned(CATALOG[0]!, { seen: false, celebrated: false }), earned(CATALOG[2]!, { seen: false, celebrated: false })]);
    renderWithProviders(<TrophyMoment />, { user, queryClient });
    const sheet = await screen.findByRole('region', { name: 'فتحت كأسين!' });
    expect(sheet).toHaveTextContent('البداية');
    expect(sheet).toHaveTextContent('كوّن 5 أصدقاء.');
    expect(screen.getByRole('link', { name: 'عرض الكؤوس' })).toHaveAttribute('href', '/profile');
  });
});
