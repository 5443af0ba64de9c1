import { useEffect } from 'react';
import { documentLocale, manifestHref } from '../../../lib/i18n/locales';

/**
 * Points the page's web app manifest at another file while the component is shown, so 'Add to Home
 * Screen' from this page installs a shortcut that opens this page rather than the app's start. Both are the page
 * language's copies; a language picked meanwhile points the link at its own (lib/i18n/locales.ts), so the one put
 * back is the app's manifest in the language of then.
 */
export function usePageManifest(href: string) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const previous = link.getAttribute('href');
    link.setAttribute('href', manifestHref(href, documentLocale()));
    return () => {
      if (previous) link.setAttribute('href', manifestHref(previous, documentLocale()));
    };
  }, [href]);
}
