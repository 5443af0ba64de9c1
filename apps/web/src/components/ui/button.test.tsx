import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('when it shows only an icon, then its label is its accessible name and it does not submit a form', () => {
    render(
      <IconButton label="Remove task 2">
        <svg aria-hidden />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove task 2' });
    expect(button).toHaveAttribute('type', 'button');
  });
});
