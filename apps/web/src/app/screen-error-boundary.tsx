import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button';
import { LoadingText } from '../components/ui/page';
import { reloadPage } from '../lib/reload-page';
import { isMissingCodeError, isReloadingForMissingCode, reloadForMissingCode } from './missing-code';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error, so another screen can be opened from the navigation. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  /** The page is loading again for missing code: what shows meanwhile is only a moment. */
  reloading: boolean;
}

/**
 * What React reports of an error a boundary caught (the root's `onCaughtError`): a warning, since the screen already
 * says it failed and offers a reload; React's default would log it as an error.
 */
export function reportCaughtError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  console.warn('A screen failed to render', error, info.componentStack);
}

/**
 * A screen that fails to render (its code missing after a deploy, or any other error) shows a readable message
 * with a Reload button instead of an empty page. Missing code reloads the page once first (missing-code.ts).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isMissingCodeError(error) && reloadForMissingCode()) this.setState({ reloading: true });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false, reloading: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading || isReloadingForMissingCode()) return <LoadingText>{t`Loading...`}</LoadingText>;
    const missingCode = isMissingCodeError(this.state.error);
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-10 text-center">
        <h1 className="text-xl font-bold">
          <Trans>This screen could not load</Trans>
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {missingCode ? (
            <Trans>Part of Dayleaf did not arrive, maybe because a new version came out or the connection dropped. Reloading usually fixes it.</Trans>
          ) : (
            <Trans>Something went wrong while showing it. Reloading usually fixes it.</Trans>
          )}
        </p>
        <button type="button" className={buttonClasses('primary', 'md', 'mt-6')} onClick={reloadPage}>
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
}
