import type { User } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses, FOCUS_WITHIN_GROUP } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { useUpdateProfile } from '../api/update-profile';

function releasePreview(ref: { current: string | null }) {
  if (ref.current) URL.revokeObjectURL(ref.current);
}

export function EditProfileCard({ user }: { user: User }) {
  const { t } = useLingui();
  const [username, setUsername] = useState(user.username);
  const [bio, setBio] = useState(user.bio);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewUrl = useRef<string | null>(null);
  const save = useUpdateProfile(user.id);

  // The preview is an object URL of the chosen file; each is released when replaced and on unmount.
  function showPhoto(file: File | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPhoto(file);
    setPreview(previewUrl.current);
  }
  useEffect(() => () => releasePreview(previewUrl), []);

  function choosePhoto(file: File | undefined) {
    if (!file) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a MIME type
    if (!file.type.startsWith('image/')) {
      toast.error(t`Please choose an image file.`);
      return;
    }
    showPhoto(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A failure's toast comes from the mutation (useUpdateProfile).
    save.mutate(
      { username: username.trim(), bio, photo },
      {
        onSuccess: () => {
          showPhoto(null);
          toast.success(t`Profile saved successfully!`);
        },
      },
    );
  }

  return (
    <Card>
      <CardTitle className="mb-3">
        <Trans>Edit Profile</Trans>
      </CardTitle>
      <form onSubmit={submit} className="space-y-4">
        <div className="flex items-center gap-4">
          <Avatar src={preview ?? user.profile_photo} name={username || user.username} size={72} />
          <div className="group">
            {/* The visible "Add Photo" is the file input's own label: one control, one name, one Tab stop. */}
            <input
              id="profile-photo"
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => choosePhoto(e.target.files?.[0])}
            />
            <label htmlFor="profile-photo" className={buttonClasses('outline', 'sm', FOCUS_WITHIN_GROUP)}>
              <Camera className="h-4 w-4" aria-hidden /> {user.profile_photo || preview ? <Trans>Change Photo</Trans> : <Trans>Add Photo</Trans>}
            </label>
            <p className="mt-1 text-xs text-muted-foreground">
              <Trans>JPEG, PNG, WebP or GIF, up to 10 MB.</Trans>
            </p>
          </div>
        </div>
        <Field label={t`Username`}>
          {(field) => <Input {...field} value={username} maxLength={30} autoCapitalize="none" onChange={(e) => setUsername(e.target.value)} />}
        </Field>
        <Field label={t`Bio`}>
          {(field) => (
            <>
              <Textarea {...field} value={bio} maxLength={160} rows={3} onChange={(e) => setBio(e.target.value)} placeholder={t`A few words about you`} />
              <p className="mt-1 text-end text-xs text-muted-foreground">{bio.length}/160</p>
            </>
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={save.isPending || !username.trim()}>
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Profile</Trans>}
        </Button>
      </form>
    </Card>
  );
}
