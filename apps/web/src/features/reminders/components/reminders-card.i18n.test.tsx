import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/i18n/format';
import { activateLocale } from '../../../lib/i18n/i18n';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { answerReminders, fakePushDevice, makeReminders } from '../../../test/reminders-fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { RemindersCard } from './reminders-card';

/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

function renderIn(language: 'es' | 'ar', devices: number, subscribed = false) {
  // The account's language is the one the signed-in app speaks.
  const user = makeUser({ language, time_zone: 'Europe/Lisbon' });
  server.use(usersHandlers.getUser(() => HttpResponse.json(user)));
  answerReminders(makeReminders({ enabled: devices > 0, devices }));
  renderWithProviders(<RemindersCard device={fakePushDevice({ subscribed }).device} />, { user });
}

describe('RemindersCard in Spanish', () => {
  it('names the switch, the time and the test in Spanish, and counts the devices', async () => {
    await activateLocale('es');
    renderIn('es', 3);
    const toggle = await screen.findByRole('switch', { name: 'Recordatorio diario' });
    await expect.poll(() => toggle).toHaveAccessibleDescription('Activado. Los reciben 3 dispositivos.');
    expect(screen.getByLabelText('Recuérdamelo a las')).toHaveAccessibleDescription('Tu hora, en Europe/Lisbon.');
    expect(screen.getByRole('button', { name: 'Enviar un recordatorio de prueba' })).toBeInTheDocument();
  });

  it('says this device is the one that gets them', async () => {
    await activateLocale('es');
    renderIn('es', 1, true);
    const toggle = await screen.findByRole('switch', { name: 'Recordatorio diario' });
    await expect.poll(() => toggle).toHaveAccessibleDescription('Activado. Este dispositivo los recibe.');
  });
});

describe('RemindersCard in Arabic', () => {
  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [1, 'مفعّل. يتلقاها جهاز واحد.'],
    [2, 'مفعّل. يتلقاها جهازان.'],
    [3, `مفعّل. تتلقاها ${ar(3)} أجهزة.`],
    [11, `مفعّل. يتلقاها ${ar(11)} جهازًا.`],
    [100, `مفعّل. يتلقاها ${ar(100)} جهاز.`],
  ])('says %i devices get them in its own plural form', async (devices, text) => {
    await activateLocale('ar');
    renderIn('ar', devices);
    const toggle = await screen.findByRole('switch', { name: 'تذكير يومي' });
    await expect.poll(() => toggle).toHaveAccessibleDescription(text);
  });
});
