import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormError, Input } from '../../../components/ui/input';
import { actionErrorText } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

/** The current password and a new one; a refusal (wrong password, a too common one) shows under the fields. */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast.success(t`Password changed. Other sessions were signed out.`);
        },
        onError: (err) => setError(actionErrorText(err, { failed: t`Failed to change password.`, errored: t`An error occurred while changing the password.` })),
      },
    );
  }

  return (
    <Card>
      <CardTitle className="mb-3">
        <Trans>Change Password</Trans>
      </CardTitle>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t`Current password`}>
          {(field) => (
            <Input {...field} name="current-password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
          )}
        </Field>
        {/* The same hint as sign-up: the new password follows the sign-up rules. */}
        <Field label={t`New password`} hint={t`At least 8 characters.`}>
          {(field) => (
            <Input {...field} name="new-password" type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
          )}
        </Field>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={change.isPending || !current || !next}>
          {change.isPending ? t`Changing...` : t`Change Password`}
        </Button>
      </form>
    </Card>
  );
}
