import type { PaymentIntentResult } from '@inkwell/domain/payments/payment.schema';
import { routes } from '../../app/router.tsx';
import { signInAs, testBuyer } from '../../app/test-users.ts';
import { renderRoute } from '../../test/render-route.tsx';

type Handlers = NonNullable<Parameters<typeof signInAs>[1]>;

/** POST /api/orders/create-payment-intent/{bidId} as the server answers it, with the given changes. */
export function buildIntent(overrides: Partial<PaymentIntentResult> = {}): PaymentIntentResult {
  return {
    clientSecret: 'pi_demo_1_secret_abc',
    paymentIntent: 'pi_demo_1',
    status: 'requires_payment_method',
    gateway: 'demo',
    publishableKey: null,
    amount: 1250.5,
    currency: 'usd',
    order: { bidId: 'bid-1', gigId: 'gig-7', gigTitle: 'Econ research paper', gigCover: '', sellerId: 'seller-1', sellerUsername: 'maria.writes' },
    ...overrides,
  };
}

/** Opens `path` as the test buyer, the server stubbed with `handlers`. */
export function openAsBuyer(path: string, handlers: Handlers) {
  return { ...signInAs(testBuyer, handlers), ...renderRoute(routes, path) };
}
