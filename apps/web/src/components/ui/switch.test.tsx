import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

// The colours named here are the ones lib/theme-contrast.test.ts checks at 3:1 in every theme.
describe('Switch', () => {
  it('when off, then its outline and thumb use muted-foreground, not the faint muted fill alone; on, primary', () => {
    render(<Switch aria-label="Private" />);
    const control = screen.getByRole('switch', { name: 'Private' });
    const thumb = control.firstElementChild!;
    expect(control).toHaveAttribute('data-state', 'unchecked');
    expect(control).toHaveClass('border-2', 'border-muted-foreground');
    expect(thumb).toHaveClass('bg-muted-foreground');
    fireEvent.click(control);
    expect(control).toHaveAttribute('data-state', 'checked');
    expect(control).toHaveClass('data-[state=checked]:border-primary', 'data-[state=checked]:bg-primary');
    expect(thumb).toHaveClass('data-[state=checked]:bg-primary-foreground');
  });
});
