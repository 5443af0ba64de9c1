import type { FriendInviteCard } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InviteCardPending, InviteHero, InviteLayout, InviteNote } from '../../../components/ui/invite-layout';
import { paths } from '../../../config/paths';
import { actionErrorText } from '../../../lib/api-client';
import { toast } from '../../../lib/lazy-toast';
import { LoginPage } from '../../auth/components/login-page';
import { useSession } from '../../auth/session';
import { useAcceptFriendInvite, useFriendInviteCard } from '../api/friend-invite';


/** The person's face, large, ringed like a profile's. */
function Face({ person }: { person: FriendInviteCard }) {
  return <Avatar src={person.profile_photo} name={person.username} size={96} className="shadow-md ring-4 ring-card" />;
}

/**
 * /invite/friend/<token>: someone's "Add me on Dayleaf" link (docs/decisions/085-invite-links.md). It shows what anyone
 * may see of them (name and photo, even for a private profile). Signed out, "Add friend" opens sign-up (or log in)
 * here, and once signed in the friendship is made, as the visitor asked; signed in, "Add friend" confirms it.
 */
export default function FriendInvitePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { session } = useSession();
  const viewerId = session.user?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const addAsked = searchParams.get('join');
  const query = useFriendInviteCard(token, viewerId);
  const signedOut = viewerId === null;

  if (!query.isSuccess) return <InviteCardPending error={query.error} signedOut={signedOut} what={t`Friend invitation`} />;
  const person = query.data;
  const username = person.username;

  if (signedOut && addAsked !== null) {
    return (
      <LoginPage
        initialMode={addAsked === 'login' ? 'login' : 'signup'}
        heading={
          <div className="mb-6 flex flex-col items-center text-center">
            <Face person={person} />
            <h1 className="mt-3 break-words text-2xl font-bold tracking-tight">
              <BeFriendsWith name={username} />
            </h1>
            <p className="mt-1 text-muted-foreground">
              <Trans>Create your Dayleaf account or log in, and you'll be friends right away.</Trans>
            </p>
          </div>
        }
      />
    );
  }

  return (
    <InviteLayout signedOut={signedOut}>
      <InviteHero picture={<Face person={person} />} kicker={t`You're invited to be friends on Dayleaf`} title={username} titleDir="auto">
        <p className="text-muted-foreground">
          <WouldLikeToKeepUp name={username} />
        </p>
        {signedOut ? (
          <div className="flex flex-col gap-2">
            <Button size="lg" className="w-full" onClick={() => setSearchParams({ join: '' })}>
              <Trans>Add friend</Trans>
            </Button>
            <Button variant="ghost" className="w-full" onClick={() => setSearchParams({ join: 'login' })}>
              <Trans>I already have an account</Trans>
            </Button>
          </div>
        ) : (
          <SignedInActions person={person} token={token} addAsked={addAsked !== null} />
        )}
      </InviteHero>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        <Trans>Dayleaf is a daily habit tracker you share with friends.</Trans>
      </p>
    </InviteLayout>
  );
}

function SignedInActions({ person, token, addAsked }: { person: FriendInviteCard; token: string; addAsked: boolean }) {
  const { t } = useLingui();
  const username = person.username;
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const accept = useAcceptFriendInvite(token);
  const started = useRef(false);

  function addNow() {
    accept.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`You and ${username} are friends now! Say hello with a cheer.`);
        void navigate(paths.publicProfile(person.username), { replace: true });
      },
    });
  }

  // Signed in from this page after "Add friend": the visitor confirmed already, so it goes ahead once.
  useEffect(() => {
    if (!addAsked || started.current) return;
    started.current = true;
    if (person.standing === 'none') addNow();
    else setSearchParams({}, { replace: true });
  });

  if (person.standing === 'self') {
    return (
      <div className="space-y-3">
        <InviteNote>{t`This is your own invite link. Share it with friends to add them.`}</InviteNote>
        <Link to={paths.profile} className={buttonClasses('outline', 'lg', 'w-full')}>
          <Trans>Go to my profile</Trans>
        </Link>
      </div>
    );
  }
  if (person.standing === 'friends') {
    return (
      <div className="space-y-3">
        <InviteNote>{t`You and ${username} are already friends.`}</InviteNote>
        <Link to={paths.publicProfile(person.username)} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Trans>View profile</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button size="lg" className="w-full" disabled={accept.isPending} onClick={addNow}>
        {accept.isPending ? t`Adding...` : t`Add friend`}
      </Button>
      {accept.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {actionErrorText(accept.error, { failed: t`Could not add this friend.`, errored: t`Could not add this friend. Please try again.` })}
        </p>
      ) : null}
    </div>
  );
}

/* The inviter's name inside a sentence is isolated, so it keeps its own direction whatever the language's. */
function BeFriendsWith({ name }: { name: string }) {
  const username = <bdi>{name}</bdi>;
  return <Trans>Be friends with {username}</Trans>;
}

function WouldLikeToKeepUp({ name }: { name: string }) {
  const username = <bdi>{name}</bdi>;
  return (
    <Trans>
      {username} would like to keep up with your days: see each other's streaks, cheer each other on and take on challenges together.
    </Trans>
  );
}
