import type { User } from '@dayleaf/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { fakeBrowserZone } from '../../../test/time-zone';
import { DaySettingsCard } from './day-settings-card';

const USER = makeUser({ time_zone: 'UTC', day_start_hour: 0 });

/** Answers the settings save with the user as saved, or with `refusal`; returns the bodies received. */
function answerSettings(refusal?: Response) {
  const received: unknown[] = [];
  server.use(
    usersHandlers.updateSettings(async ({ request }) => {
      const body = await request.json();
      received.push(body);
      return refusal ?? HttpResponse.json({ ...USER, ...body });
    }),
  );
  return received;
}

function renderCard(user: User = USER) {
  const rendered = renderWithProviders(<DaySettingsCard />, { user });
  return { ...rendered, events: userEvent.setup() };
}

describe('DaySettingsCard', () => {
  // The session reloads the signed-in user.
  beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(USER))));

  it('when opened, then the detected zone is the first option and the stored settings are selected', () => {
    fakeBrowserZone('Asia/Tokyo');
    renderCard();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('UTC');
    expect(zone.querySelector('option')).toHaveValue('Asia/Tokyo');
    expect(zone.querySelector('option')).toHaveTextContent(/^Asia\/Tokyo$/);
    expect(zone.querySelector('optgroup')).toHaveAttribute('label', 'This device');
    expect(screen.getByRole('combobox', { name: 'My day ends at' })).toHaveValue('0');
    expect(screen.getAllByRole('option', { name: /^(Midnight|\d am)$/ }).map((o) => o.textContent)).toEqual(['Midnight', '1 am', '2 am', '3 am', '4 am']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('when the zone select is reached, then it holds every zone, the detected one still first', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const { events } = renderCard();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    // Until then only the detected and the stored zone are in the page.
    expect(zone.querySelectorAll('option')).toHaveLength(2);
    await events.tab();
    await events.tab();
    expect(zone).toHaveFocus();
    expect(zone.querySelectorAll('option').length).toBeGreaterThan(400);
    expect(zone.querySelector('option')).toHaveValue('Asia/Tokyo');
    expect(zone).toHaveValue('UTC');
  });

  it('when a zone is searched and a day end chosen, then Save sends both, the cached user follows and a toast confirms', async () => {
    const received = answerSettings();
    const { events, queryClient } = renderCard();
    await events.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'kiritimati');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Pacific/Kiritimati');
    expect(screen.getByText(/^GMT\+14 · Today there: \w+day, \w+ \d+$/)).toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: 'My day ends at' }), '3 am');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Day settings saved.')).toBeInTheDocument();
    expect(received).toEqual([{ time_zone: 'Pacific/Kiritimati', day_start_hour: 3 }]);
    expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'Pacific/Kiritimati', day_start_hour: 3 });
  });

  it('when the search matches nothing, then it says so and the chosen zone stays selected', async () => {
    const { events } = renderCard();
    await events.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'atlantis');
    expect(screen.getByText('No time zone matches.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('when the server refuses with a 400, then its text shows under the fields and nothing is cached', async () => {
    const received = answerSettings(apiError(400, 'time_zone: Unknown time zone.'));
    const { events, queryClient } = renderCard();
    await events.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('time_zone: Unknown time zone.');
    expect(received).toEqual([{ time_zone: 'Europe/Paris', day_start_hour: 0 }]);
    expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'UTC' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
