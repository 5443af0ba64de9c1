import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, Input, Textarea } from './input';

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

describe('Input and Textarea', () => {
  it('when they hold typed text, then it takes its own direction (dir="auto")', () => {
    render(
      <>
        <Input aria-label="Name" value="Tea and long walks." readOnly />
        <Input aria-label="Search" type="search" />
        <Textarea aria-label="Bio" value="شاي ومشي طويل." readOnly />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Search')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('dir', 'auto');
  });

  it('when a field is empty, a date or a password, or says its own dir, then it keeps the page\'s or its own', () => {
    render(
      <>
        <Input aria-label="Empty" value="" readOnly />
        <Textarea aria-label="Empty bio" value="" readOnly />
        <Input aria-label="Day" type="date" />
        <Input aria-label="Password" type="password" />
        <Input aria-label="Code" dir="ltr" value="ABC-123" readOnly />
      </>,
    );
    expect(screen.getByLabelText('Empty')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Empty bio')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'ltr');
  });
});
