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

function SessionRow({ session, onEnd, busy }: { session: SessionSummary; onEnd(): void; busy: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{session.device}</span>
          {session.current ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">This device</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Signed in {relativeTime(session.created_at)} · Last used {relativeTime(session.last_used_at)}
        </p>
      </div>
      {/* Every row has the same visible text, so the name says which session it ends. */}
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
        disabled={busy}
        onClick={onEnd}
      >
        Sign out
      </Button>
    </li>
  );
}

/** Where the account is signed in; ending this browser's own session signs it out, as Log Out does. */
export function SessionsCard() {
  const { forgetSession } = useSession();
  const sessions = useSessions();
  const end = useEndSession();
  const logoutAll = useLogoutAll();

  function endOne(session: SessionSummary) {
    end.mutate(session, { onSuccess: () => (session.current ? forgetSession() : undefined) });
  }

  function endOthers() {
    logoutAll.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`),
    });
  }

  if (sessions.isPending) return <LoadingText>Loading sessions...</LoadingText>;
  if (sessions.isError) {
    return (
      <Card>
        <p className="text-sm text-muted-foreground">Could not load your sessions.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;
  return (
    <Card className="space-y-4">
      <ul aria-label="Signed-in sessions" className="divide-y divide-border">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} busy={end.isPending && end.variables.id === session.id} onEnd={() => endOne(session)} />
        ))}
      </ul>
      <Button variant="outline" className="w-full text-destructive" disabled={others === 0 || logoutAll.isPending} onClick={endOthers}>
        Sign out everywhere else
      </Button>
    </Card>
  );
}
