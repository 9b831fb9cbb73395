import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../../i18n/index.ts';
import { buildBid } from '../../../../test/fixtures/bids.ts';
import {
  buildOrder,
  buyerListHandlers,
  findOrder,
  openOrderPage,
  openOrders,
  sellerListHandlers,
} from '../../../../test/fixtures/orders.ts';
import { testBuyer, testSeller } from '../../../../test/fixtures/users.ts';

/**
 * What the seller earns, as the server says it (`sellerEarnings`, in the seller's answers only):
 * beside the amount on the seller's order cards, and on the order's page as "Price · Inkwell fee ·
 * You earn"; the buyer's screens show the price alone. Both download the receipt once paid.
 */

const money = () => within(screen.getByRole('region', { name: 'Money' }));
/** A definition's value by its term, within `scope`. */
const valueOf = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term).nextElementSibling?.textContent;

const gig = {
  _id: 'gig-1',
  title: 'Econ paper',
  cover: '',
  status: 'in_progress' as const,
  purpose: 'model_answer' as const,
  deleted: false,
};

test('the seller reads the price, the Inkwell fee at its rate and what they earn; the receipt downloads', async () => {
  const order = buildOrder({
    viewerRole: 'seller',
    sellerEarnings: { feePercent: 10, fee: 12, youEarn: 108, rateFixed: true },
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'Price')).toBe('$120');
  expect(valueOf(money(), 'Inkwell fee (10%)')).toBe('−$12');
  expect(valueOf(money(), 'You earn')).toBe('$108');
  expect(money().queryByText(/today’s fee rate/)).toBeNull();
  const receipt = money().getByRole('link', { name: 'Download receipt' });
  expect(receipt.getAttribute('href')).toBe(`/api/orders/${order._id}/receipt`);
  expect(receipt.hasAttribute('download')).toBe(true);
});

test('the buyer sees the price they pay, unchanged, no fee and no "You earn"; the receipt downloads', async () => {
  const order = buildOrder();
  openOrderPage(testBuyer, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'Paid')).toBe('$120');
  expect(screen.queryByText(/You earn/)).toBeNull();
  expect(screen.queryByText(/Inkwell fee/)).toBeNull();
  expect(money().getByRole('link', { name: 'Download receipt' }).getAttribute('href')).toBe(
    `/api/orders/${order._id}/receipt`,
  );
});

test('an operator reading a disputed order gets neither the seller’s share nor the receipt', async () => {
  const operator = { ...testBuyer, _id: 'operator-1', username: 'ops.anna', isOperator: true };
  const order = buildOrder({ viewerRole: 'operator', status: 'disputed', actions: [] });
  openOrderPage(operator, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'Paid')).toBe('$120');
  expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
  expect(screen.queryByText(/You earn/)).toBeNull();
});

test('before payment: no receipt, and the seller reads the fee at the rate in force, fractions kept', async () => {
  const order = buildOrder({
    viewerRole: 'seller',
    status: 'approved',
    paidAt: null,
    dueAt: null,
    money: { paid: 0, held: 0, released: 0, refunded: 0 },
    sellerEarnings: { feePercent: 12.5, fee: 15, youEarn: 105, rateFixed: false },
    actions: [],
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'Inkwell fee (12.5%)')).toBe('−$15');
  expect(valueOf(money(), 'You earn')).toBe('$105');
  expect(money().getByText('At today’s fee rate: the rate is fixed on the order when the buyer pays.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
});

test('an order paid outside Inkwell has no receipt; the seller earns the whole price', async () => {
  const order = buildOrder({
    viewerRole: 'seller',
    status: 'completed',
    completedAt: new Date().toISOString(),
    money: { paid: 0, held: 0, released: 0, refunded: 0 },
    sellerEarnings: { feePercent: 0, fee: 0, youEarn: 120, rateFixed: true },
    actions: [],
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'You earn')).toBe('$120');
  expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
});

test('a split order: the base is what was released to the seller, less its fee', async () => {
  const order = buildOrder({
    viewerRole: 'seller',
    status: 'completed',
    completedAt: new Date().toISOString(),
    money: { paid: 40, held: 0, released: 32.75, refunded: 7.25 },
    sellerEarnings: { feePercent: 10, fee: 3.28, youEarn: 29.47, rateFixed: true },
    actions: [],
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  expect(valueOf(money(), 'Released to you')).toBe('$32.75');
  expect(valueOf(money(), 'Inkwell fee (10%)')).toBe('−$3.28');
  expect(valueOf(money(), 'You earn')).toBe('$29.47');
});

test('the French seller reads it in French, the rate written the French way', async () => {
  await i18n.changeLanguage('fr');
  const order = buildOrder({
    viewerRole: 'seller',
    sellerEarnings: { feePercent: 12.5, fee: 15, youEarn: 105, rateFixed: true },
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 })).toBeTruthy();
  const argent = within(screen.getByRole('region', { name: 'Argent' }));
  const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
  expect(normalise(valueOf(argent, 'Vous gagnez'))).toBe('105 $US');
  expect(argent.getByText((text) => normalise(text) === 'Commission Inkwell (12,5 %)')).toBeTruthy();
  expect(argent.getByRole('link', { name: 'Télécharger le reçu' })).toBeTruthy();
});

test('the seller’s order cards say what they earn beside the amount, with the fee it is after', async () => {
  const bid = buildBid({
    gig,
    gigId: gig._id,
    amount: 45,
    status: 'in_progress',
    sellerEarnings: { feePercent: 10, fee: 4.5, youEarn: 40.5, rateFixed: true },
  });
  openOrders(testSeller, sellerListHandlers({ active: [bid], completed: [] }));

  const card = await findOrder('Econ paper');
  expect(card.getByText('$45')).toBeTruthy();
  expect(card.getByText('You earn $40.50')).toBeTruthy();
  expect(card.getByText('after the 10% Inkwell fee')).toBeTruthy();
});

test('an order with no fee says so beside what the seller earns', async () => {
  const bid = buildBid({
    gig,
    gigId: gig._id,
    amount: 45,
    sellerEarnings: { feePercent: 0, fee: 0, youEarn: 45, rateFixed: true },
  });
  openOrders(testSeller, sellerListHandlers({ active: [bid], completed: [] }));

  const card = await findOrder('Econ paper');
  expect(card.getByText('You earn $45')).toBeTruthy();
  expect(card.getByText('no Inkwell fee')).toBeTruthy();
});

test('the buyer’s order cards show the price alone', async () => {
  const bid = buildBid({ gig, gigId: gig._id, amount: 45, status: 'in_progress' });
  openOrders(testBuyer, buyerListHandlers({ active: [bid], completed: [] }));

  const card = await findOrder('Econ paper');
  expect(card.getByText('$45')).toBeTruthy();
  expect(screen.queryByText(/You earn/)).toBeNull();
  expect(screen.queryByText(/Inkwell fee/)).toBeNull();
});
