import { useEffect } from 'react';

/**
 * Points the page's web app manifest at another file while the component is shown, so 'Add to Home
 * Screen' from this page installs a shortcut that opens this page rather than the app's start.
 */
export function usePageManifest(href: string) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const previous = link.getAttribute('href');
    link.setAttribute('href', href);
    return () => {
      if (previous) link.setAttribute('href', previous);
    };
  }, [href]);
}
