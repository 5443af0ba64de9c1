import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionSummary } from '@dayleaf/contracts';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/page';
import { relativeTime } from '../../../lib/relative-time';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useLogoutAll } from '../api/logout-all';
import { useSession } from '../session';

/** "Firefox on Windows" in the person's language, from the names the server read in the session's User-Agent. */
function useDeviceLabel({ browser, system }: Pick<SessionSummary, 'browser' | 'system'>): string {
  const { t } = useLingui();
  if (browser && system) return t`${browser} on ${system}`;
  return browser ?? system ?? t`Unknown device`;
}

function SessionRow({ session, onEnd, busy }: { session: SessionSummary; onEnd(): void; busy: boolean }) {
  const { t } = useLingui();
  const device = useDeviceLabel(session);
  const signedIn = relativeTime(session.created_at);
  const lastUsed = relativeTime(session.last_used_at);
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{device}</span>
          {session.current ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              <Trans>This device</Trans>
            </span> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Signed in {signedIn} · Last used {lastUsed}
          </Trans>
        </p>
      </div>
      {/* Every row has the same visible text, so the name says which session it ends. */}
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        aria-label={session.current ? t`Sign out ${device} (this device)` : t`Sign out ${device}`}
        disabled={busy}
        onClick={onEnd}
      >
        <Trans>Sign out</Trans>
      </Button>
    </li>
  );
}

/** Where the account is signed in; ending this browser's own session signs it out, as Log Out does. */
export function SessionsCard() {
  const { t } = useLingui();
  const { forgetSession } = useSession();
  const sessions = useSessions();
  const end = useEndSession();
  const logoutAll = useLogoutAll();

  function endOne(session: SessionSummary) {
    end.mutate(session, { onSuccess: () => (session.current ? forgetSession() : undefined) });
  }

  function endOthers() {
    logoutAll.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(plural(ended, { one: 'Signed out # other session.', other: 'Signed out # other sessions.' })),
    });
  }

  if (sessions.isPending) return <LoadingText>{t`Loading sessions...`}</LoadingText>;
  if (sessions.isError) {
    return (
      <Card>
        <p className="text-sm text-muted-foreground">
          <Trans>Could not load your sessions.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }

  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;
  return (
    <Card className="space-y-4">
      <ul aria-label={t`Signed-in sessions`} className="divide-y divide-border">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} busy={end.isPending && end.variables.id === session.id} onEnd={() => endOne(session)} />
        ))}
      </ul>
      <Button variant="outline" className="w-full text-destructive" disabled={others === 0 || logoutAll.isPending} onClick={endOthers}>
        <Trans>Sign out everywhere else</Trans>
      </Button>
    </Card>
  );
}
