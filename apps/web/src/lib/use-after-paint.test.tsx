import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Screen() {
  const painted = useAfterPaint();
  return <p>{painted ? 'the rest' : 'first paint'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useAfterPaint', () => {
  it('is false in the first render and turns true only once the frame after the first has come (the first is then on the screen)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Screen />);
    expect(screen.getByText('first paint')).toBeInTheDocument();
    // No frame yet: however long it takes, nothing more shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    frames.shift()!(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    frames.shift()!(performance.now());
    expect(await screen.findByText('the rest')).toBeInTheDocument();
  });

  it('on a hidden page, which paints no frame, shows everything at once', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<Screen />);
    expect(await screen.findByText('the rest')).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
  });
});
