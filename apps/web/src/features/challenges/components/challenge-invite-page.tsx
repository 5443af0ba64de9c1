import type { ChallengeInviteCard } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Timer, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InviteCardPending, InviteHero, InviteLayout, InviteNote } from '../../../components/ui/invite-layout';
import { paths } from '../../../config/paths';
import { actionErrorText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/i18n/format';
import { toast } from '../../../lib/lazy-toast';
import { LoginPage } from '../../auth/components/login-page';
import { useSession } from '../../auth/session';
import { useChallengeInviteCard, useJoinByInvite } from '../api/challenge-invite-card';
import { CreatedBy } from './created-by';

/** The emoji a challenge's name starts with, else a trophy: the card's big picture. */
export function challengeEmoji(name: string): string {
  return /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic})*/u.exec(name.trim())?.[0] ?? '🏆';
}


/** The name without the emoji it starts with, which the card already shows large. */
export function challengeTitle(name: string): string {
  const emoji = /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic})*/u.exec(name.trim())?.[0];
  return (emoji ? name.trim().slice(emoji.length).trim() : '') || name;
}

function Stat({ icon: Icon, value, label }: { icon: typeof Timer; value: string; label: string }) {
  return (
    <div className="rounded-2xl bg-muted px-2 py-3">
      <Icon className="mx-auto h-4 w-4 text-primary" aria-hidden />
      <div className="mt-1 text-lg font-bold tabular-nums leading-tight">{value}</div>
      <div className="text-xs text-muted-foreground">{label}</div>
    </div>
  );
}

/** What the challenge is and how it stands: what every visitor of the link sees. */
function ChallengeFacts({ card }: { card: ChallengeInviteCard }) {
  const { t } = useLingui();
  const { days_remaining: daysLeft, participants, duration_days: days } = card;
  return (
    <>
      {card.description ? <p dir="auto" className="line-clamp-4 whitespace-pre-line break-words text-muted-foreground">{card.description}</p> : null}
      <div className="grid grid-cols-3 gap-2">
        <Stat
          icon={Timer}
          value={card.is_active ? formatNumber(daysLeft) : t`Ended`}
          label={card.is_active ? plural(daysLeft, { one: 'day left', other: 'days left' }) : t`no days left`}
        />
        <Stat icon={Users} value={formatNumber(participants)} label={plural(participants, { one: 'participant', other: 'participants' })} />
        <Stat icon={CalendarDays} value={formatNumber(days)} label={plural(days, { one: 'day in all', other: 'days in all' })} />
      </div>
      <CreatedBy name={card.created_by_name} className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Avatar src={card.created_by_photo} name={card.created_by_name} size={28} />
      </CreatedBy>
    </>
  );
}


/**
 * /invite/challenge/<token>: a challenge's invite link (docs/decisions/085-invite-links.md). Signed out, the card
 * and "Join", which opens sign-up (or log in) here; once signed in on this address the join goes ahead, as the
 * visitor already asked for it. Signed in, the card and "Join" to confirm. Joined, the challenge opens with a welcome.
 */
export default function ChallengeInvitePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { session } = useSession();
  const viewerId = session.user?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const joinAsked = searchParams.get('join');
  const query = useChallengeInviteCard(token, viewerId);
  const signedOut = viewerId === null;

  if (!query.isSuccess) return <InviteCardPending error={query.error} signedOut={signedOut} what={t`Challenge invitation`} />;
  const card = query.data;
  const title = challengeTitle(card.name);

  if (signedOut && joinAsked !== null && card.is_active) {
    return (
      <LoginPage
        initialMode={joinAsked === 'login' ? 'login' : 'signup'}
        heading={
          <div className="mb-6 text-center">
            <div className="mb-2 text-5xl" aria-hidden>
              {challengeEmoji(card.name)}
            </div>
            <h1 className="break-words text-2xl font-bold tracking-tight">
              <JoinChallenge name={title} />
            </h1>
            <p className="mt-1 text-muted-foreground">
              <Trans>Create your Dayleaf account or log in, and you're in.</Trans>
            </p>
          </div>
        }
      />
    );
  }

  return (
    <InviteLayout signedOut={signedOut}>
      <InviteHero
        picture={
          <span className="flex h-24 w-24 items-center justify-center rounded-3xl bg-card text-6xl shadow-md ring-1 ring-border" aria-hidden>
            {challengeEmoji(card.name)}
          </span>
        }
        kicker={t`You're invited to a challenge on Dayleaf`}
        title={title}
        titleDir="auto"
      >
        <ChallengeFacts card={card} />
        {signedOut ? (
          <SignedOutActions card={card} onJoin={(how) => setSearchParams(how === 'login' ? { join: 'login' } : { join: '' })} />
        ) : (
          <SignedInActions card={card} token={token} userId={viewerId} joinAsked={joinAsked !== null} />
        )}
      </InviteHero>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        <Trans>Dayleaf is a daily habit tracker you share with friends.</Trans>
      </p>
    </InviteLayout>
  );
}

function SignedOutActions({ card, onJoin }: { card: ChallengeInviteCard; onJoin(how: 'signup' | 'login'): void }) {
  const { t } = useLingui();
  if (!card.is_active) {
    return (
      <div className="space-y-3">
        <InviteNote>{t`This challenge has ended, but there are new ones to join every day.`}</InviteNote>
        <Link to={`${paths.tasks}?join`} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Trans>Join Dayleaf</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" onClick={() => onJoin('signup')}>
        <Trans>Join</Trans>
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onJoin('login')}>
        <Trans>I already have an account</Trans>
      </Button>
    </div>
  );
}

function SignedInActions({ card, token, userId, joinAsked }: { card: ChallengeInviteCard; token: string; userId: string; joinAsked: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const join = useJoinByInvite(userId, token);
  const canJoin = card.is_active && !card.viewer?.joined && !card.viewer?.left;
  const started = useRef(false);

  function joinNow() {
    join.mutate(undefined, {
      onSuccess: (joined) => {
        const name = joined.name;
        toast.success(t`You're in! Welcome to ${name}. Have a great first day.`);
        void navigate(paths.challenge(joined.id), { replace: true });
      },
    });
  }

  // Signed in from this page after "Join": the visitor confirmed already, so the join goes ahead once.
  useEffect(() => {
    if (!joinAsked || started.current) return;
    started.current = true;
    if (canJoin) joinNow();
    else setSearchParams({}, { replace: true });
  });

  if (card.viewer?.joined) {
    return (
      <div className="space-y-3">
        <InviteNote>{t`You're already taking part in this challenge.`}</InviteNote>
        <Link to={paths.challenge(card.id)} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Trans>Open challenge</Trans>
        </Link>
      </div>
    );
  }
  if (card.viewer?.left) {
    return (
      <div className="space-y-3">
        <InviteNote>{t`You left this challenge, so you cannot join it again.`}</InviteNote>
        <Link to={paths.challenges} className={buttonClasses('outline', 'lg', 'w-full')}>
          <Trans>Browse challenges</Trans>
        </Link>
      </div>
    );
  }
  if (!card.is_active) {
    return (
      <div className="space-y-3">
        <InviteNote>{t`This challenge has ended. Find a running one to join.`}</InviteNote>
        <Link to={paths.challenges} className={buttonClasses('outline', 'lg', 'w-full')}>
          <Trans>Browse challenges</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button size="lg" className="w-full" disabled={join.isPending} onClick={joinNow}>
        {join.isPending ? t`Joining...` : t`Join`}
      </Button>
      {join.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {actionErrorText(join.error, { failed: t`Could not join the challenge.`, errored: t`Could not join the challenge. Please try again.` })}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>You'll see it in Your Active Challenges, with everyone taking part.</Trans>
        </p>
      )}
    </div>
  );
}

/** "Join <name>", the challenge's name isolated so it keeps its own direction inside the sentence. */
function JoinChallenge({ name }: { name: string }) {
  const title = <bdi>{name}</bdi>;
  return <Trans>Join {title}</Trans>;
}
