import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CollapsibleCard } from './collapsible-card';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <CollapsibleCard open={open} onOpenChange={setOpen} icon={<span aria-hidden>*</span>} iconClassName="" title="Mood History" subtitle="3 logged">
      <p>The body</p>
    </CollapsibleCard>
  );
}

describe('CollapsibleCard', () => {
  it('when the header is pressed, then the body shows and the header says it controls the shown body', () => {
    render(<Screen />);
    const header = screen.getByRole('button', { name: /Mood History/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The body')).toBeNull();

    fireEvent.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(header.getAttribute('aria-controls') ?? '');
    expect(controlled).toHaveTextContent('The body');
  });
});
