import type { PaymentIntentStatus } from '@inkwell/domain/payments/payment.schema';

/**
 * Where a confirmed payment goes, written as Stripe writes its return address: the intent, its client
 * secret and `redirect_status` (succeeded, processing or failed), so /success reads both gateways alike.
 */
export function successPath(paymentIntent: string, clientSecret: string, status: PaymentIntentStatus): string {
  const redirectStatus = status === 'succeeded' || status === 'processing' ? status : 'failed';
  const params = new URLSearchParams({
    payment_intent: paymentIntent,
    payment_intent_client_secret: clientSecret,
    redirect_status: redirectStatus,
  });
  return `/success?${params.toString()}`;
}
