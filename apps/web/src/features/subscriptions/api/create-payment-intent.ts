import { PREMIUM_PRICE_CENTS, endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

export const createPaymentIntent = () => callApi(endpoints.createPaymentIntent, { body: { amount: PREMIUM_PRICE_CENTS } });
