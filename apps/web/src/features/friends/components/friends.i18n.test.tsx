import type { Friend, FriendRequest } from '@dayleaf/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../lib/i18n/format';
import { activateLocale } from '../../../lib/i18n/i18n';
import { HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { makeFriend } from '../../../test/friends-fixtures';
import { renderWithProviders } from '../../../test/render';
import { FriendStreak } from './friend-streak';
import { ManageFriendsDialog } from './manage-friends-dialog';
import { SharedStreak } from './shared-streak';

const ME = '11111111-1111-4111-8111-111111111111';
/** A number as Arabic writes it (Arabic-Indic digits), as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

const friend = makeFriend;

const request = (n: number): FriendRequest => ({
  friendship_id: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
  username: `asker${n}`,
  profile_photo: null,
  subscription_status: 'free',
});

function answer(friends: Friend[], requests: FriendRequest[] = []) {
  server.use(
    friendsHandlers.getFriends(() => HttpResponse.json(friends, { headers: { 'X-Total-Count': String(friends.length) } })),
    friendsHandlers.getFriendRequests(() => HttpResponse.json(requests, { headers: { 'X-Total-Count': String(requests.length) } })),
    friendsHandlers.getSentRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  );
}

describe('Managing friends in German', () => {
  it('says the lists, the streaks and the actions in German, with their plurals', async () => {
    await activateLocale('de');
    answer([friend(1, { streak_count: 4, friend_streak: 2, done_today: false }), friend(2, { streak_count: 1, on_break: false })], [request(1)]);
    renderWithProviders(<ManageFriendsDialog userId={ME} open onOpenChange={() => undefined} onFriendsChanged={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Freunde verwalten' });
    expect(await within(dialog).findByText('Deine Freunde (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('Erhaltene Anfragen (1)')).toBeInTheDocument();
    expect(within(dialog).getByText('möchte mit dir befreundet sein')).toBeInTheDocument();
    expect(within(dialog).getByText('4 Tage in Folge')).toBeInTheDocument();
    expect(within(dialog).getByText('1 Tag in Folge')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '2 Tage gemeinsam in Folge' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'asker1 annehmen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'pal1 entfernen' })).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Nach Freunden suchen...')).toBeInTheDocument();
    // The words of the button at the foot (the dialog's own close button has only an icon).
    expect(within(dialog).getByText('Schließen')).toBeInTheDocument();
  });

  it('nudges in German', async () => {
    await activateLocale('de');
    answer([friend(1, { done_today: false })]);
    server.use(friendsHandlers.sendNudge(() => HttpResponse.json({ date: '2026-03-10', tasks_left: 2 }, { status: 201 })));
    renderWithProviders(<ManageFriendsDialog userId={ME} open onOpenChange={() => undefined} onFriendsChanged={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'pal1 anstupsen' }));
    expect(await screen.findByText('Du hast pal1 angestupst.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pal1 angestupst' })).toBeDisabled();
  });
});

describe('Friend streaks in Arabic', () => {
  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [1, 'سلسلة صداقة يوم واحد'],
    [2, 'سلسلة صداقة يومين'],
    [3, `سلسلة صداقة ${ar(3)} أيام`],
    [11, `سلسلة صداقة ${ar(11)} يومًا`],
    [100, `سلسلة صداقة ${ar(100)} يوم`],
  ])('reads a %i-day friend streak in its own plural form, with Arabic digits', async (days, label) => {
    await activateLocale('ar');
    render(<SharedStreak days={days} />);
    const streak = screen.getByRole('img', { name: label });
    expect(streak).toHaveTextContent(`🔥 ${ar(days)}`);
  });

  it('says a friend’s own streak as the Today screen says it', async () => {
    await activateLocale('ar');
    render(<FriendStreak days={2} />);
    expect(screen.getByText('سلسلة يومين')).toBeInTheDocument();
  });
});
