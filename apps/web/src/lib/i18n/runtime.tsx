import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * What the macros' <Trans> and useLingui compile to (lingui.config.ts, runtimeConfigModule): Lingui's own, but with
 * the one i18n instance when no I18nProvider is above (a component rendered alone in a test). In the app the provider
 * (app/providers.tsx) is at the root, and re-renders every message when the language changes.
 */

const noProvider: I18nContext = { i18n, _: i18n.t.bind(i18n) };

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? noProvider;
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

const contextOf = (): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });

// Counted from the start: a message can be missing in the provider's first render, before its effect listens.
let missingCount = 0;
i18n.on('missing', () => {
  missingCount++;
});

/**
 * Lingui's I18nProvider, but a part of the messages arriving (i18n.ts loads them by screen and by need) re-renders
 * nothing: whatever is on screen found its message in the parts already here, and a part brings other ids. On a
 * signed-in first screen the rest of the app's messages come just after it, which would render the whole screen
 * again (decision 090). Every message renders again when the language changes, and when one was missing as it
 * rendered (its part had not come, or lacked it) and messages have come since.
 */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(contextOf);
  const shown = useRef({ locale: i18n.locale, missing: missingCount });
  useEffect(() => {
    const renew = () => {
      shown.current = { locale: i18n.locale, missing: missingCount };
      setContext(contextOf());
    };
    const stop = i18n.on('change', () => {
      if (i18n.locale !== shown.current.locale || missingCount !== shown.current.missing) renew();
    });
    // A language turned to between the first render and now.
    if (i18n.locale !== shown.current.locale) renew();
    return stop;
  }, []);
  // Nothing renders before a language is active (main.tsx activates one first), as with Lingui's provider.
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
