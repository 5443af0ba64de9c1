import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForLessMotion } from '../../../test/reduced-motion';
import MilestoneMoment from './milestone-moment';

const spies: Array<{ mockRestore(): void }> = [];
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
    render(<MilestoneMoment days={100} onClose={onClose} />);
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
    render(<MilestoneMoment days={730} onClose={onClose} />);
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
    render(<MilestoneMoment days={7} onClose={() => undefined} />);
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
    render(<MilestoneMoment days={7} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '7-day streak!' })).toBeInTheDocument();
    await waitFor(() => expect(confettiAdded()).toBe(true));
  });
});
