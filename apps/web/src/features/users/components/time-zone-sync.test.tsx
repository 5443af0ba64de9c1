import type { User } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { recordRequests, server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../test/render';
import { forgetRememberedZone } from '../../../lib/local-day';
import { fakeBrowserZone } from '../../../test/time-zone';
import { TimeZoneSync } from './time-zone-sync';

const USER = makeUser({ time_zone: 'UTC', day_start_hour: 0 });

/** The user's record as the server keeps it: the session reloads it, a settings save changes it (or is refused). */
function answerUser(refusal?: Response) {
  let stored: User = USER;
  const received: unknown[] = [];
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(stored)),
    usersHandlers.updateSettings(async ({ request }) => {
      const body = await request.json();
      received.push(body);
      if (refusal) return refusal.clone();
      stored = { ...stored, ...body };
      return HttpResponse.json(stored);
    }),
  );
  return received;
}

describe('TimeZoneSync', () => {
  it('when the browser is in another zone than the stored one, then it saves that zone once and says so', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const received = answerUser();
    const queryClient = createTestQueryClient();
    const first = renderWithProviders(<TimeZoneSync />, { user: USER, queryClient });

    expect(await screen.findByText('Time zone set to Asia/Tokyo')).toBeInTheDocument();
    expect(received).toEqual([{ time_zone: 'Asia/Tokyo' }]);
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
    renderWithProviders(<TimeZoneSync />, { user: { ...USER, time_zone: 'Europe/Paris' } });
    await waitFor(() => expect(sent).toEqual([`GET /api/users/${USER.id}`]));
    expect(received).toEqual([{ time_zone: 'Asia/Tokyo' }]);
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
