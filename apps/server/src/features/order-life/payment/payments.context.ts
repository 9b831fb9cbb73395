import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway.ts';
import type { WebhookNotice } from '../../../lib/payments/stripe-gateway.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What the payment step works with: the database, the configured gateway, the log and the fee rate. A file of its
 * own so that the service and settlement.ts, which applies what the gateway says, both take it
 * without importing each other.
 */
export interface Payments {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** The platform's fee (basis points) that a payment succeeding now fixes on its order (decision 056). */
  feeBasisPoints: number;
  /** What a card dispute on a succeeded payment does (the disputes step records the chargeback, decision 058). */
  onDispute?: (payment: PaymentRow, dispute: NonNullable<WebhookNotice['dispute']>) => Promise<void>;
}
