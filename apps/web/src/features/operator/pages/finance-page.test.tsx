import type { Chargeback, OperatorFinance } from '@inkwell/domain/payments/chargeback.schema';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { openDisputes, testOperator } from '../../../test/fixtures/operator.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';
import { orderIdIn } from '../components/chargeback-form.tsx';

/** /operator/finance: the ledger's sums, the held chargebacks with their decision, and the demo's chargeback. */

const LAZY_PAGE = { timeout: 5000 };
const BID = '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
const held: Chargeback = {
  bidId: BID,
  stage: 'clearing',
  reason: 'fraudulent',
  amount: 200,
  held: 180,
  outcome: null,
  at: new Date(Date.now() - 3_600_000).toISOString(),
};
const finance = (overrides: Partial<OperatorFinance> = {}): OperatorFinance => ({
  currency: 'usd',
  escrow: 1250.5,
  sellers: { pending: 180, available: 2400, inFlight: 90, paidOut: 10_000 },
  fees: 1377.75,
  failedPayouts: { count: 2, amount: 133.32 },
  chargebacks: { count: 3, held: 180, againstPlatform: 55 },
  openChargebacks: [held],
  ...overrides,
});

test.each([
  ['a visitor', null],
  ['a buyer', testBuyer],
  ['a seller', testSeller],
])('%s is told the page is for operators; the finance API is never asked', async (_name, user) => {
  const { calls } = openDisputes(user, {}, '/operator/finance');
  expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' }, LAZY_PAGE)).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/api/operator'))).toBe(false);
});

test('the sums read in the reader’s language, with the failed payouts and the chargebacks', async () => {
  openDisputes(testOperator, { 'GET /api/operator/finance': () => json(200, finance()) }, '/operator/finance');
  const sums = within(await screen.findByRole('region', { name: 'Money held and paid' }, LAZY_PAGE));
  expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Finance' }).getAttribute('aria-current')).toBe('page');
  expect(sums.getByLabelText('Held in escrow').textContent).toBe('$1,250.50');
  expect(sums.getByLabelText("Sellers' pending").textContent).toBe('$180');
  expect(sums.getByLabelText("Sellers' available").textContent).toBe('$2,400');
  expect(sums.getByLabelText('Payouts in flight').textContent).toBe('$90');
  expect(sums.getByLabelText('Paid out').textContent).toBe('$10,000');
  expect(sums.getByLabelText('Fees earned').textContent).toBe('$1,377.75');
  const risks = within(screen.getByRole('region', { name: 'Failed payouts and chargebacks' }));
  expect(risks.getByLabelText('Failed payouts').textContent).toBe('$133.32');
  expect(risks.getByText('2 payouts')).toBeTruthy();
  expect(risks.getByLabelText('Held by chargebacks').textContent).toBe('$180');
  expect(risks.getByText('3 chargebacks in all')).toBeTruthy();
  expect(risks.getByLabelText('Recorded against the platform').textContent).toBe('$55');
});

test('in German the amounts follow German number formatting', async () => {
  await i18n.changeLanguage('de');
  try {
    openDisputes(testOperator, { 'GET /api/operator/finance': () => json(200, finance()) }, '/operator/finance');
    const sums = within(await screen.findByRole('region', { name: 'Verwahrtes und ausgezahltes Geld' }, LAZY_PAGE));
    expect(sums.getByLabelText('Auf dem Treuhandkonto').textContent).toMatch(/^1\.250,50\s\$$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Finanzen' })).toBeTruthy();
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('a held chargeback is decided for the buyer; the sums are asked again', async () => {
  let decided = false;
  const { user, calls } = openDisputes(
    testOperator,
    {
      'GET /api/operator/finance': () =>
        json(
          200,
          decided
            ? finance({ openChargebacks: [], chargebacks: { count: 3, held: 0, againstPlatform: 75 } })
            : finance(),
        ),
      [`POST /api/operator/chargebacks/${BID}/resolve`]: () => {
        decided = true;
        return json(200, { ...held, outcome: 'buyer' });
      },
    },
    '/operator/finance',
  );
  const list = within(await screen.findByRole('region', { name: 'Chargebacks waiting for a decision' }, LAZY_PAGE));
  const item = within(list.getByRole('listitem', { name: /Order 0193a2b4/ }));
  expect(item.getByText(/· \$180 held$/)).toBeTruthy();
  expect(item.getByText(/^\$200 disputed on .*: “fraudulent”$/)).toBeTruthy();
  await user.click(item.getByRole('button', { name: 'To the buyer' }));
  expect(await list.findByText("No chargeback holds a seller's money.")).toBeTruthy();
  const post = calls.find((call) => call.method === 'POST');
  expect(JSON.parse(String(post?.body))).toEqual({ outcome: 'buyer' });
  expect(calls.filter((call) => call.path === '/api/operator/finance').length).toBe(2);
});

test('a decision someone else made first is said from its code', async () => {
  const { user } = openDisputes(
    testOperator,
    {
      'GET /api/operator/finance': () => json(200, finance()),
      [`POST /api/operator/chargebacks/${BID}/resolve`]: () => problem(409, 'ORDER_WRONG_STATE', 'Decided already.'),
    },
    '/operator/finance',
  );
  const list = within(await screen.findByRole('region', { name: 'Chargebacks waiting for a decision' }, LAZY_PAGE));
  await user.click(list.getByRole('button', { name: 'Back to the seller' }));
  expect((await list.findByRole('alert')).textContent).toMatch(/^This order is not in a state/);
});

test('the demo chargeback takes an order page address, says what it did, and refuses a bad order id', async () => {
  const { user, calls } = openDisputes(
    testOperator,
    {
      'GET /api/operator/finance': () => json(200, finance({ openChargebacks: [] })),
      [`POST /api/operator/orders/${BID}/chargeback`]: () => json(201, held),
    },
    '/operator/finance',
  );
  const form = within(await screen.findByRole('region', { name: 'Record a card dispute (demo)' }, LAZY_PAGE));
  await user.type(form.getByLabelText('Order id or order page address'), 'not an order');
  await user.type(form.getByLabelText("The card network's reason"), 'fraudulent');
  await user.click(form.getByRole('button', { name: 'Record the chargeback' }));
  expect(form.getByText("Paste the order's id or its page address (/orders/…).")).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.clear(form.getByLabelText('Order id or order page address'));
  await user.type(form.getByLabelText('Order id or order page address'), `http://localhost:3000/orders/${BID}`);
  await user.click(form.getByRole('button', { name: 'Record the chargeback' }));
  expect(
    await form.findByText("Chargeback recorded on order 0193a2b4: $180 of the seller's share is held."),
  ).toBeTruthy();
  expect(JSON.parse(String(calls.find((call) => call.method === 'POST')?.body))).toEqual({ reason: 'fraudulent' });
});

test('a refused demo chargeback is said from its code, and what was typed stays', async () => {
  const { user } = openDisputes(
    testOperator,
    {
      'GET /api/operator/finance': () => json(200, finance({ openChargebacks: [] })),
      [`POST /api/operator/orders/${BID}/chargeback`]: () => problem(409, 'CHARGEBACK_EXISTS', 'Charged back already.'),
    },
    '/operator/finance',
  );
  const form = within(await screen.findByRole('region', { name: 'Record a card dispute (demo)' }, LAZY_PAGE));
  await user.type(form.getByLabelText('Order id or order page address'), BID);
  await user.type(form.getByLabelText("The card network's reason"), 'duplicate');
  await user.click(form.getByRole('button', { name: 'Record the chargeback' }));
  expect((await form.findByRole('alert')).textContent).toBe('This order has been charged back already.');
  expect((form.getByLabelText('Order id or order page address') as HTMLInputElement).value).toBe(BID);
});

test('the order id is found in an id or an order page address, in any case', () => {
  expect(orderIdIn(` ${BID.toUpperCase()} `)).toBe(BID);
  expect(orderIdIn(`/orders/${BID}?tab=x`)).toBe(BID);
  expect(orderIdIn('/orders/123')).toBeNull();
});
