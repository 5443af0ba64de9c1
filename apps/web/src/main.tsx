import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForMissingCode } from './app/missing-code';
import { Providers } from './app/providers';
import { AppRoutes, startSignedOut } from './app/router';
import { reportCaughtError } from './app/screen-error-boundary';
import { readStoredId } from './features/auth/session';
import { loadFirstScreenMessages, startLocale } from './lib/i18n/i18n';
import { initialLocale } from './lib/i18n/locales';
import './styles.css';

// A chunk of another build (a tab opened before a deploy) reloads the page once instead of blanking it.
listenForMissingCode();

// Signed in, the first screen's user, code and data start before React renders, all at once, from the signed-in
// app's module (app/signed-in-app.tsx), which the page preloads. Signed out, the login screen is in this script.
// Not a top-level await: the build would then split the first script into many chunks.
const storedId = readStoredId();
// The language's catalog, which the page already preloads (build/catalog-preloads.ts), beside the signed-in app's
// code and the screen's; the root renders once both are in. Signed in, the first screen's messages too.
const catalog = startLocale(initialLocale());
// Should the signed-in app's code be missing (a deploy, no network), the root still renders, and its boundary says so.
// Signed out, a public profile's code (which the page preloads) is waited for too; the login screen is here already.
const app = storedId
  ? Promise.all([import('./app/signed-in-app').then((signedIn) => signedIn.startSignedIn(window.location.pathname, storedId)), loadFirstScreenMessages()])
  : startSignedOut(window.location.pathname);
void Promise.all([app, catalog]).then(start, start);

function start() {
  // The root in a task of its own (a message, which no timer clamping delays): the entry's evaluation with the
  // first screen's starts is already a long task on a slow phone, and this would only lengthen it.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    render();
  };
  channel.port2.postMessage(null);
}

function render() {
  const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
  // As a transition, React renders the first screen in slices and lets the browser in between (to take the
  // answers and code arriving, and to paint), instead of in one long task that holds the page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    ),
  );
}
