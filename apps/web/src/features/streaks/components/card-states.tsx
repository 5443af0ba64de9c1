import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
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
        Try again
      </Button>
    </section>
  );
}

/** What a read shows: its card's shape while pending (or while the card's code comes), its failure, else the card. */
export function Loaded<T>({
  query,
  title,
  failed,
  tall,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  failed: string;
  tall?: boolean;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <CardShape title={title} tall={tall} />;
  if (query.isError) return <CardFailed title={title} text={failed} retry={() => void query.refetch()} />;
  return <Suspense fallback={<CardShape title={title} tall={tall} />}>{children(query.data)}</Suspense>;
}
