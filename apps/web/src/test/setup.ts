import './node-compat';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { memoryStore, setDeviceStore } from '../features/offline/device-store';
import { forgetOutbox } from '../features/offline/outbox';
import { checkConsoleErrors } from './console';
import { requestsSettled, server, stopRecording } from './msw/server';
import { queriesSettled } from './render';
import { forgetRememberedZone } from '../lib/local-day';
import { activateLocale, activeLocale, loadAppMessages, loadErrorMessages } from '../lib/i18n/i18n';

// Each answer goes through a real HTTP round trip inside MSW, and a screen's lazy code is transformed on its first
// import; on a 2-core machine running other work (load 15) that took more than 5 s. A wait is for a hang, not for
// slowness: it still ends as soon as its condition holds, and a test proves absence with queryBy, not a timeout.
configure({ asyncUtilTimeout: 30_000 });

// A request no handler of the test answers is an error (logged, so the console check below fails the test).
// Every test renders in English, as the app does for an English browser, unless it picks another language itself,
// with every screen's messages and the error codes' sentences, as the app has them once past the login screen and
// its first refusal (lib/i18n/i18n.test.ts holds when each part loads).
beforeAll(() => Promise.all([loadAppMessages(), loadErrorMessages()]).then(() => activateLocale('en')));

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => {
  server.close();
  startOnABlankPage();
});

/** What a file left on the shared page (a theme on <html>, a title, a route, nodes outside React) goes with it. */
function startOnABlankPage() {
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
}

// Unmounting first, and letting the requests in flight finish, lets a component's last calls still reach the
// test's handlers.
afterEach(async () => {
  cleanup();
  await queriesSettled();
  await requestsSettled();
  server.resetHandlers();
  stopRecording();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  forgetRememberedZone();
  // Each test starts on a new device (nothing kept, nothing queued), online.
  await forgetOutbox();
  setDeviceStore(memoryStore());
  onlineManager.setOnline(true);
  if (activeLocale() !== 'en') await activateLocale('en');
  checkConsoleErrors();
});

// jsdom has no matchMedia; components ask it for dark mode and reduced motion.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
