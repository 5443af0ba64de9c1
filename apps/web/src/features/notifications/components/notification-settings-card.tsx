import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationKind, NotificationSettings } from '@dayleaf/contracts';
import { SOCIAL_PUSHES_PER_DAY } from '@dayleaf/contracts/client';
import { useId, useState } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/input';
import { QueryCard } from '../../../components/ui/query-card';
import { Switch } from '../../../components/ui/switch';
import { useCurrentUser } from '../../auth/session';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/settings';

/** Each kind's switch, in the order a person thinks of them, with what it is about. */
const KINDS: { kind: NotificationKind; label: MessageDescriptor; hint?: MessageDescriptor }[] = [
  { kind: 'like', label: msg`Likes on your photos` },
  { kind: 'comment', label: msg`Comments on your photos` },
  { kind: 'cheer', label: msg`Cheers on your days` },
  { kind: 'nudge', label: msg`Nudges from friends`, hint: msg`Off, friends cannot nudge you at all.` },
  { kind: 'friend_request', label: msg`Friend requests` },
  { kind: 'friend_accepted', label: msg`Accepted friend requests` },
  { kind: 'milestone', label: msg`Friends' streak milestones` },
  { kind: 'challenge_joined', label: msg`People joining your challenges` },
  { kind: 'challenge_ended', label: msg`Challenge results` },
];

function SwitchRow({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <li className="flex items-center justify-between gap-4 py-2.5">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
    </li>
  );
}

/** The Notifications section of /settings: which kinds reach the devices, and the quiet hours. */
export function NotificationSettingsCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useNotificationSettings(user.id);
  return (
    <QueryCard
      query={settings}
      failed={{ failed: t`Failed to load your notification settings.`, errored: t`An error occurred while loading your notification settings.` }}
    >
      {(data) => <SettingsForm settings={data} userId={user.id} zone={user.time_zone} />}
    </QueryCard>
  );
}

function SettingsForm({ settings, userId, zone }: { settings: NotificationSettings; userId: string; zone: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useUpdateNotificationSettings(userId);
  // A time being typed: an unfinished one reads as '' and is saved once it is whole.
  const [draft, setDraft] = useState<{ start?: string; end?: string }>({});

  function changeTime(which: 'start' | 'end', time: string) {
    setDraft((d) => ({ ...d, [which]: time }));
    if (!time || time === settings.quiet_hours[which]) return;
    save.mutate({ quiet_hours: { [which]: time } }, { onSettled: () => setDraft((d) => ({ ...d, [which]: undefined })) });
  }

  const quiet = settings.quiet_hours;
  return (
    <Card className="space-y-4">
      <div>
        <CardTitle>
          <Trans>Push notifications</Trans>
        </CardTitle>
        <p className="mt-1 text-sm text-muted-foreground">
          {t`What reaches your devices when reminders are on for them. Everything still shows under the bell; at most ${SOCIAL_PUSHES_PER_DAY} a day are pushed.`}
        </p>
      </div>
      <ul aria-label={t`Push notifications by kind`} className="divide-y divide-border">
        {KINDS.map(({ kind, label, hint }) => (
          <SwitchRow
            key={kind}
            id={`${id}-${kind}`}
            label={i18n._(label)}
            hint={hint && i18n._(hint)}
            checked={settings.push[kind]}
            onChange={(on) => save.mutate({ push: { [kind]: on } })}
          />
        ))}
      </ul>
      <div className="space-y-3 border-t border-border pt-3">
        <ul>
          <SwitchRow
            id={`${id}-quiet`}
            label={t`Quiet hours`}
            hint={t`No pushes between these times, your time in ${zone}.`}
            checked={quiet.enabled}
            onChange={(on) => save.mutate({ quiet_hours: { enabled: on } })}
          />
        </ul>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t`From`}>
            {(field) => (
              <Input {...field} type="time" name="quiet-start" required disabled={!quiet.enabled} value={draft.start ?? quiet.start} onChange={(e) => changeTime('start', e.target.value)} />
            )}
          </Field>
          <Field label={t`To`}>
            {(field) => (
              <Input {...field} type="time" name="quiet-end" required disabled={!quiet.enabled} value={draft.end ?? quiet.end} onChange={(e) => changeTime('end', e.target.value)} />
            )}
          </Field>
        </div>
      </div>
    </Card>
  );
}
