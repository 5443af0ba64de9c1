import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A plain button that opens the dialog the way our screens do: state, and the dialog only while open. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      {open ? (
        <Dialog open onOpenChange={setOpen} title="Share a Photo">
          <button type="button">Inside</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('when closed with Escape, then the focus returns to the button that opened it', async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Share' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share a Photo' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
