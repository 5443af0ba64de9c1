import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { actionErrorText, type ActionErrorTexts } from '../../lib/api-client';
import { Card } from './card';
import { FormError } from './input';

/** A settings card that needs its data first: 'Loading...' while it comes, the refusal when it fails, then the card. */
export function QueryCard<T>({ query, failed, children }: { query: UseQueryResult<T>; failed: ActionErrorTexts; children(data: T): ReactNode }) {
  if (query.isPending) {
    return (
      <Card>
        <p className="text-sm text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <FormError>{actionErrorText(query.error, failed)}</FormError>
      </Card>
    );
  }
  return children(query.data);
}
