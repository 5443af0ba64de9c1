import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('when closed, then the body is not rendered, yet the element the header controls exists, hidden', () => {
    render(<Screen />);
    const header = screen.getByRole('button', { name: /Mood History/ });
    const controlled = document.getElementById(header.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    expect(controlled).toBeEmptyDOMElement();
  });

  it('when it mounts or opens, then it reads no style or layout (a forced one in the screen\'s first render)', () => {
    // The queries below read styles themselves, so each is made outside the watched part.
    const styles = vi.spyOn(window, 'getComputedStyle');
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const { container } = render(<Screen />);
    fireEvent.click(container.querySelector('button')!);
    expect(styles).not.toHaveBeenCalled();
    expect(boxes).not.toHaveBeenCalled();
    styles.mockRestore();
    boxes.mockRestore();
    expect(screen.getByText('The body')).toBeVisible();
  });
});
