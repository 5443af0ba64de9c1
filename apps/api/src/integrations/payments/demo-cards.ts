/**
 * The demo provider's card rules: Stripe's test-mode behaviour for Stripe's published test cards
 * (https://docs.stripe.com/testing), with the same messages Stripe gives (ERROR_TEXTS).
 */
import type { ErrorCode } from '@dayleaf/contracts';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; status: 400 | 402; code: string; declineCode?: string; error: CardError };

/** The API's error code of a refused card (ERROR_TEXTS); `code` and `declineCode` stay Stripe's, as it records them. */
export type CardError = Extract<ErrorCode, `card_${string}`>;

const SUCCEEDING = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const FAILING: Record<string, { code: string; declineCode?: string; error: CardError }> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', error: 'card_declined' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', error: 'card_insufficient_funds' },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', error: 'card_declined' },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card', error: 'card_declined' },
  '4000000000000069': { code: 'expired_card', error: 'card_expired' },
  '4000000000000127': { code: 'incorrect_cvc', error: 'card_cvc_incorrect' },
  '4000000000000119': {
    code: 'processing_error',
    error: 'card_processing_error',
  },
};

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (number: string) => /^3[47]/.test(number);

/** Validates the card as Stripe.js would (400), then answers as Stripe test mode does for that number (402 on a decline). */
export function checkCard(card: CardInput, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, status: 400, code: 'invalid_number', error: 'card_number_invalid' };
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return { ok: false, status: 400, code: 'invalid_expiry_month', error: 'card_expiry_month_invalid' };
  }
  if (year < thisYear || (year === thisYear && card.exp_month < thisMonth)) {
    return { ok: false, status: 400, code: 'invalid_expiry_year', error: 'card_expiry_past' };
  }
  if (year > thisYear + 50) {
    return { ok: false, status: 400, code: 'invalid_expiry_year', error: 'card_expiry_year_invalid' };
  }
  if (!new RegExp(`^\\d{${isAmex(number) ? 4 : 3}}$`).test(card.cvc)) {
    return { ok: false, status: 400, code: 'invalid_cvc', error: 'card_cvc_invalid' };
  }
  const last4 = number.slice(-4);
  if (SUCCEEDING.has(number)) return { ok: true, last4 };
  const failure = FAILING[number];
  if (failure) return { ok: false, status: 402, ...failure };
  return { ok: false, status: 402, code: 'card_declined', declineCode: 'test_mode_live_card', error: 'card_not_test_card' };
}
