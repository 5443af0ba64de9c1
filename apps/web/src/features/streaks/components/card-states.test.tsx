import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { Loaded } from './card-states';

function Figures({ figures }: { figures: string }) {
  return <p>Figures: {figures}</p>;
}

const answered = { isPending: false, isError: false, data: '7 days' } as UseQueryResult<string>;

describe('Loaded', () => {
  it("when the card's code does not arrive, then that card alone says so, and Try again asks for the code again", async () => {
    let offline = true;
    const load = vi.fn(() =>
      offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Figures }),
    );
    const LazyFigures = preloadableLazy(load);
    // React reports the error the card caught; the test only checks what the screen shows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    render(
      <main>
        <h1>Profile</h1>
        <Loaded query={answered} title="Streak stats" failed="Your streak stats could not be loaded.">
          {(figures) => <LazyFigures figures={figures} />}
        </Loaded>
      </main>,
    );

    expect(await screen.findByText('Your streak stats could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Figures: 7 days')).toBeInTheDocument();
  });
});
