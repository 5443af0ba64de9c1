import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';

interface TextEditorProps {
  /** The field's accessible name ('Caption', 'Edit comment'). */
  label: string;
  initial: string;
  max: number;
  rows: number;
  placeholder?: string;
  /** Save stays disabled while the trimmed text is empty. */
  required?: boolean;
  busy: boolean;
  onSave(text: string): void;
  onCancel(): void;
}

/** Inline editing of a post's caption or a comment: the trimmed text is saved, Cancel leaves it as it was. */
export function TextEditor({ label, initial, max, rows, placeholder, required = false, busy, onSave, onCancel }: TextEditorProps) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(text.trim());
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <Textarea aria-label={label} value={text} maxLength={max} rows={rows} autoFocus onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={busy || (required && !text.trim())}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
