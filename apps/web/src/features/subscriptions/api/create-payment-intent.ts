import { PREMIUM_PRICE_CENTS, endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const createPaymentIntent = () => callApi(endpoints.createPaymentIntent, { body: { amount: PREMIUM_PRICE_CENTS } });

/** The payment form shows the failure inline (payment-flow.ts), so no toast. */
export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
