import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useContext } from 'react';

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
