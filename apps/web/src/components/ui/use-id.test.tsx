import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';

function Labelled({ name }: { name: string }) {
  const id = useId();
  return <h2 id={id}>{name}</h2>;
}

/** Like a dialog whose confirm loads on first press: a portal, and in it a part under its own Suspense. */
const LaterConfirm = lazy(async () => ({ default: () => createPortal(<Labelled name="confirm" />, document.body) }));

function Dialog() {
  const [confirming, setConfirming] = useState(false);
  return createPortal(
    <div>
      <Labelled name="dialog" />
      <button type="button" onClick={() => setConfirming(true)}>
        Confirm
      </button>
      {confirming ? (
        <Suspense fallback={null}>
          <LaterConfirm />
        </Suspense>
      ) : null}
    </div>,
    document.body,
  );
}

describe('useId in a dialog whose part loads later', () => {
  it('when a part mounts later under its own Suspense, then its ids are not those already on the page', async () => {
    render(
      <main>
        <Labelled name="page" />
        <Dialog />
      </main>,
    );
    await act(async () => screen.getByRole('button', { name: 'Confirm' }).click());
    await screen.findByRole('heading', { name: 'confirm' });
    const ids = screen.getAllByRole('heading').map((heading) => heading.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps one id for the life of a component', () => {
    const { rerender } = render(<Labelled name="a" />);
    const first = screen.getByRole('heading').id;
    rerender(<Labelled name="b" />);
    expect(screen.getByRole('heading').id).toBe(first);
  });
});
