import { setupServer } from 'msw/node';

/**
 * The one network edge of the web tests: started in setup.ts with no handlers, so every request a test makes
 * must be answered by a handler that test declared with `server.use(...)`.
 */
export const server = setupServer();

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const recorders: Listener[] = [];

/**
 * Every request the app sent during the current test, as `METHOD /path?query`, in order; for tests that check
 * what was (or was not) asked. setup.ts stops the recording after each test.
 */
export function recordRequests(): string[] {
  const sent: string[] = [];
  const listener: Listener = ({ request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  recorders.push(listener);
  return sent;
}

export function stopRecording() {
  for (const listener of recorders.splice(0)) server.events.removeListener('request:start', listener);
}

let inFlight = 0;
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => void inFlight--);

/**
 * Waits (up to `limitMs`) for the requests still in flight, such as the saves a component sends as it unmounts,
 * so they reach the handlers of the test that caused them rather than the next test's (or none).
 * A request the test deliberately never answers is left behind after the limit.
 */
export async function requestsSettled(limitMs = 2000) {
  // Counted in rounds rather than read from the clock, which a test may have frozen.
  for (let waited = 0; inFlight > 0 && waited < limitMs; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
}
