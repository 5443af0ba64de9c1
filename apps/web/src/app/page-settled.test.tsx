import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The settling is once per page, kept in the module: each test loads a fresh copy.
async function loadHook() {
  vi.resetModules();
  return (await import('./page-settled')).usePageSettled;
}

function Probe({ hook, name }: { hook: () => boolean; name: string }) {
  return <p data-testid={name}>{hook() ? 'settled' : 'waiting'}</p>;
}

describe('usePageSettled', () => {
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when the page has loaded, then it settles 3 s later at an idle moment, not before', async () => {
    const usePageSettled = await loadHook();
    render(<Probe hook={usePageSettled} name="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('waiting');

    act(() => vi.advanceTimersByTime(2_999));
    expect(idle).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('a')).toHaveTextContent('waiting');
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    expect(screen.getByTestId('a')).toHaveTextContent('settled');
  });

  it('when a screen mounts after the page settled (signing in swaps the route tree), then it is settled at once', async () => {
    const usePageSettled = await loadHook();
    const { unmount } = render(<Probe hook={usePageSettled} name="a" />);
    act(() => vi.advanceTimersByTime(3_000));
    act(() => idle[0]!());
    unmount();

    render(<Probe hook={usePageSettled} name="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('settled');
    // Settling does not start over: no second wait was asked for.
    act(() => vi.advanceTimersByTime(10_000));
    expect(idle).toHaveLength(1);
  });
});
