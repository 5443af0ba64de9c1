import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useTransition, type ReactNode } from 'react';
import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { WhenOpen } from '../../../components/ui/on-demand';
import { LoadingText, PageHeader } from '../../../components/ui/page';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/session';
import { EditProfileCard } from './edit-profile-card';
import { PrivacyCard } from './privacy-card';
import { ProfileSkeleton } from './profile-skeleton';
import { StreakCard } from './streak-card';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useAfterPaint } from '../../../lib/use-after-paint';

const SignOutDialog = preloadableLazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

/**
 * The own profile, top to bottom: edit card, streak, then what other features put in the
 * middle (trophies, mood picker, mood history), privacy switch, Settings, Log Out. `streakAction` goes on the
 * streak card (the route's Share, whose card holds other features' figures).
 */
export function ProfilePage({ middle, streakAction }: { middle?: ReactNode; streakAction?: ReactNode }) {
  const { t } = useLingui();
  const { session, signOut } = useSession();
  const [signingOut, startSigningOut] = useTransition();
  // Writes queued offline that were still not sent when the person pressed Log Out: they confirm before losing them.
  const [unsent, setUnsent] = useState(0);
  // The header and the top cards paint first, the rest just after: the largest paint waits for neither the year,
  // the trophies and the moods nor their code and data. Nothing that has painted moves, as the rest only adds below
  // and beside it.
  const restShown = useAfterPaint();
  if (session.status !== 'signed-in') {
    return (
      <LoadingText shape={<ProfileSkeleton />}>
        <Trans>Loading profile...</Trans>
      </LoadingText>
    );
  }
  const user = session.user;

  function logOut(options?: { dropUnsent?: boolean }) {
    // Not disabled while it works: the button keeps the focus, for the dialog to give it back.
    if (signingOut) return;
    startSigningOut(async () => {
      const result = await signOut(options).catch((err: unknown) => {
        console.warn('Log out failed', err);
        return null;
      });
      if (result && !result.signedOut) startSigningOut(() => setUnsent(result.unsent));
    });
  }
  return (
    // From 1024 px, what the person is (trophies, moods) stands beside the cards they change; the extra last row
    // takes the height of that taller column, so the cards on the left stay together.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:grid-rows-[repeat(6,auto)_1fr] lg:items-start lg:gap-x-8">
      <div className="lg:col-span-2">
        <PageHeader
        title={t`Your Profile`}
        subtitle={t`Customize your experience`}
        action={
          user.subscription_status === 'premium' ? (
            <span className="mt-1 inline-flex shrink-0 items-center gap-1 rounded-full bg-gold-soft px-2.5 py-1 text-xs font-semibold text-gold">
              <PremiumBadge status={user.subscription_status} kind="crown" />
              <span aria-hidden>
                <Trans>Premium</Trans>
              </span>
            </span>
          ) : null
        }
        />
      </div>
      <EditProfileCard key={user.id} user={user} />
      <StreakCard streak={user.streak_count} action={streakAction} />
      {restShown ? (
        <>
          {middle ? <div className="space-y-4 lg:col-start-2 lg:row-[2/8]">{middle}</div> : null}
          <PrivacyCard user={user} />
          <Link to={paths.settings} className={buttonClasses('outline', 'md', 'w-full')}>
            <Settings className="h-4 w-4" aria-hidden /> <Trans>Settings</Trans>
          </Link>
          <Button variant="outline" className="w-full text-destructive" aria-busy={signingOut} onClick={() => logOut()}>
            <LogOut className="h-4 w-4" aria-hidden /> {signingOut && !unsent ? <Trans>Logging Out...</Trans> : <Trans>Log Out</Trans>}
          </Button>
          <WhenOpen open={unsent > 0}>
            <SignOutDialog
              unsent={unsent}
              open={unsent > 0}
              onOpenChange={(open) => !open && setUnsent(0)}
              signOutAnyway={() => logOut({ dropUnsent: true })}
              pending={signingOut}
            />
          </WhenOpen>
        </>
      ) : null}
    </div>
  );
}

export default ProfilePage;
