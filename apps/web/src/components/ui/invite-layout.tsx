import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../config/brand';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/api-client';
import { buttonClasses } from './button';
import { LoadingText } from './page';

/**
 * The frame of an invite link's page, the first thing a friend sees of Dayleaf: the brand, a hero card with the big
 * picture (an emoji or a face) and what the invitation is, then whatever the page puts under it.
 */
export function InviteLayout({ signedOut, children }: { signedOut: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-[85dvh] flex-col">
      <header className="flex items-center justify-between gap-3">
        <Link to={paths.tasks} className="flex min-h-11 items-center gap-1.5 text-lg font-bold tracking-tight">
          <span aria-hidden>🌿</span> {BRAND}
        </Link>
        {signedOut ? null : (
          <Link to={paths.tasks} className={buttonClasses('ghost', 'md')}>
            <Trans>Go to my day</Trans>
          </Link>
        )}
      </header>
      <div className="flex flex-1 flex-col justify-center py-6">{children}</div>
    </div>
  );
}

interface InviteHeroProps {
  /** The big picture: a challenge's emoji, a person's photo or initial. */
  picture: ReactNode;
  /** A line above the title: who invites, to what. */
  kicker: ReactNode;
  title: string;
  /** 'auto' when the title is a person's own words (a username, a challenge's name), so it takes their direction. */
  titleDir?: 'auto';
  children?: ReactNode;
  className?: string;
}

/** The invitation's card: a soft band of the theme's colour behind the picture, the title large, the rest below. */
export function InviteHero({ picture, kicker, title, titleDir, children, className }: InviteHeroProps) {
  return (
    <section aria-labelledby="invite-title" className={cn('overflow-hidden rounded-3xl border border-border bg-card text-center text-card-foreground shadow-lg', className)}>
      <div className="bg-gradient-to-b from-primary/20 via-primary/5 to-transparent px-6 pb-2 pt-8">
        <div className="mx-auto flex h-24 w-24 items-center justify-center">{picture}</div>
        <p className="mt-4 text-sm font-medium text-muted-foreground">{kicker}</p>
        <h1 id="invite-title" dir={titleDir} className="mt-1 break-words text-3xl font-bold leading-tight tracking-tight">
          {title}
        </h1>
      </div>
      <div className="space-y-5 px-6 pb-6 pt-3">{children}</div>
    </section>
  );
}

/** The page of a link that is turned off, renewed or never was: said plainly, with a way on. */
export function InviteGone({ signedOut, what }: { signedOut: boolean; what: string }) {
  const { t } = useLingui();
  return (
    <InviteHero
      picture={
        <span className="flex h-24 w-24 items-center justify-center rounded-3xl bg-muted text-5xl" aria-hidden>
          🍂
        </span>
      }
      kicker={what}
      title={t`This invite link is no longer active.`}
    >
      <p className="text-muted-foreground">
        <Trans>It may have been turned off or replaced with a new one. Ask your friend to send you a fresh link.</Trans>
      </p>
      {signedOut ? (
        <div className="flex flex-col gap-2">
          <Link to={`${paths.tasks}?join`} className={buttonClasses('primary', 'lg', 'w-full')}>
            <Trans>Join Dayleaf</Trans>
          </Link>
          <Link to={paths.tasks} className={buttonClasses('outline', 'lg', 'w-full')}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      ) : (
        <Link to={paths.tasks} className={buttonClasses('primary', 'lg', 'w-full')}>
          <Trans>Back to Dayleaf</Trans>
        </Link>
      )}
    </InviteHero>
  );
}

/** A short note on an invite page: a read that failed, or why there is nothing to do. */
export function InviteNote({ children }: { children: string }) {
  return <p className="rounded-xl bg-muted px-4 py-3 text-sm">{children}</p>;
}

/**
 * What an invite page shows until its card is in: the loading text, the dead link's page for a 404 or a malformed
 * code (the API answers every dead link alike), or a note that the read failed.
 */
export function InviteCardPending({ error, signedOut, what }: { error: unknown; signedOut: boolean; what: string }) {
  const { t } = useLingui();
  if (!error) return <LoadingText>{t`Loading invitation...`}</LoadingText>;
  const dead = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <InviteLayout signedOut={signedOut}>
      {dead ? (
        <InviteGone signedOut={signedOut} what={what} />
      ) : (
        <InviteNote>{t`This invitation could not be loaded. Please check your connection and try again.`}</InviteNote>
      )}
    </InviteLayout>
  );
}
