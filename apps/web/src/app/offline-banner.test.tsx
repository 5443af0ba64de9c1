import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OfflineBanner } from './offline-banner';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('OfflineBanner', () => {
  afterEach(goOnline);

  it('when the browser is online, then nothing shows and nothing takes room', () => {
    renderWithProviders(<OfflineBanner aboveNavigation />);
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-hidden]')).toBeNull();
  });

  it('when the network goes, then "Offline" shows in the live region, floating (fixed) so the screen does not move', () => {
    renderWithProviders(<OfflineBanner aboveNavigation />);
    goOffline();
    const status = screen.getByTestId('offline-banner');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent("Offline" + "Showing what you had last. Changes will be sent when you're back online.");
    expect(status).toHaveClass('fixed', 'pointer-events-none');
    // Above the bottom navigation, so neither it nor the header is covered.
    expect(status.className).toMatch(/bottom-\[calc\(4\.75rem/);
  });

  it('when the network comes back, then the banner goes', () => {
    renderWithProviders(<OfflineBanner aboveNavigation={false} />);
    goOffline();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    goOnline();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement();
  });

  it('when a screen has no navigation, then the banner sits near the bottom edge instead', () => {
    renderWithProviders(<OfflineBanner aboveNavigation={false} />);
    goOffline();
    expect(screen.getByTestId('offline-banner').className).toMatch(/bottom-\[calc\(1rem/);
  });
});
