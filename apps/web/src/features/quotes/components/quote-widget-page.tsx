import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Quote, Smartphone } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { dayTitle, longDate } from '../../../lib/dates';
import { localToday } from '../../../lib/local-day';
import { useSession } from '../../auth/session';
import { useMotivationalQuote } from '../api/get-motivational-quote';
import { usePageManifest } from '../hooks/use-page-manifest';
import { splitQuote } from './quote-parts';

const SIGNED_OUT_TEXT = msg`You must be logged in to see your daily quote.`;
const LOAD_FAILED_TEXT = msg`Could not load quote. Please try again later.`;
const HOME_SCREEN_TIP = msg`Tip: add this page to your home screen for a daily dose of motivation.`;

/** The standalone daily quote page, made to be saved to a phone's home screen. */
export default function QuoteWidgetPage() {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const userId = session.user?.id ?? null;
  const quote = useMotivationalQuote(session.user);
  // A signed-in user's today in their zone; signed out, the browser's date.
  const today = session.user ? dayTitle(localToday(new Date(), session.user.time_zone, session.user.day_start_hour)) : longDate();
  usePageManifest('/quote-widget.webmanifest');

  const title = `${t`Your Daily Motivation`} · ${BRAND}`;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  let body: ReactNode;
  if (!userId) body = <Notice>{i18n._(SIGNED_OUT_TEXT)}</Notice>;
  else if (quote.isError) body = <Notice>{i18n._(LOAD_FAILED_TEXT)}</Notice>;
  else if (quote.isPending) body = <QuoteSkeleton />;
  else body = <QuoteCard quote={quote.data.quote} />;

  return (
    <div className="flex min-h-[calc(100dvh-2.75rem)] flex-col justify-center gap-6 py-6">
      <header className="text-center">
        <img src="/icon.svg" alt="" width={48} height={48} className="mx-auto mb-3 h-12 w-12 rounded-2xl shadow-sm" />
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Your Daily Motivation</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{today}</p>
      </header>

      {body}

      {userId && !quote.isError ? (
        <p className="flex items-start gap-2 rounded-xl bg-muted/70 px-4 py-3 text-sm text-muted-foreground">
          <Smartphone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
          <span>{i18n._(HOME_SCREEN_TIP)}</span>
        </p>
      ) : null}

      <Link to={paths.tasks} className={buttonClasses('outline', 'md', 'self-center px-6')}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        <Trans>Back to app</Trans>
      </Link>
    </div>
  );
}

function QuoteCard({ quote }: { quote: string }) {
  const { text, author } = splitQuote(quote);
  return (
    <Card className="relative overflow-hidden px-6 py-8">
      <Quote className="absolute -start-1 -top-1 h-16 w-16 rotate-180 text-primary/10" aria-hidden />
      <figure className="relative">
        <blockquote dir="auto" className="text-2xl font-semibold leading-snug tracking-tight text-pretty text-card-foreground">
          {text}
        </blockquote>
        {author ? <figcaption dir="auto" className="mt-4 text-base text-muted-foreground">— {author}</figcaption> : null}
      </figure>
    </Card>
  );
}

function QuoteSkeleton() {
  const { t } = useLingui();
  return (
    <Card className="space-y-3 px-6 py-8" role="status" aria-label={t`Loading your daily quote`}>
      <span className="block h-6 w-full animate-pulse rounded bg-muted" />
      <span className="block h-6 w-5/6 animate-pulse rounded bg-muted" />
      <span className="block h-6 w-2/3 animate-pulse rounded bg-muted" />
    </Card>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Card role="alert" className="px-6 py-8 text-center text-base text-card-foreground">
      {children}
    </Card>
  );
}
