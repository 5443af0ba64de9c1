import type { User } from '@dayleaf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { makeUser, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw/server';
import { CATALOG, themeHandlers } from '../../../test/themes-fixtures';
import { parseThemeColors } from '../theme-colors';
import { ThemeGallery } from './theme-gallery';

const premium = { subscription_status: 'premium' as const, subscription_end_date: '2026-04-10T12:00:00.000Z' };

/** The gallery where the app shows it, beside the upgrade page its locked themes lead to. */
function renderGallery(user: User) {
  return renderWithProviders(
    <Routes>
      <Route path="/subscription" element={<ThemeGallery user={user} />} />
      <Route path="/subscribe" element={<h1>Upgrade to Premium</h1>} />
    </Routes>,
    { user, path: '/subscription', queryClient: createQueryClient() },
  );
}

const tile = (name: string) => screen.findByRole('listitem', { name: `${name} theme` });

describe('ThemeGallery for a free user', () => {
  it('shows each premium theme it does not own as Locked, a link to the upgrade, not a disabled button', async () => {
    server.use(...themeHandlers());
    renderGallery(makeUser());
    for (const name of ['Forest', 'Ocean Breeze', 'Autumn Harvest', 'Midnight', 'Lavender Dream']) {
      const locked = within(await tile(name)).getByRole('link', { name: `Locked. Upgrade to use ${name}` });
      expect(locked).toHaveTextContent(/^Locked$/);
      expect(locked).toHaveAttribute('href', '/subscribe');
    }
    expect(screen.queryByRole('button', { name: /Locked/ })).not.toBeInTheDocument();
    expect(screen.getByText('Give Dayleaf a new look. Premium themes are unlocked with Premium.')).toBeInTheDocument();
  });

  it('pressing Locked opens the upgrade page', async () => {
    server.use(...themeHandlers());
    renderGallery(makeUser());
    await userEvent.click(within(await tile('Midnight')).getByRole('link', { name: /Locked/ }));
    expect(await screen.findByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Theme Gallery')).not.toBeInTheDocument();
  });

  it('titles the sections Standard, Nature, Seasonal, Dark and Other Themes', async () => {
    server.use(...themeHandlers());
    renderGallery(makeUser());
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Standard Themes', 'Nature Themes', 'Seasonal Themes', 'Dark Themes', 'Other Themes']);
  });
});

describe('ThemeGallery for a premium user', () => {
  it('locks nothing: every theme but the active one offers Use Theme', async () => {
    server.use(...themeHandlers([{ theme_package_id: 'forest', is_active: true }]));
    renderGallery(makeUser(premium));
    expect(within(await tile('Forest')).getByRole('button', { name: /Active/ })).toBeDisabled();
    for (const theme of CATALOG.filter((t) => t.id !== 'forest')) {
      const name = theme.name === 'default' ? 'Standard' : theme.name;
      expect(within(screen.getByRole('listitem', { name: `${name} theme` })).getByRole('button', { name: `Use Theme ${name}` })).toBeEnabled();
    }
    expect(screen.queryByRole('link', { name: /Locked/ })).not.toBeInTheDocument();
    expect(screen.getByText('Give Dayleaf a new look. Every theme is yours with Premium.')).toBeInTheDocument();
  });
});

describe('ThemeGallery previews', () => {
  /** A colour as the page's style holds it once set (jsdom writes hsl() as rgb()). */
  const painted = ({ h, s, l }: { h: number; s: number; l: number }) => {
    const probe = document.createElement('span');
    probe.style.background = `hsl(${h} ${s}% ${l}%)`;
    return probe.style.background;
  };

  it("paints each theme's preview with that theme's own page, card, primary and accent colours", async () => {
    server.use(...themeHandlers());
    renderGallery(makeUser());
    const seen = new Set<string>();
    for (const theme of CATALOG) {
      const name = theme.name === 'default' ? 'Standard' : theme.name;
      const preview = within(await tile(name)).getByTestId('theme-preview');
      const { background, card, primary, accent } = parseThemeColors(theme.colors);
      expect(preview.style.background, name).toBe(painted(background));
      const inside = [...preview.querySelectorAll('span')].map((el) => el.style.background);
      expect(inside, name).toEqual(expect.arrayContaining([painted(card), painted(primary), painted(accent)]));
      seen.add(`${preview.style.background} ${inside.join(' ')}`);
    }
    // No two previews are the same picture.
    expect(seen.size).toBe(CATALOG.length);
  });
});
