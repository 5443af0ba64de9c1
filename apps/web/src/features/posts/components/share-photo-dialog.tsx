import { CAPTION_MAX } from '@dayleaf/contracts/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClasses, FOCUS_WITHIN_GROUP } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCreatePost } from '../api/create-post';

interface SharePhotoDialogProps {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Choose a photo (images only), preview it, add an optional caption, and upload with a progress bar. */
export function SharePhotoDialog({ userId, open, onOpenChange }: SharePhotoDialogProps) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [caption, setCaption] = useState('');
  const [notImage, setNotImage] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreatePost(userId);
  const progress = create.progress;

  // Each preview URL holds the file in memory until it is revoked.
  const preview = photo?.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function reset() {
    setPhoto(null);
    setCaption('');
    setNotImage(false);
  }

  function change(next: boolean) {
    if (!next && create.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function choose(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const isImage = /^image\//.test(file.type);
    setNotImage(!isImage);
    if (isImage) setPhoto({ file, preview: URL.createObjectURL(file) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!photo) return;
    // A failed post is logged by the mutation; the dialog stays open with the photo for another try.
    create.mutate(
      { photo: photo.file, caption: caption.trim() },
      {
        onSuccess: () => {
          reset();
          onOpenChange(false);
        },
      },
    );
  }

  const busy = create.isPending;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog open={open} onOpenChange={change} title={t`Share a Photo`}>
      <form onSubmit={submit} className="space-y-4">
        {/* The visible chooser (or Change) is the file input's label: one control, one Tab stop. */}
        <div className="group">
          <input
            ref={fileInput}
            id="share-photo-file"
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={preview ? t`Change photo` : t`Photo`}
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          {preview ? (
            <div className="relative">
              <img src={preview} alt={t`Selected photo preview`} width={400} height={400} className="aspect-square w-full rounded-xl bg-muted object-contain" />
              <label
                htmlFor="share-photo-file"
                className={buttonClasses('outline', 'sm', cn('absolute end-2 top-2 bg-card/90 backdrop-blur', FOCUS_WITHIN_GROUP, busy && 'pointer-events-none opacity-50'))}
              >
                <ImagePlus className="h-4 w-4" aria-hidden /> <Trans>Change</Trans>
              </label>
            </div>
          ) : (
            <label
              htmlFor="share-photo-file"
              className={cn(
                'flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-muted/50 text-muted-foreground transition hover:border-primary hover:text-foreground',
                FOCUS_WITHIN_GROUP,
              )}
            >
              <ImagePlus className="h-10 w-10" aria-hidden />
              <span className="text-sm font-medium">
                <Trans>Choose a photo</Trans>
              </span>
              <span className="text-xs">
                <Trans>JPEG, PNG, WebP or GIF, up to 10 MB</Trans>
              </span>
            </label>
          )}
        </div>
        {notImage ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Please choose an image file.</Trans>
          </p>
        ) : null}
        <Textarea
          aria-label={t`Caption`}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          placeholder={t`What's happening?`}
          maxLength={CAPTION_MAX}
          rows={3}
          disabled={busy}
        />
        {busy && progress !== null ? (
          <ProgressBar label={t`Upload progress`} value={percent} />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => change(false)} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!photo || busy}>
            {busy ? <Trans>Sharing...</Trans> : <Trans>Share Photo</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
