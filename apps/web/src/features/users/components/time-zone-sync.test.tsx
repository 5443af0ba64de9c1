import type { User } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { recordRequests, server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../test/render';
import { forgetRememberedZone } from '../../../lib/local-day';
import { fakeBrowserZone } from '../../../test/time-zone';
import { TimeZoneSync } from './time-zone-sync';

const USER = makeUser({ time_zone: 'UTC', day_start_hour: 0 });

/**
 * The user's record as the server keeps it: the session reloads it, a settings save changes it as the server would
 * (a device's zone only while the zone follows the devices, a picked one turns that off), or is refused.
 */
function answerUser(refusal?: Response, user: User = USER) {
  let stored: User = user;
  const received: unknown[] = [];
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(stored)),
    usersHandlers.updateSettings(async ({ request }) => {
      const body = await request.json();
      received.push(body);
      if (refusal) return refusal.clone();
      if (body.time_zone) stored = { ...stored, time_zone: body.time_zone, time_zone_auto: false };
      else if (body.device_time_zone && stored.time_zone_auto) stored = { ...stored, time_zone: body.device_time_zone };
      return HttpResponse.json(stored);
    }),
  );
  return received;
}

describe('TimeZoneSync, while the zone follows the devices', () => {
  it('when the browser is in another zone than the stored one, then it saves that zone once and says so', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerUser();
    const queryClient = createTestQueryClient();
    const first = renderWithProviders(<TimeZoneSync />, { user: USER, queryClient });

    expect(await screen.findByText('Time zone set to Asia/Tokyo')).toBeInTheDocument();
    expect(received).toEqual([{ device_time_zone: 'Asia/Tokyo' }]);
    expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'Asia/Tokyo' });

    // The app starting again in the same zone asks nothing more.
    first.unmount();
    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: { ...USER, time_zone: 'Asia/Tokyo' } });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(received).toHaveLength(1);
  });

  it('when the user later picks another zone in settings, then the next start leaves it as they chose', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerUser();
    const queryClient = createTestQueryClient();
    const first = renderWithProviders(<TimeZoneSync />, { user: USER, queryClient });
    await waitFor(() => expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'Asia/Tokyo' }));
    first.unmount();

    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: { ...USER, time_zone: 'Europe/Paris', time_zone_auto: false } });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(received).toEqual([{ device_time_zone: 'Asia/Tokyo' }]);
  });

  it('when the server refuses the zone, then it is not asked again, at once or at the next start', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerUser(apiError(400, 'time_zone: Unknown time zone.'));
    const queryClient = createTestQueryClient();
    const first = renderWithProviders(<TimeZoneSync />, { user: USER, queryClient });
    await waitFor(() => expect(received).toHaveLength(1));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'UTC' });
    first.unmount();

    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: USER });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(received).toHaveLength(1);
  });

  it('when the browser names the stored zone by an alias, then nothing is sent', async () => {
    fakeBrowserZone('Etc/UTC');
    const received = answerUser();
    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: USER });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(received).toEqual([]);
  });

  it('when a start finds the zone it saw last time, with the browser’s clock unchanged, then Intl is not asked at all', async () => {
    fakeBrowserZone('Asia/Tokyo');
    answerUser();
    const first = renderWithProviders(<TimeZoneSync />, { user: USER });
    expect(await screen.findByText('Time zone set to Asia/Tokyo')).toBeInTheDocument();
    first.unmount();

    // A new page load: only storage remembers. Its first use of Intl would cost a phone 50 to 150 ms.
    forgetRememberedZone();
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: { ...USER, time_zone: 'Asia/Tokyo' } });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(intl).not.toHaveBeenCalled();
  });
});

describe('TimeZoneSync, when the user chose their zone', () => {
  const CHOSE_TOKYO = makeUser({ time_zone: 'Asia/Tokyo', time_zone_auto: false });
  // The question's code loads when it is first asked; here it is already loaded, so each test waits on the question
  // rather than on a first import, which a busy machine can take seconds over.
  beforeAll(() => import('./zone-prompt'));

  it('when a device in another zone starts, then it asks once, and Keep leaves the zone, then and at the next start', async () => {
    fakeBrowserZone('Europe/Berlin');
    const received = answerUser(undefined, CHOSE_TOKYO);
    const first = renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO });
    const prompt = await screen.findByRole('alertdialog', { name: 'Your device is in Europe/Berlin. Use it for your days?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep Asia/Tokyo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(received).toEqual([]);
    first.unmount();

    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('when the user answers Use, then the device zone is saved as their choice and a toast says so', async () => {
    fakeBrowserZone('Europe/Berlin');
    const received = answerUser(undefined, CHOSE_TOKYO);
    const queryClient = createTestQueryClient();
    renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO, queryClient });
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use' }));
    expect(await screen.findByText('Time zone set to Europe/Berlin')).toBeInTheDocument();
    expect(received).toEqual([{ time_zone: 'Europe/Berlin' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<User>(userKeys.user(USER.id))).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_auto: false });
  });

  it('when the page reloads before an answer, then it asks again', async () => {
    fakeBrowserZone('Europe/Berlin');
    answerUser(undefined, CHOSE_TOKYO);
    const first = renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO });
    await screen.findByRole('alertdialog');
    first.unmount();
    renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO });
    expect(await screen.findByRole('alertdialog', { name: 'Your device is in Europe/Berlin. Use it for your days?' })).toBeInTheDocument();
  });

  it('when the device is on the chosen zone\'s clock, then nothing is asked or sent', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerUser(undefined, CHOSE_TOKYO);
    const sent = recordRequests();
    renderWithProviders(<TimeZoneSync />, { user: CHOSE_TOKYO });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });
});
