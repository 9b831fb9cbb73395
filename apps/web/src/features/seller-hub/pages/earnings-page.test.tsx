import type { PayoutBalance, PayoutDto } from '@inkwell/domain/payments/payout.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, type StubbedCall } from '../../../test/responses.ts';
import { EarningsPage } from './earnings-page.tsx';

const balance = (overrides: Partial<PayoutBalance> = {}): PayoutBalance => ({
  currency: 'usd',
  pending: 45,
  available: 120.5,
  inFlight: 30,
  paidOut: 200,
  feesTotal: 39.5,
  nextClearing: { amount: 45, at: '2026-12-03T10:00:00.000Z' },
  ...overrides,
});

const payout = (id: number, overrides: Partial<PayoutDto> = {}): PayoutDto => ({
  _id: `payout-${id}`,
  amount: 10 + id,
  status: 'paid',
  createdAt: `2026-11-${String(id).padStart(2, '0')}T09:00:00.000Z`,
  paidAt: null,
  failureReason: null,
  ...overrides,
});

type Handlers = Parameters<typeof signInAs>[1];

function handlers(overrides: Handlers = {}): Handlers {
  return {
    'GET /api/payouts/balance': () => json(200, balance()),
    'GET /api/payouts/account': () => json(200, { provider: 'demo', status: 'enabled' }),
    'GET /api/payouts': () => json(200, { items: [], nextCursor: null }),
    'GET /api/payouts/statements': () => json(200, { months: [] }),
    ...overrides,
  };
}

function renderEarnings(overrides: Handlers = {}) {
  const stub = signInAs(testSeller, handlers(overrides));
  const view = renderRoute(
    [
      { path: '/seller/earnings', element: <EarningsPage /> },
      { path: '/payouts/demo-onboarding', element: <p>Demo onboarding</p> },
    ],
    '/seller/earnings',
  );
  return { ...stub, ...view };
}

const bodyOf = (call: StubbedCall | undefined) => JSON.parse(String(call?.body)) as unknown;

test('the four balances, the fees and the next clearing in the reader’s time zone', async () => {
  renderEarnings();
  expect(await screen.findByText('$120.50')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeTruthy();
  for (const [label, amount] of [
    ['Pending', '$45'],
    ['Available', '$120.50'],
    ['On its way', '$30'],
    ['Paid out', '$200'],
  ] as const)
    expect(screen.getByLabelText(label).textContent).toBe(amount);
  expect(screen.getByText('Platform fees on your orders so far: $39.50')).toBeTruthy();
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date('2026-12-03T10:00:00.000Z'),
  );
  expect(screen.getByText(`Next clearing: $45 on ${when}`)).toBeTruthy();
  expect(await screen.findByText('Enabled')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Connect a payout account' })).toBeNull();
});

test('nothing clearing says so', async () => {
  renderEarnings({ 'GET /api/payouts/balance': () => json(200, balance({ nextClearing: null })) });
  expect(await screen.findByText('Nothing is clearing at the moment.')).toBeTruthy();
});

test('Connect asks for the onboarding link and goes there', async () => {
  const { calls, router, user } = renderEarnings({
    'GET /api/payouts/account': () => json(200, { provider: 'demo', status: 'none' }),
    'POST /api/payouts/account/onboarding': () => json(200, { url: '/payouts/demo-onboarding?token=abc' }),
  });
  expect(await screen.findByText('Not connected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Connect a payout account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payouts/demo-onboarding'));
  expect(router.state.location.search).toBe('?token=abc');
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/api/payouts/account/onboarding',
  ]);
});

test('Withdraw with the amount left as it is asks for all that is available, then says it is on its way', async () => {
  const { calls, user } = renderEarnings({
    'POST /api/payouts': () => json(201, { payout: payout(1, { amount: 120.5, status: 'pending' }) }),
  });
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw to your bank' });
  expect((within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('120.50');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw $120.50' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({});
  expect(screen.getByRole('status').textContent).toBe(
    'Withdrawal of $120.50 asked for. It is on its way to your bank.',
  );
});

test.each([
  [409, 'PAYOUT_ACCOUNT_NOT_READY', 'Connect a payout account before withdrawing.'],
  [409, 'PAYOUT_NOTHING_AVAILABLE', 'Nothing is available to withdraw yet.'],
  [400, 'PAYOUT_BELOW_MINIMUM', 'This amount is below the smallest payout.'],
  [400, 'PAYOUT_ABOVE_AVAILABLE', 'This amount is more than is available to withdraw.'],
] as const)(
  'a refused withdrawal (%i %s) is said in the dialog and the typed amount stays',
  async (status, code, text) => {
    const { calls, user } = renderEarnings({ 'POST /api/payouts': () => problem(status, code, 'refused') });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Amount (USD)');
    await user.clear(input);
    await user.type(input, '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw $7.50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect((input as HTMLInputElement).value).toBe('7,5');
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ amount: 7.5 });
  },
);

test('an amount that is not dollars is refused on its field without a request', async () => {
  const { calls, user } = renderEarnings();
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  const input = screen.getByLabelText('Amount (USD)');
  await user.clear(input);
  await user.type(input, '12.345');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(screen.getByText('Enter an amount in dollars, such as 25 or 25.50.')).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('the payouts: status, amount, date, a failure’s reason, and "Load more" on the cursor', async () => {
  const { calls, user } = renderEarnings({
    'GET /api/payouts': ({ query }) =>
      query.get('cursor') === 'next-1'
        ? json(200, { items: [payout(1)], nextCursor: null })
        : json(200, {
            items: [
              payout(3, { status: 'pending' }),
              payout(2, { amount: 66.66, status: 'failed', failureReason: 'The bank refused it.' }),
            ],
            nextCursor: 'next-1',
          }),
  });
  expect(await screen.findByText('$66.66')).toBeTruthy();
  expect(screen.getByText('Failed')).toBeTruthy();
  expect(screen.getByText('Why: The bank refused it.')).toBeTruthy();
  expect(screen.getAllByText('On its way').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('$11')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(calls.filter((call) => call.path === '/api/payouts').map((call) => call.query.get('cursor'))).toEqual([
    null,
    'next-1',
  ]);
});

test('no payouts yet says so', async () => {
  renderEarnings();
  expect(await screen.findByText('No payouts yet.')).toBeTruthy();
});

test('with nothing available, Withdraw left as it was asks the server, which says why', async () => {
  const { calls, user } = renderEarnings({
    'GET /api/payouts/balance': () => json(200, balance({ available: 0 })),
    'POST /api/payouts': () => problem(409, 'PAYOUT_NOTHING_AVAILABLE', 'nothing'),
  });
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  const dialog = screen.getByRole('dialog');
  expect((within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('0.00');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Nothing is available to withdraw yet.');
  expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({});
});
