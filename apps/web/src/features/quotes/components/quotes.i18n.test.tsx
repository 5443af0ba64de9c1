import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { quotesHandlers } from '../../../test/msw/quotes';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { USER_ID } from '../../../test/quotes-fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { USER_ID_KEY } from '../../auth/session';
import { QuoteBox } from './quote-box';
import QuoteWidgetPage from './quote-widget-page';

/** Signs in a quote reader whose account speaks Arabic (a signed-in session follows the account's language). */
function signInArabicReader() {
  localStorage.setItem(USER_ID_KEY, USER_ID);
  server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser({ id: USER_ID, language: 'ar' }))));
}

describe('The daily quote in Arabic', () => {
  it('lays the page right to left and says its title, tip and way back in Arabic; the quote keeps its own language', async () => {
    await activateLocale('ar');
    signInArabicReader();
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Small steps every day.' })));
    renderWithProviders(<QuoteWidgetPage />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'تحفيزك اليومي' })).toBeInTheDocument();
    expect(await screen.findByText('Small steps every day.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('نصيحة: أضف هذه الصفحة إلى شاشتك الرئيسية لتحصل على جرعتك اليومية من التحفيز.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى التطبيق' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('تحفيزك اليومي · Dayleaf');
  });

  it('says in Arabic that the quote could not be loaded', async () => {
    await activateLocale('ar');
    signInArabicReader();
    server.use(quotesHandlers.motivationalQuote(() => apiError(500, 'Something went wrong.')));
    renderWithProviders(<QuoteWidgetPage />);
    expect(await screen.findByText('تعذّر تحميل الاقتباس. حاول مرة أخرى لاحقًا.')).toBeInTheDocument();
  });
});

describe('The quote box in Spanish', () => {
  it('shows its own quote in Spanish when nobody is signed in, and names its link in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<QuoteBox />);
    expect(await screen.findByText('Un viaje de mil millas comienza con un solo paso.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir la página de la frase del día en una pestaña nueva/ })).toHaveAttribute('href', '/quote-widget');
  });
});
