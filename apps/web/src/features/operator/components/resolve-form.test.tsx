import type { Order } from '@inkwell/domain/orders/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildDispute, buildDisputedOrder, openDisputes, testOperator } from '../../../test/fixtures/operator.ts';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

const dispute = buildDispute();

/** The desk on the chosen dispute; the order answers `current()` and POST resolve answers `resolve`. */
function openDecision(resolve: (call: StubbedCall) => Response | Promise<Response>) {
  let current: Order = buildDisputedOrder({ _id: dispute.bidId });
  const view = openDisputes(
    testOperator,
    {
      'GET /api/operator/disputes': () => json(200, { items: [dispute], nextCursor: null }),
      [`GET /api/orders/${dispute.bidId}`]: () => json(200, current),
      [`GET /api/operator/disputes/${dispute.bidId}/messages`]: () => json(200, { items: [], nextCursor: null }),
      [`POST /api/operator/disputes/${dispute.bidId}/resolve`]: async (call) => {
        const answer = await resolve(call);
        if (answer.ok) current = (await answer.clone().json()) as Order;
        return answer;
      },
    },
    `/operator/disputes?order=${dispute.bidId}`,
  );
  return view;
}

const decided = (outcome: 'release' | 'refund' | 'split', refundAmount: number | null, money: Order['money']) =>
  json(
    200,
    buildDisputedOrder({
      _id: dispute.bidId,
      status: outcome === 'release' ? 'completed' : 'refunded',
      money,
      dispute: {
        openedBy: 'buyer',
        reason: 'The data section is missing.',
        at: new Date().toISOString(),
        outcome,
        refundAmount,
        resolvedAt: new Date().toISOString(),
      },
    }),
  );

/** The page is a lazy route: its first load in a file can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };
const form = async () => within(await screen.findByRole('region', { name: 'Decide' }, LAZY_PAGE));
const resolveCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)) as unknown);

test('nothing is sent until an outcome is chosen', async () => {
  const { user, calls } = openDecision(() => json(500, {}));
  const decide = await form();
  await user.click(decide.getByRole('button', { name: 'Decide' }));
  expect(decide.getByRole('alert').textContent).toBe('Please choose an outcome.');
  expect(resolveCalls(calls)).toEqual([]);
});

test('release is confirmed first, then sent; the desk says it is decided and the form goes', async () => {
  const { user, calls } = openDecision(() =>
    decided('release', null, { paid: 120, held: 0, released: 120, refunded: 0 }),
  );
  const decide = await form();
  expect(decide.getByText('Choose where the $120 paid goes. A decision cannot be undone.')).toBeTruthy();
  await user.click(decide.getByRole('radio', { name: /Release to the seller/ }));
  await user.click(decide.getByRole('button', { name: 'Decide' }));

  const dialog = within(await screen.findByRole('alertdialog', { name: 'Decide this dispute?' }));
  expect(dialog.getByText('$120 will be released to maria.writes.')).toBeTruthy();
  expect(resolveCalls(calls)).toEqual([]);
  await user.click(dialog.getByRole('button', { name: 'Decide' }));

  expect(await screen.findByText('Decided: the money was released to the seller.')).toBeTruthy();
  expect(resolveCalls(calls)).toEqual([{ outcome: 'release' }]);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Decide' })).toBeNull());
  expect(within(screen.getByRole('region', { name: 'Money' })).getAllByText('$120')).toHaveLength(2);
});

test('cancelling the confirmation sends nothing', async () => {
  const { user, calls } = openDecision(() => json(500, {}));
  const decide = await form();
  await user.click(decide.getByRole('radio', { name: /Refund the buyer/ }));
  await user.click(decide.getByRole('button', { name: 'Decide' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText('$120 will be refunded to sam.reads.')).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(resolveCalls(calls)).toEqual([]);
});

test.each(['0', '120', '130', '-5', 'ten', '12.345'])(
  'a split refund of %j is refused on the field before anything is sent',
  async (amount) => {
    const { user, calls } = openDecision(() => json(500, {}));
    const decide = await form();
    await user.click(decide.getByRole('radio', { name: /Split/ }));
    const field = decide.getByLabelText('Refund to the buyer ($)');
    expect(decide.getByText('More than $0 and less than $120; the seller receives the rest.')).toBeTruthy();
    await user.type(field, amount);
    await user.click(decide.getByRole('button', { name: 'Decide' }));
    expect(
      await decide.findByText('The refund must be more than 0 and less than $120, in dollars and cents.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(resolveCalls(calls)).toEqual([]);
  },
);

test('a split sends the refund in dollars and the confirmation says who gets what', async () => {
  const { user, calls } = openDecision(() =>
    decided('split', 40.5, { paid: 120, held: 0, released: 79.5, refunded: 40.5 }),
  );
  const decide = await form();
  await user.click(decide.getByRole('radio', { name: /Split/ }));
  await user.type(decide.getByLabelText('Refund to the buyer ($)'), '40.50');
  await user.click(decide.getByRole('button', { name: 'Decide' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText('$40.50 will be refunded to sam.reads and $79.50 released to maria.writes.')).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Decide' }));
  expect(await screen.findByText('Decided: the amount was split between the buyer and the seller.')).toBeTruthy();
  expect(resolveCalls(calls)).toEqual([{ outcome: 'split', refundAmount: 40.5 }]);
});

test("the server's DISPUTE_REFUND_INVALID is shown on the refund field, in the reader's words", async () => {
  const { user } = openDecision(() =>
    problem(400, 'DISPUTE_REFUND_INVALID', 'The refund must be more than 0 and less than the amount paid.'),
  );
  const decide = await form();
  await user.click(decide.getByRole('radio', { name: /Split/ }));
  await user.type(decide.getByLabelText('Refund to the buyer ($)'), '60');
  await user.click(decide.getByRole('button', { name: 'Decide' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decide' }));
  expect(await decide.findByText('The refund must be more than 0 and less than the amount paid.')).toBeTruthy();
  expect(decide.getByLabelText('Refund to the buyer ($)').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a dispute another operator decided first says so in the dialog, and the button waits while sending', async () => {
  const answer = deferred<Response>();
  const { user } = openDecision(() => answer.promise);
  const decide = await form();
  await user.click(decide.getByRole('radio', { name: /Refund the buyer/ }));
  await user.click(decide.getByRole('button', { name: 'Decide' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await user.click(dialog.getByRole('button', { name: 'Decide' }));
  expect(await dialog.findByRole('button', { name: 'Deciding…' })).toHaveProperty('disabled', true);
  answer.resolve(problem(409, 'ORDER_WRONG_STATE', 'This order is not in a state that allows this.'));
  expect(
    await dialog.findByText('This order is not in a state that allows this any more. Please reload it.'),
  ).toBeTruthy();
});
