import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import QuoteWidgetPage from './quote-widget-page';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { quotesHandlers } from '../../../test/msw/quotes';
import { server } from '../../../test/msw/server';
import { signInQuoteTester } from '../../../test/quotes-fixtures';

// The product's own texts.
const SIGNED_OUT_TEXT = 'You must be logged in to see your daily quote.';
const LOAD_FAILED_TEXT = 'Could not load quote. Please try again later.';
const HOME_SCREEN_TIP = 'Tip: add this page to your home screen for a daily dose of motivation.';

afterEach(() => {
  document.head.querySelector('link[rel="manifest"]')?.remove();
});

describe('QuoteWidgetPage', () => {
  it('shows the title, the quote in large type, the home screen tip and a way back to the app', async () => {
    signInQuoteTester();
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Small steps every day.' })));
    renderWithProviders(<QuoteWidgetPage />);

    expect(screen.getByRole('heading', { name: 'Your Daily Motivation' })).toBeInTheDocument();
    expect(await screen.findByText('Small steps every day.')).toHaveClass('text-2xl');
    expect(screen.getByText(HOME_SCREEN_TIP)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/');
  });

  it('says the quote could not be loaded when the call fails', async () => {
    signInQuoteTester();
    server.use(quotesHandlers.motivationalQuote(() => apiError(500, 'Something went wrong.')));
    renderWithProviders(<QuoteWidgetPage />);
    expect(await screen.findByText(LOAD_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to app' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Should not be shown.' })));
    renderWithProviders(<QuoteWidgetPage />);
    expect(await screen.findByText(SIGNED_OUT_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Should not be shown.')).not.toBeInTheDocument();
  });

  it("points the manifest at the quote page's own while shown, and back after", async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' });
    document.head.append(link);
    signInQuoteTester();
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Small steps every day.' })));
    const { unmount } = renderWithProviders(<QuoteWidgetPage />);
    await screen.findByText('Small steps every day.');
    expect(link.getAttribute('href')).toBe('/quote-widget.webmanifest');
    unmount();
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it("points it at the page language's copy, and after a language picked meanwhile, back at the app's in that one", async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' });
    document.head.append(link);
    await chooseLocale('es');
    expect(link.getAttribute('href')).toBe('/manifest.es.webmanifest');
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Small steps every day.' })));
    const { unmount } = renderWithProviders(<QuoteWidgetPage />);
    expect(link.getAttribute('href')).toBe('/quote-widget.es.webmanifest');
    await chooseLocale('de');
    expect(link.getAttribute('href')).toBe('/quote-widget.de.webmanifest');
    unmount();
    expect(link.getAttribute('href')).toBe('/manifest.de.webmanifest');
  });
});
