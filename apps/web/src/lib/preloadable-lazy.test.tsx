import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy, withMessages } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A module whose download the test finishes when it wants. */
function heldModule() {
  let finish: () => void = () => undefined;
  const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (finish = () => resolve({ default: Greeting }))));
  return { load, finish: () => finish() };
}

const fallback = <p>Loading...</p>;

describe('preloadableLazy', () => {
  it('when its code was preloaded, then the first render shows the component, never the fallback', async () => {
    const { load, finish } = heldModule();
    const LazyGreeting = preloadableLazy(load);
    const preloaded = LazyGreeting.preload();
    finish();
    await preloaded;

    render(
      <Suspense fallback={fallback}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    // Synchronously after render: a React.lazy would show the fallback here.
    expect(screen.getByRole('button', { name: 'Hello Ana 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when its code is not here yet, then it suspends like React.lazy and shows the component once the one download ends', async () => {
    const { load, finish } = heldModule();
    const LazyGreeting = preloadableLazy(load);
    void LazyGreeting.preload();

    render(
      <Suspense fallback={fallback}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Hello Ana 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the code arrives while mounted through the lazy stand-in, then later renders keep the same instance and its state', async () => {
    const { load, finish } = heldModule();
    const LazyGreeting = preloadableLazy(load);
    const { rerender } = render(
      <Suspense fallback={fallback}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    await act(async () => finish());
    const button = await screen.findByRole('button', { name: 'Hello Ana 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={fallback}>
        <LazyGreeting name="Ben" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Ben 1' })).toBeInTheDocument();
  });

  it('when a download fails, then the next preload asks again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Greeting });
    const LazyGreeting = preloadableLazy(load);
    await expect(LazyGreeting.preload()).rejects.toThrow('Failed to fetch');
    await LazyGreeting.preload();

    render(<LazyGreeting name="Ana" />);
    expect(screen.getByRole('button', { name: 'Hello Ana 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a preload names other messages (a first screen’s part), then the code waits for those, not its own', async () => {
    const { load, finish } = heldModule();
    const own = vi.fn(() => Promise.resolve());
    const part = vi.fn(() => Promise.resolve());
    const LazyGreeting = preloadableLazy(load, own);
    const preloaded = LazyGreeting.preload(part);
    finish();
    await preloaded;
    void LazyGreeting.preload();
    expect(part).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
  });
});

describe('withMessages', () => {
  it('when the module is here before its messages, then it is given only once they are', async () => {
    let messagesIn: () => void = () => undefined;
    const messages = vi.fn(() => new Promise<void>((resolve) => (messagesIn = resolve)));
    const load = withMessages(() => Promise.resolve({ value: 1 }), messages);
    let given: { value: number } | null = null;
    const loading = load().then((module) => (given = module));
    await Promise.resolve();
    await Promise.resolve();
    expect(given).toBeNull();
    messagesIn();
    await loading;
    expect(given).toEqual({ value: 1 });
  });

  it('when the messages do not load, then neither does the module', async () => {
    const load = withMessages(() => Promise.resolve({ value: 1 }), () => Promise.reject(new Error('offline')));
    await expect(load()).rejects.toThrow('offline');
  });
});
