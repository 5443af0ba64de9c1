import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './input';

describe('Field', () => {
  it('when it has a hint and an error, then the control is named by the label, described by both and marked invalid', () => {
    render(
      <Field label="Password" hint="At least 8 characters." error="Too short.">
        {(field) => <Input type="password" {...field} />}
      </Field>,
    );
    const control = screen.getByLabelText('Password');
    expect(control).toHaveAccessibleDescription('At least 8 characters. Too short.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('when it has neither, then the control is described by nothing and not marked invalid', () => {
    render(<Field label="Username">{(field) => <Input {...field} />}</Field>);
    const control = screen.getByRole('textbox', { name: 'Username' });
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('when two fields share a label text, then each control gets its own id', () => {
    render(
      <>
        <Field label="Name">{(field) => <Input {...field} />}</Field>
        <Field label="Name">{(field) => <Input {...field} />}</Field>
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(first!.id).not.toBe(second!.id);
  });
});
