import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { Card, CardTitle } from '../../../components/ui/card';
import { dismissRefused, type RefusedWrite } from '../lazy-outbox';

/** The refused changes, each with what it was and the server's own text, and a button to dismiss it. */
export default function RefusedChanges({ refused }: { refused: readonly RefusedWrite[] }) {
  const { t } = useLingui();
  const count = refused.length;
  return (
    <Card role="region" aria-labelledby="not-saved-title" className="border-destructive/60">
      <CardTitle id="not-saved-title" className="text-destructive">
        <Trans>Not saved</Trans>
      </CardTitle>
      <p className="mb-2 text-sm text-muted-foreground">
        {plural(count, { one: 'This change made offline was not kept:', other: 'These changes made offline were not kept:' })}
      </p>
      <ul className="space-y-2">
        {refused.map((item) => {
          const description = item.description;
          return (
            <li key={item.id} className="flex items-start gap-2 rounded-xl bg-muted/60 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{description}</p>
                <p className="text-muted-foreground break-words">{item.reason}</p>
              </div>
              <IconButton
                label={t`Dismiss: ${description}`}
                size="sm"
                className="-m-1 text-muted-foreground"
                onClick={() => void dismissRefused(item.id).catch((err: unknown) => console.warn('Not dismissed', err))}
              >
                <X className="h-4 w-4" aria-hidden />
              </IconButton>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
