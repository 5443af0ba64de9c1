import { Component, Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a `lazy` component only while `open`, so its code (a dialog, say) is fetched the first time it is
 * needed rather than with the screen. Nothing stands in for the moment it loads.
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * For a popup whose code loads on first press: a plain button stands in for its trigger until then (spread
 * `standIn` on it), and `pressed` tells when to render the loaded popup, opened, in its place. Pointing at
 * or focusing the stand-in starts the download early; a press with neither starts it too.
 */
export function useLoadOnPress(load: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  const standIn = {
    onClick: () => {
      void load();
      setPressed(true);
    },
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
  };
  return { pressed, standIn };
}

/**
 * A part the screen can do without (the falling leaves, a celebration, a prompt) whose code loads lazily: when the
 * code does not arrive (the network dropped before it came), the part is left out and the screen stays, where the
 * screen's own boundary would replace the whole screen with "This screen could not load". It is tried again once
 * the browser is back online.
 */
export class OptionalCode extends Component<{ children: ReactNode }, { missing: boolean }> {
  override state = { missing: false };

  static getDerivedStateFromError(): { missing: boolean } {
    return { missing: true };
  }

  // Back online, the part is tried again: a part made with preloadableLazy asks for its code again then.
  private readonly retry = () => this.setState({ missing: false });

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.missing ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
