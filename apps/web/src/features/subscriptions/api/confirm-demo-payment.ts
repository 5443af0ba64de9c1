import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

export interface DemoCardInput {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
}

/** The demo provider's card confirmation (the stand-in for Stripe's confirmCardPayment). */
export const confirmDemoPayment = (clientSecret: string, card: DemoCardInput, billingName: string) =>
  callApi(endpoints.confirmDemoPayment, { body: { client_secret: clientSecret, card, billing_name: billingName } });
