import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Controlled() {
  const [on, setOn] = useState(false);
  return <Switch aria-label="Private" checked={on} onCheckedChange={setOn} />;
}

// The colours named here are the ones lib/theme-contrast.test.ts checks at 3:1 in every theme.
describe('Switch', () => {
  it('when off, then its outline and thumb use muted-foreground, not the faint muted fill alone; on, primary', () => {
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Private' });
    const thumb = control.nextElementSibling!;
    expect(control).not.toBeChecked();
    expect(control).toHaveClass('border-2', 'border-muted-foreground');
    expect(thumb).toHaveClass('bg-muted-foreground');
    fireEvent.click(control);
    expect(control).toBeChecked();
    expect(control).toHaveClass('checked:border-primary', 'checked:bg-primary');
    expect(thumb).toHaveClass('peer-checked:bg-primary-foreground');
  });

  it('when disabled, then a press changes nothing', () => {
    render(<Switch aria-label="Private" disabled checked={false} onCheckedChange={() => {}} />);
    const control = screen.getByRole('switch', { name: 'Private' });
    fireEvent.click(control);
    expect(control).not.toBeChecked();
  });
});
