import { describe, expect, it } from 'vitest';
import { networkError } from '../../test/msw/contract';
import { remindersHandlers } from '../../test/msw/reminders';
import { recordRequests, server } from '../../test/msw/server';
import { answerReminders, fakePushDevice, makeReminders, THIS_BROWSER_SUBSCRIPTION } from '../../test/reminders-fixtures';
import { TEST_USER_ID } from '../../test/render';
import { forgetThisDevice } from './forget-this-device';

describe('forgetThisDevice (before sign-out)', () => {
  it("when this browser holds a subscription, then it ends it and the server removes that endpoint from the user's devices", async () => {
    const { received } = answerReminders(makeReminders({ enabled: true, devices: 1 }));
    const { device, calls } = fakePushDevice({ subscribed: true });

    await forgetThisDevice(TEST_USER_ID, device);

    expect(calls).toEqual(['unsubscribe']);
    expect(received.removed).toEqual([THIS_BROWSER_SUBSCRIPTION.endpoint]);
  });

  it('when this browser holds none, then nothing is sent', async () => {
    const sent = recordRequests();
    const { device } = fakePushDevice();

    await forgetThisDevice(TEST_USER_ID, device);

    expect(sent).toEqual([]);
  });

  it('when the server cannot be reached, then the browser has still ended its subscription and the failure is reported to the caller', async () => {
    server.use(remindersHandlers.removePushSubscription(() => networkError()));
    const { device, calls } = fakePushDevice({ subscribed: true });

    await expect(forgetThisDevice(TEST_USER_ID, device)).rejects.toThrow(TypeError);
    expect(calls).toEqual(['unsubscribe']);
  });
});
