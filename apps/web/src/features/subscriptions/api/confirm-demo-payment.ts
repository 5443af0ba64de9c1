import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
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

/** A refused card is shown inline by the payment form, so no toast. */
export const useConfirmDemoPayment = () =>
  useMutation({
    mutationFn: ({ clientSecret, card, billingName }: { clientSecret: string; card: DemoCardInput; billingName: string }) =>
      confirmDemoPayment(clientSecret, card, billingName),
  });
