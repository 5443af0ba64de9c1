import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/input';
import { actionErrorText } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/download';
import { useCurrentUser } from '../../auth/session';
import { useExportData } from '../api/export-data';

/** Settings, Your data: downloads everything of the user's as a zip (docs/product.md#your-data). */
export function ExportDataCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const exporting = useExportData(user.id);
  const error = exporting.isError
    ? actionErrorText(exporting.error, { failed: t`Failed to download your data.`, errored: t`The download was interrupted. Please try again.` })
    : null;
  const size = exporting.received === null ? '' : formatBytes(exporting.received);
  return (
    <Card>
      <CardTitle>
        <Trans>Export my data</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>A zip file with your profile, tasks, moods, trophies, friends, posts and photos, comments, likes, challenges and payments.</Trans>
      </p>
      <Button className="mt-3 w-full" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
        <Download className="h-4 w-4" aria-hidden />
        {exporting.isPending ? <Trans>Preparing your data...</Trans> : <Trans>Download my data</Trans>}
      </Button>
      <p role="status" className="mt-2 text-center text-sm text-muted-foreground empty:hidden">
        {exporting.isPending && exporting.received !== null ? t`Downloaded ${size}` : ''}
        {exporting.isSuccess ? t`Your data was downloaded.` : ''}
      </p>
      {error && (
        <div className="mt-3">
          <FormError>{error}</FormError>
        </div>
      )}
    </Card>
  );
}
