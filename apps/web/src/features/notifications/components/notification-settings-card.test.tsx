import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { notificationsHandlers } from '../../../test/msw/notifications';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { answerNotificationSettings, makeNotificationSettings } from '../../../test/notifications-fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { NotificationSettingsCard } from './notification-settings-card';

const ME = makeUser({ time_zone: 'Europe/Berlin' });

// The session reads the user's record again as it starts.
beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(ME))));

describe('NotificationSettingsCard', () => {
  it('shows a switch per kind as stored, and the quiet hours in the user zone', async () => {
    answerNotificationSettings(makeNotificationSettings({ push: { ...makeNotificationSettings().push, like: false } }));
    renderWithProviders(<NotificationSettingsCard />, { user: ME });
    const kinds = await screen.findByRole('list', { name: 'Push notifications by kind' });
    expect(within(kinds).getAllByRole('switch')).toHaveLength(9);
    expect(within(kinds).getByRole('switch', { name: 'Likes on your photos' })).not.toBeChecked();
    expect(within(kinds).getByRole('switch', { name: 'Comments on your photos' })).toBeChecked();
    expect(within(kinds).getByRole('switch', { name: 'Nudges from friends' })).toHaveAccessibleDescription('Off, friends cannot nudge you at all.');
    expect(screen.getByRole('switch', { name: 'Quiet hours' })).toHaveAccessibleDescription('No pushes between these times, your time in Europe/Berlin.');
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
  });

  it('when a switch is turned, then it shows at once and only that kind is sent', async () => {
    const { sent } = answerNotificationSettings();
    renderWithProviders(<NotificationSettingsCard />, { user: ME });
    const cheers = await screen.findByRole('switch', { name: 'Cheers on your days' });
    await userEvent.click(cheers);
    expect(cheers).not.toBeChecked();
    await waitFor(() => expect(sent).toEqual([{ push: { cheer: false } }]));
  });

  it('when quiet hours are turned off, then the times cannot be changed; a new time is sent once whole', async () => {
    const { sent } = answerNotificationSettings();
    renderWithProviders(<NotificationSettingsCard />, { user: ME });
    const from = await screen.findByLabelText('From');
    fireEvent.input(from, { target: { value: '23:15' } });
    await waitFor(() => expect(sent).toContainEqual({ quiet_hours: { start: '23:15' } }));
    await userEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(sent).toContainEqual({ quiet_hours: { enabled: false } }));
    expect(screen.getByLabelText('From')).toBeDisabled();
  });

  it('when a change is refused, then a toast says so and the switch shows what is stored', async () => {
    answerNotificationSettings();
    server.use(notificationsHandlers.updateNotificationSettings(() => apiError(500)));
    renderWithProviders(<NotificationSettingsCard />, { user: ME });
    const likes = await screen.findByRole('switch', { name: 'Likes on your photos' });
    await userEvent.click(likes);
    expect(await screen.findByText('Failed to save your notification settings.')).toBeInTheDocument();
    await waitFor(() => expect(likes).toBeChecked());
  });
});
