import type { ChallengeDuration } from '@dayleaf/contracts';
import { CHALLENGE_DESCRIPTION_MAX, CHALLENGE_DURATIONS, CHALLENGE_NAME_MAX } from '@dayleaf/contracts/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { useCreateChallenge } from '../api/create-challenge';
import { dayCount } from './join-state';

interface CreateChallengeDialogProps {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Name and description are required once trimmed and a duration must be chosen; until then submit stays disabled. */
export function CreateChallengeDialog({ userId, open, onOpenChange }: CreateChallengeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Create New Challenge`}>
      {/* Mounted only while open, so the form starts empty every time. */}
      {open ? <CreateChallengeForm userId={userId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateChallengeForm({ userId, onDone }: { userId: string; onDone(): void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [duration, setDuration] = useState('');
  const create = useCreateChallenge(userId);
  const valid = name.trim() !== '' && description.trim() !== '' && duration !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    // A failure is logged by the mutation (useCreateChallenge); the form stays as typed.
    create.mutate(
      { name: name.trim(), description: description.trim(), duration_days: Number(duration) as ChallengeDuration },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label={t`Challenge Name`}>
        {(field) => (
          <Input
            {...field}
            value={name}
            maxLength={CHALLENGE_NAME_MAX}
            placeholder={t`e.g. 30 days of reading`}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Description`}>
        {(field) => (
          <Textarea
            {...field}
            value={description}
            rows={3}
            maxLength={CHALLENGE_DESCRIPTION_MAX}
            placeholder={t`What will everyone do each day?`}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Duration`}>
        {(field) => (
          <div className="relative">
            <select
              {...field}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              className="h-11 w-full appearance-none rounded-xl border border-border bg-background px-3 pe-10 text-base text-foreground focus:outline-none focus:ring-2 focus:ring-ring"
            >
              <option value="" disabled>
                <Trans>Select duration</Trans>
              </option>
              {CHALLENGE_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {dayCount(d)}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          </div>
        )}
      </Field>
      <div className="flex gap-2 pt-1">
        <Button variant="outline" className="shrink-0" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="flex-1 whitespace-nowrap" disabled={!valid || create.isPending}>
          {create.isPending ? t`Creating...` : t`Create Challenge`}
        </Button>
      </div>
    </form>
  );
}
