import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildIntent, openAsBuyer } from '../../../../test/fixtures/payments.ts';
import { deferred, json, problem, type StubbedCall } from '../../../../test/responses.ts';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const intentHandler = { 'POST /api/orders/create-payment-intent/bid-1': () => json(200, buildIntent()) };

async function fillCard(
  user: ReturnType<typeof openAsBuyer>['user'],
  number: string,
  expiry = `12${nextYear}`,
  cvc = '123',
) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
}

test('the buyer sees what is paid (gig, seller, amount in USD), the demo test cards and the card form', async () => {
  const { calls } = openAsBuyer('/pay/bid-1', intentHandler);

  expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeTruthy();
  const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
  expect(summary.getByRole('link', { name: 'Econ research paper' }).getAttribute('href')).toBe('/gig/gig-7');
  expect(summary.getByRole('link', { name: 'maria.writes' }).getAttribute('href')).toBe('/profile/seller-1');
  expect(summary.getByText('$1,250.50')).toBeTruthy();
  expect(summary.getByText(/Held by Inkwell until the seller completes your order/)).toBeTruthy();
  expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
  expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
  expect(screen.getByText('4000 0000 0000 9995')).toBeTruthy();
  expect(screen.getByText('4000 0000 0000 7072')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay $1,250.50' })).toBeTruthy();
  expect(calls.filter((call) => call.path === '/api/orders/create-payment-intent/bid-1')).toHaveLength(1);
  await waitFor(() => expect(document.title).toBe('Payment · Inkwell'));
});

test('paying sends the card to the demo gateway, disables the button meanwhile, then goes to /success', async () => {
  const answer = deferred<Response>();
  let sent: StubbedCall | undefined;
  const { user, router } = openAsBuyer('/pay/bid-1', {
    ...intentHandler,
    'POST /api/payments/demo/confirm': (call) => {
      sent = call;
      return answer.promise;
    },
    'PUT /api/orders': () =>
      json(200, {
        paymentIntent: 'pi_demo_1',
        status: 'succeeded',
        bidId: 'bid-1',
        bidStatus: 'in_progress',
        paymentState: 'in_escrow',
      }),
    'GET /api/bids/me': () => json(200, { items: [], nextCursor: null }),
  });
  await fillCard(user, '4242424242424242');
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  expect((screen.getByLabelText('Expiry date') as HTMLInputElement).value).toBe(`12 / ${nextYear}`);

  await user.click(screen.getByRole('button', { name: 'Pay $1,250.50' }));
  const button = await screen.findByRole('button', { name: 'Paying…' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(JSON.parse(String(sent!.body))).toEqual({
    clientSecret: 'pi_demo_1_secret_abc',
    number: '4242 4242 4242 4242',
    expiry: `12 / ${nextYear}`,
    cvc: '123',
  });

  answer.resolve(
    json(200, { paymentIntent: 'pi_demo_1', status: 'succeeded', card: { brand: 'visa', last4: '4242' } }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
  const search = new URLSearchParams(router.state.location.search);
  expect(Object.fromEntries(search)).toEqual({
    payment_intent: 'pi_demo_1',
    payment_intent_client_secret: 'pi_demo_1_secret_abc',
    redirect_status: 'succeeded',
  });
});

test('the card is checked before anything is sent: number (Luhn), expiry in the future, CVC', async () => {
  const { user, calls } = openAsBuyer('/pay/bid-1', intentHandler);
  await fillCard(user, '4242424242424241', '0120', '12');
  await user.click(screen.getByRole('button', { name: 'Pay $1,250.50' }));

  expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
  expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
  expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
  expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((call) => call.path === '/api/payments/demo/confirm')).toBe(false);
});

test.each([
  [problem(402, 'CARD_DECLINED', 'Your card was declined.'), 'Your card was declined.'],
  [problem(402, 'CARD_INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'), 'Your card has insufficient funds.'],
  [
    problem(409, 'PAYMENT_PROCESSING', 'A payment for this order is being processed. Please try again in a moment.'),
    'A payment for this order is being processed. Please wait a moment.',
  ],
  [problem(500, 'INTERNAL', 'Something went wrong on our side.'), 'An unexpected error occurred'],
  [new Response('<html>Bad gateway</html>', { status: 502 }), 'An unexpected error occurred'],
])(
  'a refused payment shows its message (docs/product.md#user-facing-sentences) and the form can be sent again',
  async (response, message) => {
    const { user, router } = openAsBuyer('/pay/bid-1', {
      ...intentHandler,
      'POST /api/payments/demo/confirm': () => response.clone(),
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.50' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Pay $1,250.50' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/pay/bid-1');
  },
);

test("a card field the server refuses is shown under the field, in the reader's language", async () => {
  const { user, i18n } = {
    ...openAsBuyer('/pay/bid-1', {
      ...intentHandler,
      'POST /api/payments/demo/confirm': () =>
        problem(400, 'CARD_NUMBER_INVALID', 'Your card number is invalid.', {
          number: ['Your card number is invalid.'],
        }),
    }),
    i18n: (await import('../../../../i18n/index.ts')).i18n,
  };
  await fillCard(user, '4242424242424242');
  await i18n.changeLanguage('fr');
  await user.click(screen.getByRole('button', { name: /^Payer 1\s250,50\s\$US$/ }));

  expect(await screen.findByText('Votre numéro de carte n’est pas valide.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test.each([
  [409, 'BID_ALREADY_PAID', 'This order has already been paid.'],
  [409, 'BID_NOT_APPROVED', 'Only an approved order that is waiting for payment can be paid.'],
  [403, 'PAYMENT_BIDDER_ONLY', 'Only the buyer of this order can pay it.'],
  [404, 'BID_NOT_FOUND', 'This bid does not exist any more.'],
] as const)(
  'a bid that cannot be paid (%i %s) says why and leads back to the orders',
  async (status, code, message) => {
    openAsBuyer('/pay/bid-1', {
      'POST /api/orders/create-payment-intent/bid-1': () => problem(status, code, 'server text'),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  },
);

test('when the intent cannot be prepared, Try again asks again', async () => {
  let calls = 0;
  const { user } = openAsBuyer('/pay/bid-1', {
    'POST /api/orders/create-payment-intent/bid-1': () =>
      ++calls === 1 ? problem(502, 'PAYMENT_GATEWAY_FAILED', 'down') : json(200, buildIntent()),
  });
  expect(await screen.findByText('The payment could not be prepared. Please try again.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Card number')).toBeTruthy();
});

test('with the Stripe gateway the page shows Stripe Elements instead of the demo card form', async () => {
  openAsBuyer('/pay/bid-1', {
    'POST /api/orders/create-payment-intent/bid-1': () =>
      json(
        200,
        buildIntent({
          gateway: 'stripe',
          publishableKey: 'pk_test_123',
          clientSecret: 'pi_1_secret_2',
          paymentIntent: 'pi_1',
        }),
      ),
  });
  expect(await screen.findByRole('button', { name: 'Pay $1,250.50' })).toBeTruthy();
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(screen.queryByText('Demo payments: no real money moves')).toBeNull();
});

test('a payment already processing is not offered again: the page says so and leads to the orders', async () => {
  openAsBuyer('/pay/bid-1', {
    'POST /api/orders/create-payment-intent/bid-1': () => json(200, buildIntent({ status: 'processing' })),
  });

  expect(await screen.findByText('A payment for this order is being processed. Please wait a moment.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/orders');
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('$1,250.50')).toBeTruthy();
});
