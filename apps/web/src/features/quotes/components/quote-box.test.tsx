import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { quotesHandlers } from '../../../test/msw/quotes';
import { recordRequests, server } from '../../../test/msw/server';
import { signInQuoteTester, USER_ID } from '../../../test/quotes-fixtures';
import { renderWithProviders } from '../../../test/render';
import { QuoteBox } from './quote-box';

// The product's own texts for a quote that cannot be fetched, and for nobody signed in.
const FETCH_FAILED_QUOTE = 'The secret of getting ahead is getting started.';
const NO_USER_QUOTE = 'The journey of a thousand miles begins with a single step.';

describe('QuoteBox', () => {
  it("shows the user's quote and its author, and links to the quote page in a new tab", async () => {
    signInQuoteTester();
    const askedFor: (string | null)[] = [];
    server.use(
      quotesHandlers.motivationalQuote(({ request }) => {
        askedFor.push(new URL(request.url).searchParams.get('userId'));
        return HttpResponse.json({ quote: 'Well begun is half done. — Aristotle' });
      }),
    );
    renderWithProviders(<QuoteBox />);

    expect(await screen.findByText('Well begun is half done.')).toBeInTheDocument();
    expect(screen.getByText('— Aristotle')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /open the daily quote page in a new tab/i });
    expect(link).toHaveAttribute('href', '/quote-widget');
    expect(link).toHaveAttribute('target', '_blank');
    expect(askedFor).toContain(USER_ID);
  });

  it('shows the fallback text when the quote cannot be fetched', async () => {
    signInQuoteTester();
    server.use(quotesHandlers.motivationalQuote(() => apiError(503, 'The service is temporarily unavailable.')));
    renderWithProviders(<QuoteBox />);
    expect(await screen.findByText(FETCH_FAILED_QUOTE)).toBeInTheDocument();
  });

  it('shows the journey text and asks for no quote when nobody is signed in', async () => {
    const sent = recordRequests();
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Should not be shown.' })));
    renderWithProviders(<QuoteBox />);
    expect(await screen.findByText(NO_USER_QUOTE)).toBeInTheDocument();
    expect(sent.filter((u) => u.includes('motivational-quote'))).toEqual([]);
  });
});
