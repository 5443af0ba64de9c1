import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormError, Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { actionErrorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser, useSession } from '../../auth/session';
import { useDeleteAccount } from '../api/delete-account';

/** The word typed to confirm: a second, deliberate step besides the password. The same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the same word in every language
export const CONFIRM_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Asks for the password and the typed word; a refusal (a wrong password) shows here and the dialog stays open. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { forgetSession } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount(user.id);
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = password !== '' && word === CONFIRM_WORD && !remove.isPending;
  const paidUntil = user.subscription_status === 'premium' && user.subscription_end_date ? formatDate(new Date(user.subscription_end_date), 'month-day-year') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    remove.mutate(password, {
      onSuccess: () => {
        // The server has ended the session and cleared its cookie: only this browser's copy is left to forget.
        forgetSession();
        void navigate(paths.tasks, { replace: true });
        toast.success(t`Your account was deleted.`);
      },
      onError: (err) => setError(actionErrorText(err, { failed: t`Failed to delete the account.`, errored: t`An error occurred while deleting the account.` })),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title={t`Delete your account?`}
      description={t`Everything that is yours goes for good. Enter your password and type ${CONFIRM_WORD} to confirm.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {paidUntil ? (
          <p className="rounded-xl bg-gold-soft p-3 text-sm">
            <Trans>Your subscription ends too: Premium, paid until {paidUntil}, stops with the account.</Trans>
          </p>
        ) : null}
        <Field label={t`Password`}>
          {(field) => (
            <Input {...field} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </Field>
        <Field label={t`Type ${CONFIRM_WORD} to confirm`}>
          {(field) => (
            <Input {...field} name="confirm" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={word} onChange={(e) => setWord(e.target.value)} />
          )}
        </Field>
        <FormError>{error}</FormError>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="destructive" disabled={!ready}>
            {remove.isPending ? <Trans>Deleting...</Trans> : <Trans>Delete My Account</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
