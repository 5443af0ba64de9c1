import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealedInTransition } from './first-screen-code';

/** What each render showed, in order. */
let shown: string[] = [];

function Gate({ ready }: { ready: boolean }) {
  const revealed = useRevealedInTransition(ready);
  shown.push(revealed ? 'screen' : 'loading');
  return <p>{revealed ? 'screen' : 'loading'}</p>;
}

describe('useRevealedInTransition', () => {
  it('when ready from the start (a later screen), then it shows at once', () => {
    render(<Gate ready />);
    expect(screen.getByText('screen')).toBeInTheDocument();
  });

  it('when it becomes ready, then the screen follows in a render of its own; when it stops being ready, the loading shows at once', async () => {
    const { rerender } = render(<Gate ready={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    shown = [];
    rerender(<Gate ready />);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    // The update that made it ready rendered the loading text once more; the screen came in the transition after it.
    expect(shown[0]).toBe('loading');
    expect(shown.at(-1)).toBe('screen');
    act(() => rerender(<Gate ready={false} />));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
