import { routes } from '@dayleaf/contracts';
import { callApi } from '../../../lib/api-client';

export interface DemoCardInput {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
}

/** The demo provider's card confirmation (the stand-in for Stripe's confirmCardPayment). */
export const confirmDemoPayment = (clientSecret: string, card: DemoCardInput, billingName: string) =>
  callApi(routes.confirmDemoPayment, { body: { client_secret: clientSecret, card, billing_name: billingName } });
