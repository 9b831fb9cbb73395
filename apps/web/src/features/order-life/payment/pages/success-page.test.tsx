import { PAYMENT_SUCCESS_REDIRECT_MS } from '@inkwell/domain/limits';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { openAsBuyer } from '../../../../test/fixtures/payments.ts';
import { deferred, json, problem, type StubbedCall } from '../../../../test/responses.ts';

afterEach(() => {
  vi.useRealTimers();
});

const confirmed = (status: string, bidStatus = 'in_progress') =>
  json(200, {
    paymentIntent: 'pi_demo_1',
    status,
    bidId: 'bid-1',
    bidStatus,
    paymentState: status === 'succeeded' ? 'in_escrow' : 'awaiting_payment',
  });
const ordersPage = { 'GET /api/bids/me': () => json(200, { items: [], nextCursor: null }) };
const path = (redirectStatus = 'succeeded') =>
  `/success?payment_intent=pi_demo_1&payment_intent_client_secret=pi_demo_1_secret_abc&redirect_status=` +
  `${redirectStatus}`;

test(
  'a succeeded payment: PUT /orders with the intent, the animation, ' +
    'the redirect and do-not-close notices, /orders after 5 s',
  async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let sent: StubbedCall | undefined;
    const { router } = openAsBuyer(path(), {
      ...ordersPage,
      'PUT /api/orders': (call) => {
        sent = call;
        return confirmed('succeeded');
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment succeeded!' })).toBeTruthy();
    expect(JSON.parse(String(sent!.body))).toEqual({ payment_intent: 'pi_demo_1' });
    expect(screen.getByTestId('success-animation')).toBeTruthy();
    expect(screen.getByText('Payment succeeded, you are being redirected to your orders.')).toBeTruthy();
    expect(screen.getByText('Please do not close this page.')).toBeTruthy();
    expect(document.title).toBe('Payment result · Inkwell');

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/success');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  },
);

test.each([
  ['processing', 'Your payment is processing.'],
  ['requires_payment_method', 'Your payment was not successful, please try again.'],
  ['canceled', 'Something went wrong.'],
])('the status %s shows "%s"', async (status, message) => {
  openAsBuyer(path(), { ...ordersPage, 'PUT /api/orders': () => confirmed(status, 'approved') });

  expect(await screen.findByRole('heading', { level: 1, name: message })).toBeTruthy();
  expect(screen.queryByTestId('success-animation')).toBeNull();
  expect(screen.getByText('You are being redirected to your orders.')).toBeTruthy();
});

test('a payment that was not successful offers to try again on the same order', async () => {
  openAsBuyer(path('failed'), {
    ...ordersPage,
    'PUT /api/orders': () => confirmed('requires_payment_method', 'approved'),
  });

  expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe('/pay/bid-1');
});

test('while the payment is confirmed the page says so and asks not to close it', async () => {
  const answer = deferred<Response>();
  openAsBuyer(path(), { ...ordersPage, 'PUT /api/orders': () => answer.promise });

  expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
  expect(screen.getByText('Please do not close this page.')).toBeTruthy();
  answer.resolve(confirmed('succeeded'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment succeeded!' })).toBeTruthy();
});

test('a confirmation failure is only logged: the page reads the return address and shows no error', async () => {
  const logged = vi.mocked(console.error).mockImplementation(() => {});
  openAsBuyer(path('processing'), {
    ...ordersPage,
    'PUT /api/orders': () => problem(500, 'INTERNAL', 'Something went wrong on our side.'),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is processing.' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
  expect(logged).toHaveBeenCalledWith('Payment confirmation failed', expect.objectContaining({ status: 500 }));
});
