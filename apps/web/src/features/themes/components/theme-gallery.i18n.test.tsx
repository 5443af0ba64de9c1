import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { makeUser, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw/server';
import { themeHandlers } from '../../../test/themes-fixtures';
import { categoryHeading } from '../theme-catalog';
import { ThemeGallery } from './theme-gallery';

describe('ThemeGallery in German', () => {
  it('titles the gallery and its sections and names its controls and themes in German', async () => {
    await activateLocale('de');
    server.use(...themeHandlers());
    const user = makeUser({ language: 'de' });
    renderWithProviders(
      <Routes>
        <Route path="/subscription" element={<ThemeGallery user={user} />} />
      </Routes>,
      { user, path: '/subscription', queryClient: createQueryClient() },
    );
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Standardthemen', 'Naturthemen', 'Jahreszeitenthemen', 'Dunkle Themen', 'Weitere Themen']);
    expect(screen.getByText('Themengalerie')).toBeInTheDocument();
    const forest = screen.getByRole('listitem', { name: 'Thema Wald' });
    expect(within(forest).getByText('Tiefe Kiefer und frisches Moos.')).toBeInTheDocument();
    expect(within(forest).getByRole('link', { name: 'Gesperrt. Upgrade auf Premium, um Wald zu nutzen' })).toHaveTextContent(/^Gesperrt$/);
    expect(within(screen.getByRole('listitem', { name: 'Thema Standard' })).getByRole('button', { name: /Aktiv/ })).toBeDisabled();
  });

  it('names a category it does not know after the category itself', async () => {
    await activateLocale('de');
    expect(categoryHeading('minimal')).toBe('Themen: Minimal');
  });
});
