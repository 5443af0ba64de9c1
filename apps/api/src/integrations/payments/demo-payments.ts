import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { badRequest, conflict, HttpError, notFound } from '../../shared/http/errors';
import { checkCard, type CardInput } from './demo-cards';
import type { PaymentIntentInfo, PaymentProvider } from './payments';

export interface DemoCheckout {
  /** Our stand-in for Stripe's confirmCardPayment: charges the card against the intent named by its client secret. */
  confirm(userId: string, input: { clientSecret: string; card: CardInput; billingName: string }): Promise<{ paymentIntentId: string }>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Stripe's client secret form, `pi_..._secret_...`, so the page handles both providers alike. */
function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/**
 * Without a Stripe key, payments are a demo: intents live in demo_payment_intents and cards follow Stripe's
 * test-mode rules. Only the secret's hash and the card's last four digits are kept. Like Stripe, the provider
 * keeps its own time (the intent's creation, a card's expiry), so it reads its clock rather than a use case's At.
 */
export function createDemoPayments(db: Db, clock: Clock): PaymentProvider {
  const demo: DemoCheckout = {
    async confirm(userId, { clientSecret, card }) {
      const id = intentIdOf(clientSecret);
      const failure = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ client_secret_hash: string; user_id: string; status: string }>(
          sql`SELECT client_secret_hash, user_id, status FROM demo_payment_intents WHERE id = ${id} FOR UPDATE`,
        );
        const intent = rows[0];
        if (!intent || intent.user_id !== userId || !timingSafeEqual(Buffer.from(intent.client_secret_hash, 'hex'), sha256(clientSecret))) {
          throw notFound('payment_intent_not_found');
        }
        if (intent.status !== 'requires_payment_method') throw conflict('payment_intent_closed', { params: { status: intent.status } });
        const outcome = checkCard(card, clock.now());
        if (!outcome.ok && outcome.status === 400) throw badRequest(outcome.error);
        if (!outcome.ok) {
          // A decline leaves the intent open for another card, as Stripe does.
          await tx.query(
            sql`UPDATE demo_payment_intents SET last_error = ${outcome.declineCode ?? outcome.code}, card_last4 = ${card.number.slice(-4)}
                 WHERE id = ${id}`,
          );
          return outcome;
        }
        await tx.query(
          sql`UPDATE demo_payment_intents SET status = 'succeeded', card_last4 = ${outcome.last4}, last_error = NULL WHERE id = ${id}`,
        );
        return null;
      });
      if (failure) {
        throw new HttpError(402, failure.error, { body: failure.declineCode ? { decline_code: failure.declineCode } : undefined });
      }
      return { paymentIntentId: id };
    },
  };

  return {
    name: 'demo',
    demo,

    async createIntent(userId, amount) {
      const id = `pi_demo_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(18).toString('hex')}`;
      await db.query(
        sql`INSERT INTO demo_payment_intents (id, client_secret_hash, user_id, amount, currency, status, created_at)
         VALUES (${id}, ${sha256(clientSecret).toString('hex')}, ${userId}, ${amount}, 'usd', 'requires_payment_method', ${clock.now()})`,
      );
      return { id, clientSecret };
    },

    async retrieve(intentId): Promise<PaymentIntentInfo | null> {
      const { rows } = await db.query<{ id: string; status: string; amount: number; currency: string; user_id: string }>(
        sql`SELECT id, status, amount, currency, user_id FROM demo_payment_intents WHERE id = ${intentId}`,
      );
      const row = rows[0];
      return row ? { id: row.id, status: row.status, amount: row.amount, currency: row.currency, userId: row.user_id } : null;
    },
  };
}
