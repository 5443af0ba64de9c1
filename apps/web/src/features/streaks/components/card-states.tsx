import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Component, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** A card's shape while its code or data comes: its title and a block. */
export function CardShape({ title, tall = false }: { title: string; tall?: boolean }) {
  return (
    <section aria-label={title} aria-busy="true" className={cardClasses('space-y-3 p-4')}>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className={tall ? 'h-44 w-full' : 'h-28 w-full'} />
    </section>
  );
}

/** A card whose data could not be read: says so, and offers to read again. */
function CardFailed({ title, text, retry }: { title: string; text: string; retry(): void }) {
  return (
    <section aria-label={title} className={cardClasses('p-4 text-center')}>
      <p className="mb-3 text-sm text-muted-foreground">{text}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}

/**
 * A card whose code did not arrive (the network dropped before it came) fails alone: the rest of the screen stays,
 * and its Try again mounts the card again, which asks for the code again (lib/preloadable-lazy.tsx).
 */
class CardCodeBoundary extends Component<{ children: ReactNode; failed: (retry: () => void) => ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failed(() => this.setState({ failed: false })) : this.props.children;
  }
}

/** What a read shows: its card's shape while pending (or while the card's code comes), its failure, else the card. */
export function Loaded<T>({
  query,
  title,
  failed,
  tall,
  shape = <CardShape title={title} tall={tall} />,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  failed: string;
  tall?: boolean;
  /** What stands in the card's place meanwhile, when the card has a shape of its own. */
  shape?: ReactNode;
  children(data: T): ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  // The card shows its data from a transition: a query's answer renders synchronously, and a year's squares made
  // in one go were a long task on a phone; in a transition React renders them in slices between frames.
  const [shown, setShown] = useState<{ data: T } | null>(null);
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) startTransition(() => setShown({ data }));
  }, [data]);
  if (query.isError) return <CardFailed title={title} text={failed} retry={() => void query.refetch()} />;
  if (query.isPending || !shown) return shape;
  return (
    <CardCodeBoundary
      key={attempt}
      failed={() => <CardFailed title={title} text={failed} retry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={shape}>{children(shown.data)}</Suspense>
    </CardCodeBoundary>
  );
}
