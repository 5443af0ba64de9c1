import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareCard } from '../../lib/share-card/card-content';
import { renderWithProviders } from '../../test/render';
import { ShareButton } from './share-button';

// jsdom draws nothing; the drawing is tested through its layout (lib/share-card). Here the card is a small PNG blob.
const paintCard = vi.hoisted(() => vi.fn<() => Promise<Blob>>());
vi.mock('../../lib/share-card/paint-card', () => ({ paintCard }));
// The toasts are read from their calls: sonner keeps a file's earlier toasts on the page.
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/lazy-toast', () => ({ toast }));

const URL_OF_CARD = `${window.location.origin}/profile/ana`;
const card: ShareCard = {
  content: { person: { name: 'ana', photoUrl: null }, eyebrow: 'Streak milestone', hero: { value: '30', emoji: '🔥', label: 'days in a row' }, link: 'x/profile/ana', brand: 'Dayleaf' },
  filename: 'dayleaf-streak-30.png',
  title: 'ana on Dayleaf',
  text: 'ana reached a 30-day streak on Dayleaf.',
  url: URL_OF_CARD,
};

type Share = (data: ShareData) => Promise<void>;
function browserShares({ canShare, share }: { canShare?: (data: ShareData) => boolean; share?: Share }) {
  if (canShare) Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true });
  if (share) Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

const saved: Array<{ name: string; href: string }> = [];
beforeEach(() => {
  paintCard.mockResolvedValue(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  // jsdom has no object URLs and follows no download: the link's click is where the file would be saved.
  Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  saved.length = 0;
  toast.success.mockClear();
  toast.error.mockClear();
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
  vi.restoreAllMocks();
});

function renderButton() {
  const makeCard = vi.fn(() => Promise.resolve(card));
  renderWithProviders(<ShareButton card={makeCard} label="Share your 30-day streak" />);
  return { makeCard, button: screen.getByRole('button', { name: 'Share your 30-day streak' }) };
}

describe('ShareButton', () => {
  it('when the browser can share files, then the share sheet gets the card as a PNG file with its words and link, and nothing is saved', async () => {
    const share = vi.fn<Share>().mockResolvedValue(undefined);
    const canShare = vi.fn((data: ShareData) => (data.files?.length ?? 0) > 0);
    browserShares({ canShare, share });
    const user = userEvent.setup();
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    const { button } = renderButton();
    expect(button).toHaveTextContent('Share');
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    const file = data.files![0]!;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('dayleaf-streak-30.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBeGreaterThan(0);
    expect(data).toMatchObject({ url: URL_OF_CARD, text: card.text, title: card.title });
    expect(paintCard).toHaveBeenCalledWith(card.content);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(saved).toEqual([]);
    expect(copied).not.toHaveBeenCalled();
  });

  it('when the browser cannot share files, then the card is saved, the link copied, and a toast says both', async () => {
    const share = vi.fn<Share>().mockResolvedValue(undefined);
    browserShares({ canShare: () => false, share });
    const user = userEvent.setup();
    const { button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved. Link copied.'));
    expect(saved).toEqual([{ name: 'dayleaf-streak-30.png', href: 'blob:card' }]);
    expect(await navigator.clipboard.readText()).toBe(URL_OF_CARD);
    expect(share).not.toHaveBeenCalled();
  });

  it('when the browser has no share at all, then the card is saved and the link copied', async () => {
    const user = userEvent.setup();
    const { button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved. Link copied.'));
    expect(saved.map((file) => file.name)).toEqual(['dayleaf-streak-30.png']);
  });

  it('when the link cannot be copied, then the toast says only that the card was saved', async () => {
    const user = userEvent.setup();
    const { button } = renderButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not focused', 'NotAllowedError'));
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved.'));
    expect(saved).toHaveLength(1);
  });

  it('when the share sheet is closed without sharing, then nothing is saved, copied or said', async () => {
    const share = vi.fn<Share>().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    browserShares({ canShare: () => true, share });
    const user = userEvent.setup();
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    const { button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(saved).toEqual([]);
    expect(copied).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the card cannot be made, then an error toast says so and the button can be pressed again', async () => {
    paintCard.mockRejectedValueOnce(new Error('This browser cannot draw the card.'));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't make your card. Please try again."));
    expect(warned).toHaveBeenCalledWith('The share card failed', expect.any(Error));
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved. Link copied.'));
  });

  it('when sharing fails otherwise, then an error toast says so', async () => {
    browserShares({ canShare: () => true, share: vi.fn<Share>().mockRejectedValue(new TypeError('Bad data')) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't make your card. Please try again."));
    expect(saved).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('while a card is being shared, then the button shows it and a second press does nothing', async () => {
    let finish!: () => void;
    const share = vi.fn<Share>(() => new Promise<void>((resolve) => (finish = resolve)));
    browserShares({ canShare: () => true, share });
    const user = userEvent.setup();
    const { button, makeCard } = renderButton();
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Making card…');
    await user.click(button);
    expect(makeCard).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveTextContent('Share');
    expect(share).toHaveBeenCalledTimes(1);
  });
});
