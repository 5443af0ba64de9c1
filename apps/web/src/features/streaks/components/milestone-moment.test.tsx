import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForLessMotion } from '../../../test/reduced-motion';
import { makeUser, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw/server';
import { answerDays } from '../../../test/streaks-fixtures';
import { HttpResponse } from '../../../test/msw/contract';
import { usersHandlers } from '../../../test/msw/users';
import type { ShareCardContent } from '../../../lib/share-card/card-content';
import MilestoneMoment from './milestone-moment';

// jsdom draws nothing: the card's drawing is tested through its layout (lib/share-card); here it is a small PNG.
const paintCard = vi.hoisted(() => vi.fn((_content: unknown) => Promise.resolve(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))));
vi.mock('../../../lib/share-card/paint-card', () => ({ paintCard }));

const lena = makeUser({ username: 'lena', streak_count: 30 });
const spies: Array<{ mockRestore(): void }> = [];
// The session looks its user up.
beforeEach(() => server.use(usersHandlers.getUser(({ params }) => HttpResponse.json(makeUser({ id: params.id, username: 'lena', streak_count: 30 })))));
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

/** Watches for the confetti's canvas, which celebrate() adds to the body while it runs. */
function watchConfetti() {
  const append = vi.spyOn(document.body, 'appendChild');
  spies.push(append);
  return () => append.mock.calls.some(([node]) => node instanceof HTMLCanvasElement);
}

describe('MilestoneMoment', () => {
  it('shows the number big, the word for it and the next one, with the focus on "Keep going", which ends it', async () => {
    askForLessMotion();
    const onClose = vi.fn();
    renderWithProviders(<MilestoneMoment days={100} user={lena} onClose={onClose} />, { user: makeUser() });
    const moment = screen.getByRole('dialog', { name: '100-day streak!' });
    expect(moment).toHaveAccessibleDescription('One hundred days in a row. Remarkable.');
    expect(moment).toHaveTextContent('Next up: 365 days.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after the first year, every year is one, and Escape ends it too', async () => {
    askForLessMotion();
    const onClose = vi.fn();
    renderWithProviders(<MilestoneMoment days={730} user={lena} onClose={onClose} />, { user: makeUser() });
    expect(screen.getByRole('dialog', { name: '730-day streak!' })).toHaveAccessibleDescription('2 years, every single day. Thank you for growing with Dayleaf.');
    expect(screen.getByText('Next up: 1095 days.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('under reduced motion, then no confetti', async () => {
    askForLessMotion();
    const asked = vi.spyOn(window, 'matchMedia');
    spies.push(asked);
    const confettiAdded = watchConfetti();
    renderWithProviders(<MilestoneMoment days={7} user={lena} onClose={() => undefined} />, { user: makeUser() });
    expect(screen.getByRole('dialog', { name: '7-day streak!' })).toBeInTheDocument();
    // The confetti asks first and, told no, adds nothing.
    await waitFor(() => expect(asked).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)'));
    expect(confettiAdded()).toBe(false);
  });

  it('with motion allowed, then confetti is thrown over the moment', async () => {
    // jsdom draws nothing: a 2D context whose every drawing call does nothing stands in for the browser's.
    const drawsNothing = new Proxy({}, { get: () => () => undefined });
    spies.push(vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(drawsNothing as CanvasRenderingContext2D));
    const confettiAdded = watchConfetti();
    renderWithProviders(<MilestoneMoment days={7} user={lena} onClose={() => undefined} />, { user: makeUser() });
    expect(screen.getByRole('dialog', { name: '7-day streak!' })).toBeInTheDocument();
    await waitFor(() => expect(confettiAdded()).toBe(true));
  });

  it('"Share" hands the streak\'s card to the share sheet: the number, the name, the year, and the profile\'s link', async () => {
    askForLessMotion();
    const days = answerDays({});
    server.use(days.handler);
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true, writable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    renderWithProviders(<MilestoneMoment days={30} user={lena} onClose={() => undefined} />, { user: lena });
    fireEvent.click(screen.getByRole('button', { name: 'Share your 30-day streak' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.files![0]!.name).toBe('dayleaf-streak-30.png');
    expect(data.url).toBe(`${window.location.origin}/profile/lena`);
    expect(data.text).toMatch(/^lena reached a 30-day streak on Dayleaf\. \d+ days done\.$/);
    const content = paintCard.mock.calls[0]![0] as ShareCardContent;
    expect(content.hero).toEqual({ value: '30', emoji: '🔥', label: 'days in a row' });
    expect(content.person.name).toBe('lena');
    expect(content.note).toBe('A month of showing up. That is a real habit now.');
    expect(content.year?.weeks.length).toBeGreaterThanOrEqual(53);
    expect(days.asked).toHaveLength(1);
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { canShare?: unknown }).canShare;
  });
});
