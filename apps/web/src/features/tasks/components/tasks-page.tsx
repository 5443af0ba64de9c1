import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page';

// Placeholder until the daily loop lands. The route passes the quote box in, to sit under the header.
export default function TasksPage({ quoteBox }: { quoteBox?: ReactNode }) {
  return (
    <>
      <PageHeader title="Dayleaf" />
      {quoteBox}
    </>
  );
}
