import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { loadAppMessages } from './i18n/i18n';

export type PreloadableComponent<P extends object> = ((props: P) => ReactElement) & {
  /**
   * Starts the download of the code (once); the promise settles when it is here or has failed. `messages` stands in
   * for the component's own (app/first-screens.ts: the first screen's part) when this call starts the download.
   */
  preload: (messages?: () => Promise<void>) => Promise<unknown>;
};

/**
 * `React.lazy`, except that a component whose code is already here renders at once. React.lazy suspends on its
 * first render even then, since its promise settles a tick later, and a Suspense boundary that shows its fallback
 * holds back the next reveal by 300 ms (React's fallback throttle): the first screen showed twice that late on a
 * phone. What app/first-screens.ts starts with the user lookup uses this, so the screen shows in the first commit
 * (docs/decisions/026-first-screens.md).
 *
 * The code comes with the messages it may show beyond the first script's (`messages`, by default the rest of the
 * app's: lib/i18n/i18n.ts): this is how the first script loads anything else, so no screen renders before its words
 * are here (build/entry-modules.test.ts holds that the first script uses no other lazy loading).
 */
// Bound by `ComponentType<any>` as React.lazy is: props are checked where the component is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  messages: () => Promise<void> = loadAppMessages,
): PreloadableComponent<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = (messagesNow: () => Promise<void> = messages) => {
    loading ??= Promise.all([load(), messagesNow()]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        // The next preload asks again, and so does the next mount: a React.lazy stand-in that failed stays failed,
        // so a fresh one takes its place (a card's Try again remounts it once the network is back).
        loading = undefined;
        Lazy = lazy(() => preload());
        throw err;
      },
    );
    return loading;
  };
  let Lazy = lazy(() => preload());
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy stand-in to the component would mount the screen again.
    const [component] = useState<ComponentType<P>>(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * A code-split module that is not a component (a popover's frame, the share card's drawing, the write queue), loaded
 * with the messages it may show or make, as preloadableLazy's components are: a signed-in first screen has only its
 * own part of the app's messages (lib/i18n/i18n.ts), and text made without the rest would keep a message's id.
 */
export function withMessages<M>(load: () => Promise<M>, messages: () => Promise<void> = loadAppMessages): () => Promise<M> {
  return () => Promise.all([load(), messages()]).then(([module]) => module);
}
