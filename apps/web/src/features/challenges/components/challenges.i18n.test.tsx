import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeChallenge, makeHistoryItem } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { createTestQueryClient, makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import { formatNumber } from '../../../lib/i18n/format';
import { activateLocale } from '../../../lib/i18n/i18n';
import { challengeShareCard } from '../share-challenge';
import { ChallengeCard } from './challenge-card';
import { ChallengeHistory } from './challenge-history';
import { ProgressBar } from './progress-bar';

const ME = '11111111-1111-4111-8111-111111111111';
/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

function renderCard(overrides: Parameters<typeof makeChallenge>[0] = {}) {
  render(<ChallengeCard challenge={makeChallenge(overrides)} userId={ME} joining={false} onJoin={() => undefined} onView={() => undefined} />);
}

describe('A challenge card in Spanish', () => {
  it('says its duration, who joined, the days left, the creator and the join button in Spanish', async () => {
    await activateLocale('es');
    renderCard({ participants: 1, days_remaining: 6 });
    expect(screen.getByText('7 días')).toBeInTheDocument();
    expect(screen.getByText('Se unió 1 persona')).toBeInTheDocument();
    expect(screen.getByText('Quedan 6 días')).toBeInTheDocument();
    expect(screen.getByText('Creado por')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unirme al reto' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ver detalles' })).toBeInTheDocument();
  });

  it('counts more than one in the plural', async () => {
    await activateLocale('es');
    renderCard({ participants: 4, days_remaining: 1, user_joined: true, user_progress: 3 });
    expect(screen.getByText('Se unieron 4 personas')).toBeInTheDocument();
    expect(screen.getByText('Queda 1 día')).toBeInTheDocument();
    expect(screen.getByText('3/7 días')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya te uniste' })).toBeDisabled();
  });
});

describe('Challenges in Arabic', () => {
  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [1, 'بقي يوم واحد'],
    [2, 'بقي يومان'],
    [3, `بقيت ${ar(3)} أيام`],
    [11, `بقي ${ar(11)} يومًا`],
    [100, `بقي ${ar(100)} يوم`],
  ])('says %i days left in its own plural form', async (days, text) => {
    await activateLocale('ar');
    renderCard({ days_remaining: days, duration_days: 30 });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('writes the progress with Arabic digits and lays the page right to left', async () => {
    await activateLocale('ar');
    render(<ProgressBar value={3} max={7} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('تقدّمك')).toBeInTheDocument();
    expect(screen.getByText(`${ar(3)}/${ar(7)} أيام`)).toBeInTheDocument();
  });
});

describe('The challenge history in German', () => {
  it('says each status, the completion rate and the progress in German', async () => {
    // Signed in, the account's language is the one the app speaks.
    const user = makeUser({ language: 'de' });
    await activateLocale('de');
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      challengesHandlers.challengeHistory(() =>
        HttpResponse.json([
          makeHistoryItem({ id: 'a1111111-1111-4111-8111-111111111111', challenge_name: 'Read daily' }),
          makeHistoryItem({ id: 'c3333333-3333-4333-8333-333333333333', challenge_name: 'Walk', status: 'left', final_progress: 2, completion_rate: 29, completed_at: null }),
        ]),
      ),
    );
    renderWithProviders(<ChallengeHistory userId={TEST_USER_ID} />, { user });
    const read = await screen.findByRole('article', { name: 'Read daily' });
    expect(within(read).getByText('Geschafft')).toBeInTheDocument();
    expect(within(read).getByText('100 %')).toBeInTheDocument();
    expect(within(read).getByText('7/7 Tage')).toBeInTheDocument();
    expect(await within(read).findByRole('button', { name: 'Teile dein Ergebnis in Read daily' })).toBeInTheDocument();
    const walk = screen.getByRole('article', { name: 'Walk' });
    expect(within(walk).getByText('Ausgestiegen')).toBeInTheDocument();
    expect(within(walk).getByText('Gestartet')).toBeInTheDocument();
  });
});

describe('A shared result in Spanish', () => {
  it('says the place and the days in Spanish words and order', async () => {
    await activateLocale('es');
    const person = (id: string, progress: number) => ({ id, username: id, profile_photo: null, subscription_status: 'free' as const, streak_count: 3, progress });
    server.use(challengesHandlers.challengeParticipants(() => HttpResponse.json([person('a', 14), person('me', 12), person('c', 3)])));
    const card = await challengeShareCard(createTestQueryClient(), makeUser({ id: 'me', username: 'ben' }), { id: 'c1', name: 'Correr', duration_days: 14, progress: 12 });
    expect(card.content.eyebrow).toBe('Resultado del reto');
    expect(card.content.hero).toEqual({ value: '2.º', emoji: '🥈', label: 'puesto de 3' });
    expect(card.content.progress?.label).toBe('12 de 14 días completados');
    expect(card.text).toBe('ben quedó en el puesto 2 de 3 en el reto «Correr» en Dayleaf, con 12 de 14 días completados.');
  });
});
