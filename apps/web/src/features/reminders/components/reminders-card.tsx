import type { Reminders } from '@dayleaf/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, FormError, Input } from '../../../components/ui/input';
import { QueryCard } from '../../../components/ui/query-card';
import { Switch } from '../../../components/ui/switch';
import { actionErrorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/session';
import { useReminders } from '../api/get-reminders';
import { reminderKeys } from '../api/keys';
import { useSendTestReminder } from '../api/send-test-reminder';
import { useUpdateReminderTime } from '../api/update-reminders';
import { browserPush, type PushDevice, type PushSupport } from '../push-device';
import { ReminderSetupError, useReminderSwitch, type SetupProblem } from '../reminder-switch';

/** Why this browser cannot get reminders, known without asking the user anything. */
const SUPPORT_TEXT: Record<Exclude<PushSupport, 'ready'>, MessageDescriptor> = {
  unsupported: msg`This browser can't show reminders. On an iPhone or iPad, add Dayleaf to your Home Screen and open it from there; elsewhere, use a recent Chrome, Edge, Firefox or Safari.`,
  'no-worker': msg`Reminders need the app's service worker, which isn't running on this page (a development server runs none). Reload the page or open the installed app.`,
};

const PROBLEM_TEXT: Record<SetupProblem, MessageDescriptor> = {
  ...SUPPORT_TEXT,
  denied: msg`Notifications are blocked for Dayleaf in this browser. To get reminders, allow notifications for this site (in the browser's site settings, next to the address, or in your phone's notification settings), then turn reminders on again.`,
  dismissed: msg`Reminders stay off until you allow notifications. Turn them on again to answer the browser.`,
  'subscribe-failed': msg`This browser couldn't sign up for push messages, so reminders aren't on here. Check your connection and try again.`,
};

/**
 * The Reminders section of /settings: the account's switch, its time and a test. The browser's permission is
 * asked only when the switch is turned on (or this device is added), never on load. `device` is the browser's
 * push (tests hand in a fake).
 */
export function RemindersCard({ device = browserPush }: { device?: PushDevice }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const reminders = useReminders(user.id);
  return (
    <QueryCard query={reminders} failed={{ failed: t`Failed to load your reminders.`, errored: t`An error occurred while loading your reminders.` }}>
      {(data) => <RemindersForm reminders={data} userId={user.id} zone={user.time_zone} device={device} />}
    </QueryCard>
  );
}

function RemindersForm({ reminders, userId, zone, device }: { reminders: Reminders; userId: string; zone: string; device: PushDevice }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const switchRef = useRef<HTMLInputElement>(null);
  const key = reminders.vapid_public_key;
  const here = useQuery({
    queryKey: [...reminderKeys.thisDevice(userId), key],
    queryFn: () => device.check(key),
    staleTime: Infinity,
  });
  const toggle = useReminderSwitch(userId, device);
  const saveTime = useUpdateReminderTime(userId);
  const test = useSendTestReminder(userId);
  const [timeDraft, setTimeDraft] = useState<string | null>(null);

  const support = here.data?.support;
  const refetchHere = here.refetch;
  useEffect(() => {
    // A worker can take longer to install than `check` waits (a slow phone's first visit): ask again once it is active.
    if (support !== 'no-worker') return;
    let current = true;
    void device.workerActive().then(() => {
      if (current) void refetchHere();
    });
    return () => {
      current = false;
    };
  }, [support, device, refetchHere]);
  const supportText = support && support !== 'ready' ? i18n._(SUPPORT_TEXT[support]) : null;
  // While a change runs the switch shows the asked value; afterwards the stored one, so a failure reverts it.
  const enabled = toggle.isPending ? toggle.variables.on : reminders.enabled;

  function switchErrorText(err: unknown, on: boolean): string {
    if (err instanceof ReminderSetupError) return i18n._(PROBLEM_TEXT[err.problem]);
    return on
      ? actionErrorText(err, { failed: t`Failed to turn reminders on.`, errored: t`An error occurred while turning reminders on.` })
      : actionErrorText(err, { failed: t`Failed to turn reminders off.`, errored: t`An error occurred while turning reminders off.` });
  }
  const toggleError = toggle.isError ? switchErrorText(toggle.error, toggle.variables.on) : null;
  const addHere = reminders.enabled && support === 'ready' && here.data?.subscribed === false;

  function change(on: boolean) {
    toggle.mutate({ on, reminders });
  }

  function addThisDevice() {
    // The button goes once this device gets reminders; the switch keeps the focus nearby.
    toggle.mutate({ on: true, reminders }, { onSuccess: () => switchRef.current?.focus() });
  }

  function changeTime(time: string) {
    setTimeDraft(time);
    // An unfinished time reads as ''; it is saved once it is whole.
    if (!time || time === reminders.time) return;
    saveTime.mutate(time, {
      onSuccess: (saved) => setTimeDraft((draft) => (draft === saved.time ? null : draft)),
      // The field shows what is stored again, beside the refusal.
      onError: () => setTimeDraft(null),
    });
  }

  const sent = test.data?.sent ?? 0;
  const devices = reminders.devices;
  let status: string;
  if (!reminders.enabled) status = t`Off. One reminder at your time, only on days you have not finished.`;
  else if (devices === 0) status = t`On, but no device gets them yet.`;
  else if (here.data?.subscribed) status = plural(devices, { 1: 'On. This device gets them.', other: 'On. # devices get them, this one included.' });
  else status = plural(devices, { one: 'On. # device gets them.', other: 'On. # devices get them.' });

  return (
    <Card className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`${id}-switch`} className="font-semibold">
            <Trans>Daily reminder</Trans>
          </label>
          <p id={`${id}-status`} className="text-sm text-muted-foreground">
            {status}
          </p>
        </div>
        <Switch
          ref={switchRef}
          id={`${id}-switch`}
          checked={enabled}
          onCheckedChange={change}
          // Off, a browser that cannot get them cannot turn them on; on, it can still turn them off.
          disabled={toggle.isPending || (!reminders.enabled && !!supportText)}
          aria-describedby={[`${id}-status`, supportText ? `${id}-support` : null].filter(Boolean).join(' ')}
        />
      </div>
      {supportText ? (
        <p id={`${id}-support`} className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          {supportText}
        </p>
      ) : null}
      <FormError>{toggleError}</FormError>
      {addHere ? (
        <Button variant="outline" className="w-full" onClick={addThisDevice} disabled={toggle.isPending}>
          <Trans>Remind me on this device too</Trans>
        </Button>
      ) : null}
      <div>
        <Field label={t`Remind me at`} hint={t`Your time, in ${zone}.`}>
          {(field) => (
            <Input {...field} type="time" name="reminder-time" required value={timeDraft ?? reminders.time} onChange={(e) => changeTime(e.target.value)} />
          )}
        </Field>
        <p role="status" className="mt-1 text-xs text-muted-foreground">
          {saveTime.isSuccess && !timeDraft ? t`Saved.` : ''}
        </p>
        <FormError>
          {saveTime.isError
            ? actionErrorText(saveTime.error, { failed: t`Failed to save the reminder time.`, errored: t`An error occurred while saving the reminder time.` })
            : null}
        </FormError>
      </div>
      <div className="space-y-2">
        <Button variant="outline" className="w-full" onClick={() => test.mutate()} disabled={test.isPending}>
          <Trans>Send a test reminder</Trans>
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {test.isSuccess ? plural(sent, { one: 'Test reminder sent to # device.', other: 'Test reminder sent to # devices.' }) : ''}
        </p>
        <FormError>
          {test.isError ? actionErrorText(test.error, { failed: t`Failed to send a test reminder.`, errored: t`An error occurred while sending a test reminder.` }) : null}
        </FormError>
      </div>
    </Card>
  );
}
