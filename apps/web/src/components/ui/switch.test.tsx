import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Controlled() {
  const [on, setOn] = useState(false);
  return <Switch aria-label="Private" checked={on} onCheckedChange={setOn} />;
}

// The colours named here are the ones features/themes/theme-contrast.test.ts checks at 3:1 in every theme.
describe('Switch', () => {
  it('when off, then its outline and thumb use muted-foreground, not the faint muted fill alone; on, primary', () => {
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Private' });
    const track = control.nextElementSibling!;
    const thumb = track.nextElementSibling!;
    expect(control).not.toBeChecked();
    expect(track).toHaveClass('border-2', 'border-muted-foreground');
    expect(thumb).toHaveClass('bg-muted-foreground');
    fireEvent.click(control);
    expect(control).toBeChecked();
    expect(track).toHaveClass('peer-checked:border-primary', 'peer-checked:bg-primary');
    expect(thumb).toHaveClass('peer-checked:bg-primary-foreground');
  });

  it('when shown, then the control to press reaches 8 px past the drawn track on each side (44 px tall), and is transparent over it', () => {
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Private' });
    expect(control).toHaveClass('-inset-2', 'opacity-0');
    expect(control.parentElement).toHaveClass('h-7');
  });

  it('when disabled, then a press changes nothing', () => {
    render(<Switch aria-label="Private" disabled checked={false} onCheckedChange={() => {}} />);
    const control = screen.getByRole('switch', { name: 'Private' });
    fireEvent.click(control);
    expect(control).not.toBeChecked();
  });
});
