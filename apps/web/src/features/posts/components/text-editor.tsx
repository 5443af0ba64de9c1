import { CAPTION_MAX } from '@dayleaf/contracts/client';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';

interface CaptionEditorProps {
  initial: string;
  busy: boolean;
  onSave(caption: string): void;
  onCancel(): void;
}

export function CaptionEditor({ initial, busy, onSave, onCancel }: CaptionEditorProps) {
  const [caption, setCaption] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(caption.trim());
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <Textarea
        aria-label="Caption"
        value={caption}
        maxLength={CAPTION_MAX}
        rows={3}
        autoFocus
        onChange={(e) => setCaption(e.target.value)}
        placeholder="What's happening?"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
