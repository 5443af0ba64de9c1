import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const BOB = { id: '22222222-2222-4222-8222-222222222222', username: 'bob', profile_photo: null, subscription_status: 'free' };

let asked: string[];
let searchAnswer: unknown[];

/** The API at the network edge: friends, requests and search answers. */
function stubApi() {
  asked = [];
  stubFetch((url) => {
    asked.push(url);
    return jsonResponse(200, url.startsWith('/api/users/search') ? searchAnswer : []);
  });
}

function renderDialog(open = true) {
  const ui = (isOpen: boolean) => (
    <ManageFriendsDialog userId={ME} open={isOpen} onOpenChange={() => undefined} onFriendsChanged={() => undefined} />
  );
  const view = renderWithProviders(ui(open));
  return { ...view, reopen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

const searches = () => asked.filter((u) => u.startsWith('/api/users/search'));

async function type(text: string) {
  await act(async () => {
    fireEvent.change(screen.getByPlaceholderText('Search for a friend...'), { target: { value: text } });
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the stubbed responses resolve and React render them (testing-library's waits do not see vitest's fake timers). */
async function settled() {
  for (let i = 0; i < 5; i++) await wait(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  searchAnswer = [BOB];
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ManageFriendsDialog', () => {
  it('when text is typed, then one search runs 300 ms after the last keystroke, with the trimmed text', async () => {
    renderDialog();
    await type('b');
    await wait(200);
    await type(' bo ');
    await wait(299);
    expect(searches()).toEqual([]);
    await wait(1);
    expect(searches()).toEqual([`/api/users/search?username=bo&currentUserId=${ME}`]);
    expect((await settled(), screen.getByText('bob'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });

  it('when the text is blank, then no search runs and results are cleared', async () => {
    renderDialog();
    await type('bo');
    await wait(300);
    expect((await settled(), screen.getByText('bob'))).toBeInTheDocument();
    await type('   ');
    await wait(1000);
    expect(searches()).toHaveLength(1);
    expect(screen.queryByText('bob')).toBeNull();
  });

  it('when nobody matches, then No users found. shows', async () => {
    searchAnswer = [];
    renderDialog();
    await type('zzz');
    await wait(300);
    expect((await settled(), screen.getByText('No users found.'))).toBeInTheDocument();
  });

  it('when there are no friends, then the empty text and the counts show', async () => {
    renderDialog();
    await settled();
    expect(screen.getByText("You haven't added any friends yet.")).toBeInTheDocument();
    expect(screen.getByText('Your Friends (0)')).toBeInTheDocument();
    expect(screen.getByText('Close')).toBeInTheDocument();
  });

  it('when the dialog is closed and opened again, then the search form is empty', async () => {
    const view = renderDialog();
    await type('bo');
    fireEvent.click(screen.getByText('Close'));
    view.reopen(false);
    view.reopen(true);
    expect(screen.getByPlaceholderText('Search for a friend...')).toHaveValue('');
  });
});
