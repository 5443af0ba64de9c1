import type { Reminders } from '@dayleaf/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { answerReminders, fakePushDevice, makeReminders, THIS_BROWSER_SUBSCRIPTION } from '../../../test/reminders-fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { reminderKeys } from '../api/keys';
import type { PushDevice } from '../push-device';
import { RemindersCard } from './reminders-card';

const USER = makeUser({ time_zone: 'Europe/Lisbon' });

function renderCard(device: PushDevice) {
  const rendered = renderWithProviders(<RemindersCard device={device} />, { user: USER });
  return { ...rendered, events: userEvent.setup() };
}

const reminderSwitch = () => screen.findByRole('switch', { name: 'Daily reminder' });

describe('RemindersCard', () => {
  // The session reloads the signed-in user.
  beforeEach(() => server.use(usersHandlers.getUser(() => HttpResponse.json(USER))));

  it('when off, then it shows the stored time and what the reminder does, and asks the browser nothing but what it can do', async () => {
    answerReminders(makeReminders());
    const { device, calls } = fakePushDevice();
    renderCard(device);

    const toggle = await reminderSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription('Off. One reminder at your time, only on days you have not finished.');
    expect(screen.getByLabelText('Remind me at')).toHaveValue('20:00');
    expect(screen.getByLabelText('Remind me at')).toHaveAccessibleDescription('Your time, in Europe/Lisbon.');
    expect(screen.getByRole('button', { name: 'Send a test reminder' })).toBeEnabled();
    await expect.poll(() => calls).toEqual(['check server key']);
  });

  it('when turned on, then permission is asked on the press, this browser subscribes with the server key, the subscription is sent, then the switch', async () => {
    const { received } = answerReminders(makeReminders());
    const { device, calls } = fakePushDevice();
    const { events, queryClient } = renderCard(device);
    const toggle = await reminderSwitch();
    // The card's own check on mount runs in an effect, which a busy machine may run after the switch shows: the
    // press's steps are told apart from it only once it has run.
    await expect.poll(() => calls).toEqual(['check server key']);
    await events.click(toggle);

    await expect.poll(() => screen.getByRole('switch', { name: 'Daily reminder' })).toHaveAccessibleDescription('On. This device gets them.');
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).toBeChecked();
    expect(calls.slice(0, 4)).toEqual(['check server key', 'check server key', 'requestPermission', 'subscribe server key']);
    expect(received.added).toEqual([THIS_BROWSER_SUBSCRIPTION]);
    expect(received.updates).toEqual([{ enabled: true }]);
    expect(queryClient.getQueryData<Reminders>(reminderKeys.settings(USER.id))).toMatchObject({ enabled: true, devices: 1 });
  });

  it('when on with this device among several, then it says so, and turning off changes the switch only: every device keeps its subscription', async () => {
    const { received } = answerReminders(makeReminders({ enabled: true, devices: 2 }));
    const { device, calls } = fakePushDevice({ subscribed: true });
    const { events } = renderCard(device);
    const toggle = await reminderSwitch();
    expect(toggle).toBeChecked();
    await expect.poll(() => toggle).toHaveAccessibleDescription('On. 2 devices get them, this one included.');
    expect(screen.queryByRole('button', { name: 'Remind me on this device too' })).not.toBeInTheDocument();

    await events.click(toggle);

    await expect.poll(() => toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Off. One reminder at your time, only on days you have not finished.');
    expect(received.updates).toEqual([{ enabled: false }]);
    expect(received.removed).toEqual([]);
    expect(calls).not.toContain('unsubscribe');
    expect(calls).not.toContain('requestPermission');
  });

  it('when on elsewhere but not on this device, then "Remind me on this device too" adds it and the focus goes to the switch', async () => {
    const { received } = answerReminders(makeReminders({ enabled: true, devices: 1 }));
    const { device } = fakePushDevice();
    const { events } = renderCard(device);
    expect(await reminderSwitch()).toHaveAccessibleDescription('On. 1 device gets them.');

    await events.click(await screen.findByRole('button', { name: 'Remind me on this device too' }));

    await expect.poll(() => screen.queryByRole('button', { name: 'Remind me on this device too' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).toHaveAccessibleDescription('On. 2 devices get them, this one included.');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily reminder' })).toHaveFocus());
    expect(received.added).toEqual([THIS_BROWSER_SUBSCRIPTION]);
    expect(received.updates).toEqual([{ enabled: true }]);
  });

  it('when permission is denied, then it says how to allow it again, the switch stays off and nothing is sent', async () => {
    const { received } = answerReminders(makeReminders());
    const { device, calls } = fakePushDevice({ permission: 'denied' });
    const { events } = renderCard(device);
    await events.click(await reminderSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Notifications are blocked for Dayleaf in this browser. To get reminders, allow notifications for this site (in the browser's site settings, next to the address, or in your phone's notification settings), then turn reminders on again.",
    );
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(calls).not.toContain('subscribe server key');
    expect(received).toMatchObject({ added: [], updates: [] });
  });

  it('when the permission question is dismissed, then the switch stays off and it says the question comes again', async () => {
    const { received } = answerReminders(makeReminders());
    const { device } = fakePushDevice({ permission: 'default' });
    const { events } = renderCard(device);
    await events.click(await reminderSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent('Reminders stay off until you allow notifications. Turn them on again to answer the browser.');
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(received.updates).toEqual([]);
  });

  it('when the browser has no push, then it says so at once and the switch cannot be turned on', async () => {
    answerReminders(makeReminders());
    const { device, calls } = fakePushDevice({ support: 'unsupported' });
    renderCard(device);
    const toggle = await reminderSwitch();

    await expect.poll(() => toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/^Off\. .* This browser can't show reminders\. On an iPhone or iPad, add Dayleaf to your Home Screen/);
    expect(calls).toEqual(['check server key']);
  });

  it('when the page runs no service worker (the development server), then it says so; reminders on elsewhere can still be turned off', async () => {
    const { received } = answerReminders(makeReminders({ enabled: true, devices: 1 }));
    const { device } = fakePushDevice({ support: 'no-worker' });
    const { events } = renderCard(device);

    expect(await screen.findByText(/^Reminders need the app's service worker, which isn't running on this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me on this device too' })).not.toBeInTheDocument();
    const toggle = await reminderSwitch();
    expect(toggle).toBeEnabled();
    await events.click(toggle);
    await expect.poll(() => toggle).not.toBeChecked();
    expect(received.updates).toEqual([{ enabled: false }]);
  });

  it('when the worker finishes installing after the screen asked (a slow first visit), then the switch becomes usable without a reload', async () => {
    const { received } = answerReminders(makeReminders());
    const { device, calls, activateWorker } = fakePushDevice({ support: 'no-worker' });
    const { events } = renderCard(device);
    const toggle = await reminderSwitch();
    await expect.poll(() => toggle).toBeDisabled();

    activateWorker();

    await expect.poll(() => toggle).toBeEnabled();
    expect(screen.queryByText(/^Reminders need the app's service worker/)).not.toBeInTheDocument();
    expect(calls).toEqual(['check server key', 'check server key']);
    await events.click(toggle);
    await expect.poll(() => toggle).toBeChecked();
    expect(received.updates).toEqual([{ enabled: true }]);
  });

  it('when subscribing fails, then it says reminders are not on here and nothing is sent', async () => {
    const { received } = answerReminders(makeReminders());
    const { device } = fakePushDevice({ subscribeFails: true });
    const { events } = renderCard(device);
    await events.click(await reminderSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent("This browser couldn't sign up for push messages, so reminders aren't on here. Check your connection and try again.");
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(received).toMatchObject({ added: [], updates: [] });
  });

  it("when the server refuses the subscription, then its text shows and the switch stays off", async () => {
    const { received } = answerReminders(makeReminders(), { add: apiError(429, 'Too many devices added today. Please try again tomorrow.') });
    const { device } = fakePushDevice();
    const { events } = renderCard(device);
    await events.click(await reminderSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many devices added today. Please try again tomorrow.');
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).not.toBeChecked();
    expect(received.updates).toEqual([]);
  });

  it('when turning off never reaches the server, then it says so and the switch is on again', async () => {
    answerReminders(makeReminders({ enabled: true, devices: 1 }), { update: networkError() });
    const { device } = fakePushDevice({ subscribed: true });
    const { events } = renderCard(device);
    await events.click(await reminderSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while turning reminders off.');
    expect(screen.getByRole('switch', { name: 'Daily reminder' })).toBeChecked();
  });

  it('when a test reminder is sent, then it says to how many devices', async () => {
    const { received } = answerReminders(makeReminders({ enabled: true, devices: 2 }));
    const { device } = fakePushDevice({ subscribed: true });
    const { events } = renderCard(device);
    await events.click(await screen.findByRole('button', { name: 'Send a test reminder' }));

    expect(await screen.findByText('Test reminder sent to 2 devices.')).toBeInTheDocument();
    expect(received.tests).toBe(1);
  });

  it("when no device is subscribed, then the test's 409 shows the server's text", async () => {
    answerReminders(makeReminders());
    const { device } = fakePushDevice();
    const { events } = renderCard(device);
    await events.click(await screen.findByRole('button', { name: 'Send a test reminder' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No device gets reminders yet. Turn reminders on, on the device you want them on.');
    expect(screen.queryByText(/^Test reminder sent/)).not.toBeInTheDocument();
  });

  it('when the time changes, then it is saved as it is and a small confirmation shows', async () => {
    const { received } = answerReminders(makeReminders());
    const { device } = fakePushDevice();
    const { queryClient } = renderCard(device);
    const time = await screen.findByLabelText('Remind me at');

    fireEvent.input(time, { target: { value: '07:30' } });

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(time).toHaveValue('07:30');
    expect(received.updates).toEqual([{ time: '07:30' }]);
    expect(queryClient.getQueryData<Reminders>(reminderKeys.settings(USER.id))).toMatchObject({ time: '07:30' });
  });

  it('when the time is cleared, then nothing is sent until it is whole again', async () => {
    const { received } = answerReminders(makeReminders());
    const { device } = fakePushDevice();
    renderCard(device);
    const time = await screen.findByLabelText('Remind me at');

    fireEvent.input(time, { target: { value: '' } });
    fireEvent.input(time, { target: { value: '21:15' } });

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(received.updates).toEqual([{ time: '21:15' }]);
  });

  it("when the time is refused, then the server's text shows and the field shows the stored time again", async () => {
    answerReminders(makeReminders(), { update: apiError(400, 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.') });
    const { device } = fakePushDevice();
    renderCard(device);
    const time = await screen.findByLabelText('Remind me at');

    fireEvent.input(time, { target: { value: '07:30' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('time must be a 24-hour time HH:MM, from 00:00 to 23:59.');
    expect(time).toHaveValue('20:00');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
