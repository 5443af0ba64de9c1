import { forwardRef, useId, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const field =
  'w-full rounded-xl border border-border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground focus:outline-none focus:ring-2 focus:ring-ring disabled:opacity-60';

/*
 * Typed text takes the direction of its first strong letter (dir="auto"), so an English name typed in the Arabic app
 * (or an Arabic one in the English app) keeps its full stop where it was typed. Only the types whose direction the
 * browser reads from the value take it (a date, a time or a password keeps the page's), and an empty controlled field
 * keeps the page's too: browsers lay an empty dir="auto" field out left to right, its placeholder with it. A `dir`
 * prop overrides both.
 */
const TYPED_TEXT = new Set(['text', 'search', 'email', 'url', 'tel']);

function typedDirection(type: string | undefined, value: unknown): 'auto' | undefined {
  if (!TYPED_TEXT.has(type ?? 'text')) return undefined;
  return value === '' ? undefined : 'auto';
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} dir={typedDirection(props.type, props.value)} className={cn(field, 'h-11', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} dir={typedDirection('text', props.value)} className={cn(field, 'min-h-20 py-2', className)} {...props} />;
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-medium', className)} {...props} />;
}

/** What Field hands its control so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** Renders the control; spread the props onto it (`{(field) => <Input {...field} />}`). */
  children(control: FieldControlProps): ReactNode;
}

/**
 * A label, its control and the control's hint and error text. The ids come from useId, so two forms on one
 * screen cannot collide, and screen readers read the hint and the error with the control.
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's refusal (the server's text or a check of its own), announced as soon as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}
