import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, FormError, Input } from '../../../components/ui/input';
import { actionErrorText } from '../../../lib/api-client';
import { authenticate, type AuthMode as Mode } from '../api/login';
import { useSession } from '../session';

/** Login and sign-up on one screen, with a toggle between them. */
export function LoginPage() {
  const { signIn, signedOutElsewhere } = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError('Please enter your username and password.');
      return;
    }
    setBusy(true);
    try {
      signIn(await authenticate(mode, { username: username.trim(), password }));
    } catch (err) {
      // The server's text, else the action's fallback; a failure with no answer at all is 'An error occurred.'
      setError(actionErrorText(err, { failed: mode === 'login' ? 'Login failed' : 'Signup failed', errored: 'An error occurred.' }));
    } finally {
      setBusy(false);
    }
  }

  const switchMode = () => {
    setMode(mode === 'login' ? 'signup' : 'login');
    setError(null);
  };

  return (
    <div className="flex min-h-[85dvh] flex-col justify-center">
      <div className="mb-6 text-center">
        <div className="mb-2 text-5xl" aria-hidden>
          🌿
        </div>
        <h1 className="text-3xl font-bold tracking-tight">Dayleaf</h1>
        <p className="mt-1 text-muted-foreground">
          {mode === 'login' ? 'Welcome back! Sign in to continue.' : 'Create an account to start your journey.'}
        </p>
      </div>
      {signedOutElsewhere ? (
        <p role="status" className="mb-4 rounded-xl bg-muted px-4 py-3 text-center text-sm">
          You were signed out from another device.
        </p>
      ) : null}
      <Card className="p-5">
        <div role="tablist" aria-label="Login or sign up" className="mb-4 grid grid-cols-2 rounded-xl bg-muted p-1">
          {(['login', 'signup'] as const).map((m) => (
            <button
              key={m}
              role="tab"
              type="button"
              aria-selected={mode === m}
              onClick={() => mode !== m && switchMode()}
              className={`rounded-lg py-2 text-sm font-semibold ${mode === m ? 'bg-card shadow-sm' : 'text-muted-foreground'}`}
            >
              {m === 'login' ? 'Login' : 'Sign Up'}
            </button>
          ))}
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <Field label="Username">
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
          <Field label="Password" hint={mode === 'signup' ? 'At least 8 characters.' : undefined}>
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
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Please wait...' : mode === 'login' ? 'Login' : 'Sign Up'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
