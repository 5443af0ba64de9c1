import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';
import { directionOf, type Locale } from '../lib/i18n/locales';

/**
 * The notification library's defaults as the product uses them: 4 s, 3 visible, bottom-end (bottom-right, or left
 * in a right-to-left language), Alt+T; its own words (the region's name, the close button's) in the app's language.
 * The colours are the painted theme's, set over the library's own palettes in styles.css.
 */
export default function AppToaster() {
  const { t, i18n } = useLingui();
  const rtl = directionOf((i18n.locale || 'en') as Locale) === 'rtl';
  return (
    <Toaster
      position={rtl ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      theme="system"
      richColors
      closeButton
    />
  );
}
