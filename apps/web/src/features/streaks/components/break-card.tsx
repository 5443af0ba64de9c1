import { BREAK_DAYS_MAX, BREAKS_PER_WINDOW } from '@dayleaf/contracts/client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { WhenOpen } from '../../../components/ui/on-demand';
import { Field, FormError, Input } from '../../../components/ui/input';
import { ApiError, actionErrorText } from '../../../lib/api-client';
import { dayTitle } from '../../../lib/dates';
import { toast } from '../../../lib/lazy-toast';
import { useLocalToday } from '../../../lib/use-local-today';
import { useCurrentUser } from '../../auth/session';
import { useEndBreak } from '../api/end-break';
import { useSetBreak } from '../api/set-break';
import { breakProblems, breakStatus, lastBreakDay, type BreakProblems } from '../breaks';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const BreakConfirmDialog = preloadableLazy(() => import('./break-confirm-dialog'));

/**
 * The challenges the user is in, which a break's days do not count toward: the composing screen reads them (the
 * challenges feature's active list) once `check` is called, as the person starts on the form.
 */
export interface ActiveChallengesCheck {
  /** The challenges' names; undefined until known (not asked yet, or on the way). */
  names: readonly string[] | undefined;
  /** The read is over, answered or failed (a failed read warns of nothing, the card's words still say it). */
  settled: boolean;
  check(): void;
}

/**
 * The server's refusal: under the field it names when it names one (a 400's details), else over the button, in the
 * server's words or the card's own `texts`.
 */
function refusal(err: unknown, texts: { failed: string; errored: string }): { fields: BreakProblems; form: string | null } {
  const text = actionErrorText(err, texts);
  if (err instanceof ApiError && err.status === 400) {
    const details = (err.body as { details?: Array<{ path?: string; message?: string }> } | null)?.details ?? [];
    const fields: BreakProblems = {};
    for (const { path, message } of details) if ((path === 'from' || path === 'to') && message && !fields[path]) fields[path] = message;
    if (fields.from || fields.to) return { fields, form: null };
  }
  return { fields: {}, form: text };
}

/**
 * Settings' "Take a break": what a break does, the running or next break (with "End break" or "Cancel break"), and
 * the dates of a new one, checked here as the server checks them, then confirmed in a dialog that says what it does,
 * and which challenges it touches. A refusal shows beside the form with the server's words; the dates stay as typed.
 */
export function BreakCard({ activeChallenges }: { activeChallenges: ActiveChallengesCheck }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const today = useLocalToday(user.time_zone, user.day_start_hour);
  const setBreak = useSetBreak(user.id);
  const endBreak = useEndBreak(user.id);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [problems, setProblems] = useState<BreakProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = breakStatus(user.break, today);
  // The dialog opens once the challenges are known, so its warning is there before the break is confirmed.
  const dialogOpen = confirming && activeChallenges.settled;
  const breakFrom = user.break ? dayTitle(user.break.from) : '';
  const breakTo = user.break ? dayTitle(user.break.to) : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = breakProblems(from, to, today);
    setProblems(found);
    if (found.from || found.to) return;
    activeChallenges.check();
    setConfirming(true);
  }

  function take() {
    setBreak.mutate(
      { from, to },
      {
        onSuccess: () => {
          setConfirming(false);
          setFrom(today);
          setTo('');
          toast.success(t`Break saved. Enjoy the rest!`);
        },
        onError: (err) => {
          setConfirming(false);
          const { fields, form } = refusal(err, {
            failed: t`Your break could not be saved.`,
            errored: t`Your break could not be saved. Check your connection and try again.`,
          });
          setProblems(fields);
          setFormError(form);
        },
      },
    );
  }

  function end() {
    setEndError(null);
    const wasRunning = status === 'running';
    endBreak.mutate(undefined, {
      onSuccess: () => toast.success(wasRunning ? t`Welcome back! Today counts again.` : t`Break cancelled.`),
      onError: (err) =>
        setEndError(actionErrorText(err, { failed: t`Your break could not be ended.`, errored: t`Your break could not be ended. Check your connection and try again.` })),
    });
  }

  return (
    <Card>
      <CardTitle className="mb-1">
        <Trans>Take a break</Trans>
      </CardTitle>
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>
          Away for a while? During a break your streak waits for you: those days neither end it nor add to it. Reminders
          pause, and break days don't count toward challenges.
        </Trans>
      </p>
      {user.break && status !== 'none' ? (
        <div className="mb-4 rounded-xl bg-muted/60 p-3">
          <p className="font-medium">
            {status === 'running' ? t`You're on a break until ${breakTo}.` : t`Your next break: ${breakFrom} to ${breakTo}.`}
          </p>
          <Button variant="outline" className="mt-3 w-full" disabled={endBreak.isPending} onClick={end}>
            {endBreak.isPending ? <Trans>Ending...</Trans> : status === 'running' ? <Trans>End break</Trans> : <Trans>Cancel break</Trans>}
          </Button>
          <div className="mt-3 empty:hidden">
            <FormError>{endError}</FormError>
          </div>
        </div>
      ) : null}
      {status === 'running' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>You can plan your next break once this one is over.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} onFocus={activeChallenges.check} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`First day`} hint={t`Today or later.`} error={problems.from}>
              {(field) => <Input {...field} type="date" name="break-from" min={today} value={from} onChange={(e) => setFrom(e.target.value)} />}
            </Field>
            <Field label={t`Last day`} hint={plural(BREAK_DAYS_MAX, { one: 'Up to # day in all.', other: 'Up to # days in all.' })} error={problems.to}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  name="break-to"
                  min={from || today}
                  max={from ? lastBreakDay(from) : undefined}
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                />
              )}
            </Field>
          </div>
          <p className="text-xs text-muted-foreground">
            {plural(BREAKS_PER_WINDOW, { one: 'Up to # break can start in any year.', other: 'Up to # breaks can start in any year.' })}
          </p>
          <FormError>{formError}</FormError>
          <Button type="submit" className="w-full" disabled={setBreak.isPending || (confirming && !dialogOpen)}>
            {confirming && !dialogOpen ? (
              <Trans>Checking your challenges...</Trans>
            ) : status === 'next' ? (
              <Trans>Change break</Trans>
            ) : (
              <Trans>Take a break</Trans>
            )}
          </Button>
        </form>
      )}
      <WhenOpen open={dialogOpen}>
        <BreakConfirmDialog
          open={dialogOpen}
          onOpenChange={(open) => !open && setConfirming(false)}
          from={from}
          to={to}
          streak={user.streak_count}
          replaces={status === 'next' ? user.break : null}
          challenges={activeChallenges.names ?? []}
          pending={setBreak.isPending}
          onConfirm={take}
        />
      </WhenOpen>
    </Card>
  );
}
