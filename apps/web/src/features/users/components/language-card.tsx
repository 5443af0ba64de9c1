import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../../components/ui/card';
import { LanguageSelect } from '../../../components/ui/language-select';
import { chooseLocale } from '../../../lib/i18n/i18n';
import { isLanguage } from '../../../lib/i18n/locales';
import { toast } from '../../../lib/lazy-toast';
import { useCurrentUser } from '../../auth/session';
import { useUpdateLanguage } from '../api/update-settings';

/**
 * The language the app, its reminders and its pushes speak. A pick shows at once and is saved on the account, so
 * the other devices and the server's pushes follow it; until the first pick the app follows the browser.
 */
export function LanguageCard() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const save = useUpdateLanguage(user.id);
  const shown = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <Card className="space-y-2">
      <LanguageSelect
        value={shown}
        onChange={(language) => {
          void chooseLocale(language);
          save.mutate(language, { onError: () => toast.error(t`Your language was not saved. Please try again.`) });
        }}
      />
      <p className="text-sm text-muted-foreground">
        <Trans>Reminders and notifications on your other devices use it too.</Trans>
      </p>
    </Card>
  );
}
