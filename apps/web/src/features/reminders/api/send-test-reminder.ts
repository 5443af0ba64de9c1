import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendTestReminder = (userId: string) => callApi(endpoints.sendTestReminder, { params: { id: userId } });

/** A reminder now, to every device of the user; 409 when none is subscribed. The caller shows the outcome. */
export const useSendTestReminder = (userId: string) => useMutation({ mutationFn: () => sendTestReminder(userId) });
