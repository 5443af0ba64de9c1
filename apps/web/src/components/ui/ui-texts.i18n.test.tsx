import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders } from '../../test/render';
import { BlockConfirmDialog } from './block-confirm-dialog';
import { Dialog } from './dialog';
import { InviteGone } from './invite-layout';
import { LoadMore } from './load-more';
import { PremiumBadge } from './premium-badge';
import { ShareButton } from './share-button';

describe('the components’ own words in German', () => {
  it('names the dialog’s Close button, Load more and Share', async () => {
    await activateLocale('de');
    render(
      <>
        <Dialog open onOpenChange={() => undefined} title="Titel">
          <LoadMore query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => undefined }} />
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
  });

  it('asks before a block in German, with the default Cancel, and says it was done', async () => {
    await activateLocale('de');
    const onBlocked = vi.fn();
    const me = makeUser({ language: 'de' });
    server.use(usersHandlers.getUser(() => HttpResponse.json(me)));
    const user = userEvent.setup();
    renderWithProviders(<BlockConfirmDialog username="lena" open onOpenChange={() => undefined} block={() => Promise.resolve()} pending={false} onBlocked={onBlocked} />, { user: me });
    expect(screen.getByRole('alertdialog', { name: 'lena blockieren?' })).toHaveTextContent('Die Person wird nicht benachrichtigt.');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Blockieren' }));
    expect(await screen.findByText('lena blockiert.')).toBeInTheDocument();
    expect(onBlocked).toHaveBeenCalled();
  });

  it('shows the share button and the premium mark in German', async () => {
    await activateLocale('de');
    renderWithProviders(
      <>
        <ShareButton card={() => Promise.reject(new Error('not pressed'))} label="Teile deine Karte" />
        <PremiumBadge status="premium" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Teile deine Karte' })).toHaveTextContent('Teilen');
    expect(screen.getByText('Premium-Mitglied')).toBeInTheDocument();
  });
});

describe('a dead invite link in Arabic', () => {
  it('says the link is gone and offers the way in', async () => {
    await activateLocale('ar');
    renderWithProviders(<InviteGone signedOut what="دعوة إلى تحدٍّ" />);
    expect(screen.getByRole('heading', { name: 'رابط الدعوة هذا لم يعد نشطًا.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انضم إلى Dayleaf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});
