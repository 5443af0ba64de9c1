import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';
import { toastBottom, useToastClearance } from '../components/ui/toast-clearance';
import { directionOf, type Locale } from '../lib/i18n/locales';

/** Toasts usually stand this far above the bottom, clear of the phone's navigation bar, in px. */
const USUAL_BOTTOM = 88;

/**
 * The notification library's defaults as the product uses them: 4 s, 3 visible, bottom-end (bottom-right, or left
 * in a right-to-left language), Alt+T; its own words (the region's name, the close button's) in the app's language.
 * The colours are the painted theme's, set over the library's own palettes in styles.css. While a sheet rises over the
 * bottom of the screen (the trophy sheet), the toasts stand just above it rather than over its words and buttons, and
 * go back down once it has gone (components/ui/toast-clearance.ts).
 */
export default function AppToaster() {
  const { t, i18n } = useLingui();
  const rtl = directionOf((i18n.locale || 'en') as Locale) === 'rtl';
  const bottom = toastBottom(USUAL_BOTTOM, useToastClearance());
  return (
    <Toaster
      position={rtl ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      offset={{ bottom }}
      mobileOffset={{ bottom }}
      theme="system"
      richColors
      closeButton
    />
  );
}
