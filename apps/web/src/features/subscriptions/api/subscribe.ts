import { PREMIUM_PRICE_CENTS, endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../auth/api/keys';

export const subscribe = (userId: string, paymentIntentId: string) =>
  callApi(endpoints.subscribe, {
    body: { user_id: userId, type: 'premium', price_cents: PREMIUM_PRICE_CENTS, payment_intent_id: paymentIntentId },
  });

/**
 * Premium changes the user and can earn a trophy, so the whole user (with what sits under it) is read again;
 * the caller's `mutateAsync` resolves once that is done, so the next screen shows premium.
 */
export function useSubscribe(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => subscribe(userId, paymentIntentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.user(userId) }),
  });
}
