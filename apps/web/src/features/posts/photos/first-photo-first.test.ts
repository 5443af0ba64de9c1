import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PHOTO_HOLD_LIMIT_MS, useFirstPhotoFirst } from './first-photo-first';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFirstPhotoFirst', () => {
  it('when the first photo settles, then the others are let go after the next frame, and stay let go', () => {
    const { result } = renderHook(() => useFirstPhotoFirst(true));
    expect(result.current.othersHeld).toBe(true);
    act(() => result.current.firstSettled());
    // Not in the same turn: the frame that paints the first photo comes first.
    expect(result.current.othersHeld).toBe(true);
    // Two frames at most, far within the hold limit.
    act(() => vi.advanceTimersByTime(40));
    expect(result.current.othersHeld).toBe(false);
    act(() => result.current.firstSettled());
    act(() => vi.advanceTimersByTime(FIRST_PHOTO_HOLD_LIMIT_MS * 2));
    expect(result.current.othersHeld).toBe(false);
  });

  it('when the first photo never settles, then the others wait the hold limit and no longer', () => {
    const { result } = renderHook(() => useFirstPhotoFirst(true));
    act(() => vi.advanceTimersByTime(FIRST_PHOTO_HOLD_LIMIT_MS - 1));
    expect(result.current.othersHeld).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.othersHeld).toBe(false);
  });

  it('when the photos are not shown yet (the page still loading), then the hold limit has not started', () => {
    const { result, rerender } = renderHook(({ shown }) => useFirstPhotoFirst(shown), { initialProps: { shown: false } });
    act(() => vi.advanceTimersByTime(FIRST_PHOTO_HOLD_LIMIT_MS * 2));
    expect(result.current.othersHeld).toBe(true);
    rerender({ shown: true });
    act(() => vi.advanceTimersByTime(FIRST_PHOTO_HOLD_LIMIT_MS - 1));
    expect(result.current.othersHeld).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.othersHeld).toBe(false);
  });
});
