import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, useNewTrophies } from './use-new-trophies';

const ANA = 'user-ana';
const BEN = 'user-ben';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNewTrophies', () => {
  it('when unlocked trophies are shown for the first time, then they are new for 3 s and then remembered as seen', () => {
    const { result, unmount } = renderHook(({ visible }) => useNewTrophies(ANA, ['streak-3', 'friend-1'], visible), {
      initialProps: { visible: true },
    });
    expect([...result.current]).toEqual(['streak-3', 'friend-1']);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(result.current.size).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.size).toBe(0);
    unmount();

    const again = renderHook(() => useNewTrophies(ANA, ['streak-3', 'friend-1', 'streak-7'], true));
    expect([...again.result.current]).toEqual(['streak-7']);
  });

  it('when the case is closed, then nothing is stored as seen', () => {
    renderHook(() => useNewTrophies(ANA, ['streak-3'], false));
    expect(sessionStorage.getItem(`dayleaf:seen-trophies:${ANA}`)).toBeNull();
  });

  it('when another user signs in, then their seen list is their own', () => {
    renderHook(() => useNewTrophies(ANA, ['streak-3'], true));
    const ben = renderHook(() => useNewTrophies(BEN, ['streak-3'], true));
    expect([...ben.result.current]).toEqual(['streak-3']);
  });
});
