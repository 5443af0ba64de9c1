import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { OptionalCode } from './on-demand';

describe('OptionalCode', () => {
  it("when a part's code does not arrive, then that part is left out and the rest of the screen stays", async () => {
    const Leaves = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    // React reports the error the part caught; the test checks what the screen shows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <main>
        <OptionalCode>
          <Leaves />
        </OptionalCode>
        <h1>Today</h1>
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.querySelector('main')!.childElementCount).toBe(1));
  });
});

describe('OptionalCode, back online', () => {
  it('when the browser is back online, then a part made with preloadableLazy asks for its code again and shows', async () => {
    let offline = true;
    const Toasts = preloadableLazy(() =>
      offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: () => <p>Toasts here</p> }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <OptionalCode>
        <Toasts />
      </OptionalCode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Toasts here')).not.toBeInTheDocument();
    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Toasts here')).toBeInTheDocument();
  });
});
