import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { BRAND } from '../../../config/brand';
import { Field, FormError, Input } from '../../../components/ui/input';
import { LanguageSelect } from '../../../components/ui/language-select';
import { chooseLocale } from '../../../lib/i18n/i18n';
import { isLanguage } from '../../../lib/i18n/locales';
import { actionErrorText } from '../../../lib/api-client';
import { authenticate, type AuthMode as Mode } from '../api/login';
// From its own module, not the client barrel: this is the first script's (docs/conventions.md, "First screen").
import { USERNAME_MAX, USERNAME_MIN } from '@dayleaf/contracts/constants';
import { useSession } from '../session';
import { hasSignedInHere } from '../stored-id';

interface LoginPageProps {
  /** The side it opens on; else sign-up for `?join`, login otherwise. */
  initialMode?: Mode;
  /** What the screen is for, in place of the brand's welcome (an invite link's card says what signing in leads to). */
  heading?: ReactNode;
}

/** Login and sign-up on one screen, with a toggle between them. */
export function LoginPage({ initialMode, heading }: LoginPageProps = {}) {
  const { t, i18n } = useLingui();
  const { signIn, signedOutElsewhere } = useSession();
  // "Join Dayleaf" on a profile opens the sign-up side (`/?join`).
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() => initialMode ?? (searchParams.has('join') ? 'signup' : 'login'));
  // "Welcome back!" only for someone who has signed in on this browser before.
  const [signedInBefore] = useState(hasSignedInHere);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The attempt's refusal, for the mode it was made in. Pending lasts from the press until the signed-in app shows
  // (the sign-in is a transition of this Action), so the button does not come back in between.
  const [attempt, authenticateAction, pending] = useActionState(
    async (_previous: { mode: Mode; error: string } | null, credentials: { mode: Mode; username: string; password: string }) => {
      const { mode: tried, username: name, password: secret } = credentials;
      if (!name.trim() || !secret) return { mode: tried, error: t`Please enter your username and password.` };
      try {
        const user = await authenticate(tried, { username: name.trim(), password: secret });
        startTransition(() => signIn(user));
        return null;
      } catch (err) {
        // The server's text, else the action's fallback; a failure with no answer at all is 'An error occurred.'
        return { mode: tried, error: actionErrorText(err, { failed: tried === 'login' ? t`Login failed` : t`Signup failed`, errored: t`An error occurred.` }) };
      }
    },
    null,
  );
  const error = attempt?.mode === mode ? attempt.error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    // From onSubmit, not <form action>: a form's Action resets its fields when it ends, and a refusal keeps them.
    startTransition(() => authenticateAction({ mode, username, password }));
  }

  const switchMode = () => setMode(mode === 'login' ? 'signup' : 'login');

  return (
    <div className="flex min-h-[85dvh] flex-col justify-center">
      {heading ?? (
        <div className="mb-6 text-center">
          <div className="mb-2 text-5xl" aria-hidden>
            🌿
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{BRAND}</h1>
          <p className="mt-1 text-muted-foreground">
            {mode === 'signup' ? t`Create an account to start your journey.` : signedInBefore ? t`Welcome back! Sign in to continue.` : t`Sign in to continue.`}
          </p>
        </div>
      )}
      {signedOutElsewhere ? (
        <p role="status" className="mb-4 rounded-xl bg-muted px-4 py-3 text-center text-sm">
          <Trans>You were signed out from another device.</Trans>
        </p>
      ) : null}
      <Card className="p-5">
        <div role="tablist" aria-label={t`Login or sign up`} className="mb-4 grid grid-cols-2 rounded-xl bg-muted p-1">
          {(['login', 'signup'] as const).map((m) => (
            <button
              key={m}
              role="tab"
              type="button"
              aria-selected={mode === m}
              onClick={() => mode !== m && switchMode()}
              className={`rounded-lg py-2 text-sm font-semibold pointer-coarse:min-h-11 ${mode === m ? 'bg-card shadow-sm' : 'text-muted-foreground'}`}
            >
              {m === 'login' ? t`Login` : t`Sign Up`}
            </button>
          ))}
        </div>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={t`Username`} hint={mode === 'signup' ? t`${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, underscores, dots and hyphens.` : undefined}>
            {(field) => (
              <Input
                {...field}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            )}
          </Field>
          <Field label={t`Password`} hint={mode === 'signup' ? t`At least 8 characters.` : undefined}>
            {(field) => (
              <Input
                {...field}
                name="password"
                type="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <FormError>{error}</FormError>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t`Please wait...` : mode === 'login' ? t`Login` : t`Sign Up`}
          </Button>
        </form>
      </Card>
      {/* Signed out, the choice is the device's; signing in then follows the account's own, when it has one. */}
      <div className="mx-auto mt-6 w-full max-w-56">
        <LanguageSelect value={isLanguage(i18n.locale) ? i18n.locale : 'en'} onChange={(language) => void chooseLocale(language)} />
      </div>
    </div>
  );
}
