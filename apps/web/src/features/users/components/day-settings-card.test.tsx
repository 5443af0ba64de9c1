import type { User } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { fakeBrowserZone } from '../../../test/time-zone';
import { DaySettingsCard } from './day-settings-card';

// A user who chose their zone: the picker is open to them.
const USER = makeUser({ time_zone: 'UTC', time_zone_auto: false, day_start_hour: 0 });

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
    // "Set automatically", the search, then the zone.
    await events.tab();
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

describe('DaySettingsCard: Set automatically', () => {
  const AUTO = makeUser({ time_zone: 'Europe/Berlin', time_zone_auto: true, day_start_hour: 0 });
  beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(AUTO))));

  /** Answers the saves as the server would for a user with `user`'s settings; returns the bodies received. */
  function answerAs(user: User, refusal?: Response) {
    const received: unknown[] = [];
    server.use(
      usersHandlers.updateSettings(async ({ request }) => {
        const body = await request.json();
        received.push(body);
        if (refusal) return refusal;
        const zone = body.time_zone ?? (body.time_zone_auto ? body.device_time_zone : undefined) ?? user.time_zone;
        const auto = body.time_zone ? false : (body.time_zone_auto ?? user.time_zone_auto);
        return HttpResponse.json({ ...user, time_zone: zone, time_zone_auto: auto, day_start_hour: body.day_start_hour ?? user.day_start_hour });
      }),
    );
    return received;
  }

  it('when the zone follows the devices, then the switch is on, the zone shows but cannot be picked, and Save sends only the day end', async () => {
    const received = answerAs(AUTO);
    const { events } = renderCard(AUTO);
    expect(screen.getByRole('switch', { name: 'Set automatically' })).toBeChecked();
    expect(screen.getByText('Your time zone follows the device you use.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search time zones' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await events.selectOptions(screen.getByRole('combobox', { name: 'My day ends at' }), '2 am');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Day settings saved.')).toBeInTheDocument();
    expect(received).toEqual([{ day_start_hour: 2 }]);
  });

  it('when it is turned off, then the zone stays and can be picked; turned on, then it follows this device', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerAs(AUTO);
    const { events, queryClient } = renderCard(AUTO);
    await events.click(screen.getByRole('switch', { name: 'Set automatically' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Set automatically' })).not.toBeChecked());
    expect(received).toEqual([{ time_zone_auto: false }]);
    expect(screen.getByText('Your time zone stays as you choose it.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: 'Search time zones' })).toBeInTheDocument();
    expect(queryClient.getQueryData<User>(userKeys.user(AUTO.id))).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: false });

    answerAs({ ...AUTO, time_zone_auto: false });
    await events.click(screen.getByRole('switch', { name: 'Set automatically' }));
    await waitFor(() => expect(queryClient.getQueryData<User>(userKeys.user(AUTO.id))).toMatchObject({ time_zone: 'Asia/Tokyo', time_zone_auto: true }));
    expect(screen.getByRole('switch', { name: 'Set automatically' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  });

  it('when the switch cannot be saved, then it turns back and the server\'s text shows', async () => {
    answerAs(AUTO, apiError(503, 'The service is temporarily unavailable.'));
    const { events } = renderCard(AUTO);
    await events.click(screen.getByRole('switch', { name: 'Set automatically' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.getByRole('switch', { name: 'Set automatically' })).toBeChecked();
  });
});
