import { shiftDay } from '@dayleaf/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { localToday } from '../../../lib/local-day';
import { makeUser } from '../../../test/render';
import { renderSignedIn } from '../../../test/subscriptions-fixtures';
import SubscribePage from './subscribe-page';
import SubscriptionPage from './subscription-page';
import { StreakRestorationCard } from './streak-restoration-card';

const premium = { subscription_status: 'premium' as const, subscription_end_date: '2026-04-10T12:00:00.000Z' };
/** A number as Arabic writes it, as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

describe('the Premium screens in Spanish', () => {
  it('offers Premium to a free user in Spanish', async () => {
    await activateLocale('es');
    renderSignedIn(makeUser({ language: 'es' }), <SubscriptionPage />);
    expect(screen.getByText('Más tareas, más temas, segundas oportunidades.')).toBeInTheDocument();
    expect(screen.getByText('Funciones Premium')).toBeInTheDocument();
    expect(screen.getByText('Hasta 10 tareas diarias')).toBeInTheDocument();
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hazte Premium' })).toHaveAttribute('href', '/subscribe');
  });

  it('labels the demo card form in Spanish', async () => {
    await activateLocale('es');
    renderSignedIn(makeUser({ language: 'es' }), <SubscribePage />, '/subscribe');
    expect(screen.getByRole('heading', { name: 'Hazte Premium' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre en la tarjeta')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de tarjeta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar 4,99 US$' })).toBeDisabled();
  });

  it.each([
    [29, 'Podrás recuperar tu racha de nuevo en 1 día.'],
    [28, 'Podrás recuperar tu racha de nuevo en 2 días.'],
  ])('counts the days until the next restoration (last one %i days ago) in its plural form', async (daysAgo, text) => {
    await activateLocale('es');
    const user = makeUser({ ...premium, language: 'es', last_streak_restoration_date: shiftDay(localToday(new Date(), 'UTC', 0), -daysAgo) });
    renderSignedIn(user, <StreakRestorationCard user={user} />);
    expect(screen.getByText((content) => content.startsWith(text))).toBeInTheDocument();
  });
});

describe('the streak restoration card in Arabic', () => {
  it.each([
    [1, 'سلسلتك الحالية يوم واحد.'],
    [2, 'سلسلتك الحالية يومان.'],
    [3, `سلسلتك الحالية ${ar(3)} أيام.`],
    [11, `سلسلتك الحالية ${ar(11)} يومًا.`],
    [100, `سلسلتك الحالية ${ar(100)} يوم.`],
  ])('says a %i-day streak in its own plural form', async (streak, text) => {
    await activateLocale('ar');
    const user = makeUser({ ...premium, language: 'ar', streak_count: streak });
    renderSignedIn(user, <StreakRestorationCard user={user} />);
    expect(screen.getByText('استعادة السلسلة')).toBeInTheDocument();
    expect(screen.getByText((content) => content.startsWith(text))).toBeInTheDocument();
  });
});
