import type { SessionSummary } from '@dayleaf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { authHandlers } from '../../../test/msw/auth';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
const session = (n: number, overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  id: `00000000-0000-4000-8000-0000000000c${n}`,
  created_at: hoursAgo(72),
  last_used_at: hoursAgo(1),
  device: `Browser ${n}`,
  browser: `Browser ${n}`,
  system: null,
  current: false,
  ...overrides,
});

describe('the sessions card in German', () => {
  it('names this device, says when each session signed in and was last used, and counts the ended ones', async () => {
    await activateLocale('de');
    const me = makeUser({ language: 'de' });
    let live = [session(1, { current: true }), session(2), session(3), session(4)];
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(me)),
      authHandlers.listSessions(() => HttpResponse.json(live)),
      authHandlers.logoutAll(() => {
        const ended = live.length - 1;
        live = live.filter((s) => s.current);
        return HttpResponse.json({ ended });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionsCard />, { user: me });

    const list = await screen.findByRole('list', { name: 'Angemeldete Sitzungen' });
    const [mine] = await within(list).findAllByRole('listitem');
    expect(within(mine!).getByText('Dieses Gerät')).toBeInTheDocument();
    expect(within(mine!).getByText('Angemeldet vor 3 Tagen · Zuletzt genutzt vor 1 Stunde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browser 1 abmelden (dieses Gerät)' })).toHaveTextContent('Abmelden');
    expect(screen.getByRole('button', { name: 'Browser 2 abmelden' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Überall sonst abmelden' }));
    expect(await screen.findByText('3 andere Sitzungen abgemeldet.')).toBeInTheDocument();
  });

  // The device's label is the web's own words around the names the server read.
  it('words a device as the language does: a browser on a system, or an unknown one', async () => {
    await activateLocale('de');
    const me = makeUser({ language: 'de' });
    const live = [session(1, { current: true, device: 'Firefox on Windows', browser: 'Firefox', system: 'Windows' }), session(2, { device: 'Unknown device', browser: null })];
    server.use(usersHandlers.getUser(() => HttpResponse.json(me)), authHandlers.listSessions(() => HttpResponse.json(live)));
    renderWithProviders(<SessionsCard />, { user: me });
    expect(await screen.findByText('Firefox auf Windows')).toBeInTheDocument();
    expect(screen.getByText('Unbekanntes Gerät')).toBeInTheDocument();
  });
});

describe('the password card in Arabic', () => {
  it('labels its fields and button in Arabic', async () => {
    await activateLocale('ar');
    const me = makeUser({ language: 'ar' });
    server.use(usersHandlers.getUser(() => HttpResponse.json(me)));
    renderWithProviders(<ChangePasswordCard />, { user: me });
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription('8 أحرف على الأقل.');
    expect(screen.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeDisabled();
  });
});
