import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Quote } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/session';
import { useMotivationalQuote } from '../api/get-motivational-quote';
import { splitQuote } from './quote-parts';

/** What the box says when the quote cannot be fetched, and when nobody is signed in. */
const FETCH_FAILED_QUOTE = msg`The secret of getting ahead is getting started.`;
const NO_USER_QUOTE = msg`The journey of a thousand miles begins with a single step.`;

/** Today's quote under the tasks header; opens the quote widget in a new tab. */
export function QuoteBox() {
  const { t, i18n } = useLingui();
  const { session } = useSession();
  const userId = session.user?.id ?? null;
  const quote = useMotivationalQuote(session.user);
  const loading = !!userId && quote.isPending;
  const shown = !userId ? i18n._(NO_USER_QUOTE) : quote.isError ? i18n._(FETCH_FAILED_QUOTE) : quote.data?.quote;
  const { text, author } = splitQuote(shown ?? '');

  return (
    <a
      href={paths.quoteWidget}
      target="_blank"
      rel="noopener"
      aria-busy={loading}
      className="group relative flex gap-3 rounded-2xl border border-border bg-card px-4 py-3 shadow-sm transition hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Quote className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        {loading ? (
          <span className="block space-y-2 py-0.5" aria-hidden>
            <span className="block h-3 w-11/12 animate-pulse rounded bg-muted" />
            <span className="block h-3 w-2/3 animate-pulse rounded bg-muted" />
          </span>
        ) : (
          <>
            <span dir="auto" className="block text-sm leading-snug italic text-card-foreground">
              {text}
            </span>
            {/* The day's quote is in its own language (the server's are English): its direction is its own, not the page's. */}
            {author ? (
              <span dir="auto" className="mt-1 block text-xs text-muted-foreground">
                — {author}
              </span>
            ) : null}
          </>
        )}
        <span className="sr-only">
          {loading ? `${t`Loading your daily quote.`} ` : ''}
          {t`Open the daily quote page in a new tab`}
        </span>
      </span>
      <ExternalLink
        className="mt-0.5 h-3.5 w-3.5 shrink-0 text-muted-foreground transition group-hover:text-primary"
        aria-hidden
      />
    </a>
  );
}
