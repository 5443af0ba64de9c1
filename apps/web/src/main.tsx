import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstScreen } from './app/first-screens';
import { Providers } from './app/providers';
import { listenForMissingCode } from './app/missing-code';
import { reportCaughtError } from './app/screen-error-boundary';
import { AppRoutes } from './app/router';
import { readStoredId } from './features/auth/session';
import { restoreIfOffline } from './lib/offline';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// A chunk of another build (a tab opened before a deploy) reloads the page once instead of blanking it.
listenForMissingCode();

// The first screen's user, code and data start before React renders, all at once (app/first-screens.ts).
const queryClient = createQueryClient();
// With no network, the last copies of the user's reads are put back first (decision record 030); online, nothing
// waits. Not a top-level await: the build would then split the first script into many chunks.
const restoring = restoreIfOffline(queryClient, readStoredId());
if (restoring) void restoring.then(start);
else start();

function start() {
  startFirstScreen(queryClient, window.location.pathname);
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
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    ),
  );
}
