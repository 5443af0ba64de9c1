import { PREMIUM_PRICE_CENTS, routes } from '@dayleaf/contracts';
import { callApi } from '../../../lib/api-client';

export const createPaymentIntent = () => callApi(routes.createPaymentIntent, { body: { amount: PREMIUM_PRICE_CENTS } });
