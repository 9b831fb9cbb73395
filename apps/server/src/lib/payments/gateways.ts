import type { PaymentsConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { demoGateway } from './demo-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';

/** The gateway the configuration chooses: the demo one by default, Stripe when its keys are set. */
export function createPaymentGateway(config: PaymentsConfig, db: Database): PaymentGateway {
  return config.stripe ? stripeGateway(config.stripe) : demoGateway(db);
}
