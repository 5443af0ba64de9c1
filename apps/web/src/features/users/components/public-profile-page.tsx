import type { PrivateProfileRefusal, ProfileFriendship, PublicProfile } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Lock, UserX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../lib/lazy-toast';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/page';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ApiError, actionErrorText } from '../../../lib/api-client';
import { useSession } from '../../auth/session';
import { usePublicProfile } from '../api/get-public-profile';
import { BlockUserButton } from './block-user-button';
import { PublicProfileSkeleton } from './profile-skeleton';
import { StreakCard } from './streak-card';

/** The person and where the viewer stands with them, in a private profile's 403 to a signed-in viewer. */
function privateRefusal(body: unknown): Pick<PrivateProfileRefusal, 'person' | 'friendship'> | null {
  const refusal = body as Partial<PrivateProfileRefusal> | null;
  return refusal?.person && refusal.friendship ? { person: refusal.person, friendship: refusal.friendship } : null;
}

interface PublicProfilePageProps {
  /** What a signed-in viewer can do about being friends with the person (app/routes gives the friends feature's). */
  friendAction?: (person: { id: string; username: string; done_today?: boolean; on_break?: boolean }, friendship: ProfileFriendship) => ReactNode;
  /**
   * What other features show of the person under their streak (app/routes gives the streaks feature's year): only
   * on a profile the viewer may see, so never for a private profile's 403.
   */
  below?: (person: PublicProfile) => ReactNode;
}

export default function PublicProfilePage({ friendAction, below }: PublicProfilePageProps) {
  const { t } = useLingui();
  const { username = '' } = useParams();
  const { session } = useSession();
  const profile = usePublicProfile(username, session.user?.id ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const error = profile.error;
  const status = error instanceof ApiError ? error.status : undefined;
  // One failure, one message: the page and the toast say the same thing.
  const failure = error ? actionErrorText(error, { failed: t`Failed to load profile.`, errored: t`An error occurred while fetching the profile.` }) : null;

  useEffect(() => {
    if (failure && status !== 403 && status !== 404) toast.error(failure);
  }, [failure, status]);

  const signedOut = !session.user;
  // A signed-out visitor has no feed to go back to: the brand and a way in take its place.
  const backToFeed = signedOut ? (
    <SignedOutBar />
  ) : (
    <Link to={paths.feed} className="-ms-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> <Trans>Back to Feed</Trans>
    </Link>
  );

  if (profile.isPending) {
    return (
      <LoadingText shape={<PublicProfileSkeleton />}>
        <Trans>Loading profile...</Trans>
      </LoadingText>
    );
  }

  if (status === 403) {
    // Friends see a private profile, so a signed-in viewer may still ask.
    const refusal = error instanceof ApiError ? privateRefusal(error.body) : null;
    return (
      <Card className="mt-10 text-center">
        <Lock className="mx-auto mb-3 h-10 w-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-bold">
          <Trans>Profile is Private</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>This user's profile is private. You must be friends to view it.</Trans>
        </p>
        {refusal && friendAction ? <div className="mt-4 flex justify-center">{friendAction(refusal.person, refusal.friendship)}</div> : null}
        {signedOut ? (
          <WayIn />
        ) : (
          <Link to={paths.feed} className={buttonClasses('primary', 'md', 'mt-4')}>
            <Trans>Go to Feed</Trans>
          </Link>
        )}
      </Card>
    );
  }

  if (status === 404 || !profile.data) {
    return (
      <div className="space-y-3 pt-2">
        {signedOut ? <SignedOutBar /> : null}
        <Card className="mt-8 text-center">
          <UserX className="mx-auto mb-3 h-10 w-10 text-muted-foreground" aria-hidden />
          <h1 className="break-words text-xl font-bold">{status === 404 ? <Trans>User not found.</Trans> : failure}</h1>
          {status === 404 ? (
            <p className="mt-2 text-muted-foreground">
              <Trans>No one goes by that name here. Check the link and try again.</Trans>
            </p>
          ) : null}
          {signedOut ? <WayIn /> : <div className="mt-4">{backToFeed}</div>}
        </Card>
      </div>
    );
  }

  const user = profile.data;
  const viewer = session.user;
  // The profile is gone for the blocker (404): back to the screen they came from, else (opened from a link or
  // typed in: the first entry has the key 'default') to the feed, where the friends are.
  const leave = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.feed, { replace: true }));
  const name = user.username;
  const friendStreak = user.friend_streak ?? 0;
  return (
    <div className="space-y-3 pt-2">
      {signedOut ? backToFeed : <nav aria-label={t`Back`}>{backToFeed}</nav>}
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <Avatar src={user.profile_photo} name={user.username} size={96} />
        <h1 className="flex max-w-full items-center gap-1.5 text-2xl font-bold">
          <span dir="auto" className="min-w-0 break-all">{user.username}</span> <PremiumBadge status={user.subscription_status} kind="crown" />
        </h1>
        {user.bio ? <p dir="auto" className="max-w-xs text-muted-foreground">{user.bio}</p> : null}
        {user.friend_streak ? (
          <p className="break-all text-sm font-medium">
            <span aria-hidden>🔥 </span>
            {t`You and ${name}: ${plural(friendStreak, { one: '#-day friend streak', other: '#-day friend streak' })}`}
          </p>
        ) : null}
        {viewer && viewer.id !== user.id ? (
          <div className="flex flex-wrap items-center justify-center gap-2">
            {user.friendship && friendAction?.(user, user.friendship)}
            <BlockUserButton userId={viewer.id} person={user} onBlocked={() => void leave()} />
          </div>
        ) : null}
      </Card>
      <StreakCard streak={user.streak_count} inARow />
      {below?.(user)}
      {signedOut ? (
        <Card className="text-center">
          <p className="break-all font-semibold">
            <KeepAStreakWith username={name} />
          </p>
          <WayIn />
        </Card>
      ) : null}
    </div>
  );
}

/** The brand, and a way in, at the top of a profile a signed-out visitor opened from a link. */
function SignedOutBar() {
  return (
    <header className="flex items-center justify-between gap-3">
      <Link to={paths.tasks} className="flex min-h-11 items-center gap-1.5 text-lg font-bold tracking-tight">
        <span aria-hidden>🌿</span> {BRAND}
      </Link>
      <Link to={paths.tasks} className={buttonClasses('ghost', 'md')}>
        <Trans>Log in</Trans>
      </Link>
    </header>
  );
}

/** What a signed-out visitor can do from a profile: join, or log in. */
function WayIn() {
  return (
    <div className="mt-5 flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        <Trans>Dayleaf is a daily habit tracker you share with friends.</Trans>
      </p>
      <Link to={`${paths.tasks}?join`} className={buttonClasses('primary', 'md', 'w-full')}>
        <Trans>Join Dayleaf</Trans>
      </Link>
      <Link to={paths.tasks} className={buttonClasses('outline', 'md', 'w-full')}>
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}

/** "Keep a streak with <name>", the name isolated so it keeps its own direction inside the sentence. */
function KeepAStreakWith({ username }: { username: string }) {
  const name = <bdi>{username}</bdi>;
  return <Trans>Keep a streak with {name}</Trans>;
}
