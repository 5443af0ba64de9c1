import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../components/ui/dialog';
import { useToastClearance } from '../../../components/ui/toast-clearance';
import { userKeys } from '../../auth/api/keys';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { trophiesHandlers } from '../../../test/msw/trophies';
import { usersHandlers } from '../../../test/msw/users';
import { askForLessMotion } from '../../../test/reduced-motion';
import { observeNoResizes } from '../../../test/resize-observer';
import { makeProgress, makeUser, renderWithProviders } from '../../../test/render';
import { trophyKeys } from '../api/keys';
import TrophyMoment, { MOMENT_DELAY_MS, MOMENT_SHOWN_MS } from './trophy-moment';

const STREAK_3: Trophy = { id: 'streak-3', name: 'Getting Started', description: 'Keep a 3 day streak.', icon: '🔥', criteria_type: 'streak', criteria_value: 3 };
const earned = (celebrated: boolean): UserTrophy => ({
  ...STREAK_3,
  id: crypto.randomUUID(),
  trophy_id: STREAK_3.id,
  earned_at: '2026-11-24T08:00:00.000Z',
  celebrated,
  seen: false,
});

beforeEach(askForLessMotion);
beforeEach(observeNoResizes);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TrophyMoment', () => {
  it('when the progress moves and a trophy is earned, then its sheet opens once with "View trophies", and it is marked celebrated', async () => {
    const user = makeUser({ streak_count: 2, progress: makeProgress({ streak: 2 }) });
    const marks: unknown[] = [];
    let trophies: UserTrophy[] = [];
    let stored = user;
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(stored)),
      trophiesHandlers.getUserTrophies(() => HttpResponse.json(trophies)),
      trophiesHandlers.markTrophies(async ({ request }) => {
        marks.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderWithProviders(<TrophyMoment />, { user });
    expect(screen.queryByRole('region', { name: /unlocked/ })).not.toBeInTheDocument();

    // Completing the third day: the answer's streak goes into the cached user.
    trophies = [earned(false)];
    stored = { ...user, streak_count: 3, progress: { ...user.progress, streak: 3 } };
    act(() => queryClient.setQueryData(userKeys.user(user.id), stored));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MOMENT_DELAY_MS);
    });
    const sheet = await screen.findByRole('region', { name: 'Trophy unlocked!' });
    expect(sheet).toHaveTextContent('Getting Started');
    expect(screen.getByRole('link', { name: 'View trophies' })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(marks).toEqual([{ mark: 'celebrated', trophy_ids: ['streak-3'] }]));
    expect(queryClient.getQueryData<UserTrophy[]>(trophyKeys.earned(user.id))![0]!.celebrated).toBe(true);

    // It takes no focus from what the person was doing.
    expect(sheet).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('link', { name: 'View trophies' }));
    expect(screen.queryByRole('region', { name: 'Trophy unlocked!' })).not.toBeInTheDocument();
    expect(marks).toHaveLength(1);
  });

  it('when the sheet is left alone, then it goes by itself; while the focus is in it, it stays', async () => {
    const user = makeUser();
    server.use(usersHandlers.getUser(() => HttpResponse.json(user)));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderWithProviders(<TrophyMoment />, { user });
    server.use(trophiesHandlers.markTrophies(() => HttpResponse.json({ ok: true })));
    act(() => queryClient.setQueryData(trophyKeys.earned(user.id), [earned(false)]));
    const sheet = await screen.findByRole('region', { name: 'Trophy unlocked!' });
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(MOMENT_SHOWN_MS * 2));
    expect(sheet).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(MOMENT_SHOWN_MS));
    expect(screen.queryByRole('region', { name: 'Trophy unlocked!' })).not.toBeInTheDocument();
  });

  it('when the trophies were celebrated already (on this device or another), then no sheet and nothing is asked at start', async () => {
    const user = makeUser();
    const asked: string[] = [];
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      trophiesHandlers.getUserTrophies(() => {
        asked.push('trophies');
        return HttpResponse.json([earned(true)]);
      }),
    );
    const { queryClient } = renderWithProviders(<TrophyMoment />, { user });
    act(() => queryClient.setQueryData(trophyKeys.earned(user.id), [earned(true)]));
    expect(screen.queryByRole('region', { name: /unlocked/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('when a trophy comes while a dialog is open, then its sheet waits, unmarked, and shows once the dialog has closed', async () => {
    const user = makeUser();
    const marks: unknown[] = [];
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      trophiesHandlers.markTrophies(async ({ request }) => {
        marks.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    function WithDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <TrophyMoment />
          {open ? <Dialog open onOpenChange={setOpen} title="Share a Photo" /> : null}
        </>
      );
    }
    const { queryClient } = renderWithProviders(<WithDialog />, { user });
    await screen.findByRole('dialog', { name: 'Share a Photo' });
    act(() => queryClient.setQueryData(trophyKeys.earned(user.id), [earned(false)]));
    // There, but hidden: a hidden element has no accessible name, so it is found by its text.
    expect(await screen.findByText('Getting Started')).not.toBeVisible();
    expect(marks).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'Trophy unlocked!' })).toBeVisible();
    await waitFor(() => expect(marks).toEqual([{ mark: 'celebrated', trophy_ids: ['streak-3'] }]));
  });

  it('when the sheet shows, then toasts keep above its top edge; once it is closed, they go back to their place', async () => {
    const user = makeUser();
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      trophiesHandlers.markTrophies(() => HttpResponse.json({ ok: true })),
    );
    // jsdom lays nothing out: the sheet stands 300 px tall, 88 px above the bottom.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? DOMRect.fromRect({ x: 16, y: window.innerHeight - 388, width: 358, height: 300 }) : DOMRect.fromRect();
    });
    function Clearance() {
      return <output aria-label="Toasts keep above">{useToastClearance()}</output>;
    }
    const { queryClient } = renderWithProviders(
      <>
        <TrophyMoment />
        <Clearance />
      </>,
      { user },
    );
    const clearance = screen.getByRole('status', { name: 'Toasts keep above' });
    expect(clearance).toHaveTextContent(/^0$/);
    act(() => queryClient.setQueryData(trophyKeys.earned(user.id), [earned(false)]));
    await screen.findByRole('region', { name: 'Trophy unlocked!' });
    expect(clearance).toHaveTextContent(/^388$/);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(clearance).toHaveTextContent(/^0$/);
  });
});
