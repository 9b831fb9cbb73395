import { SATISFACTION } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../test/fixtures/bids.ts';
import { findOrder, openOrders, sellerListHandlers, type OrderLists } from '../../../test/fixtures/orders.ts';
import { testSeller } from '../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

/** What POST /api/bids/complete/{bidId} answers, given the lists the server shows after it. */
type CompleteAnswer = (lists: OrderLists) => Response | Promise<Response>;

/** Opens the seller's Active tab with one approved order and its Complete dialog. */
async function openComplete(complete: CompleteAnswer = (lists) => json(200, { ...lists.active[0], status: 'completed' })) {
  const bid = buildBid({
    status: 'approved',
    bidderUsername: 'sam.reads',
    bidderProfile: { img: '', fullName: 'Sam Patel' },
    gig: { ...buildBid().gig, title: 'Econ paper' },
  });
  const lists: OrderLists = { active: [bid], completed: [] };
  const page = openOrders(testSeller, { ...sellerListHandlers(lists), [`POST /api/bids/complete/${bid._id}`]: () => complete(lists) });
  const opener = (await findOrder('Econ paper')).getByRole('button', { name: 'Complete' });
  await page.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Complete order' });
  return { ...page, bid, lists, opener, dialog, form: within(dialog) };
}

const completions = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/bids/complete/'));
const bodyOf = (call: StubbedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const star = (form: ReturnType<typeof within>, name: string) => form.getByRole('radio', { name }) as HTMLInputElement;
const satisfaction = (form: ReturnType<typeof within>) => form.getByLabelText('Satisfaction') as HTMLSelectElement;

test('the review starts at 5 stars, excellent and no comment; satisfaction offers the five options of the domain', async () => {
  const { dialog, form } = await openComplete();

  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(form.getByText('Rate Sam Patel for “Econ paper”. The order is then marked complete.')).toBeTruthy();
  expect(form.getByRole('group', { name: 'How would you rate Sam Patel?' })).toBeTruthy();
  expect(star(form, '5 stars').checked).toBe(true);
  expect(satisfaction(form).value).toBe('excellent');
  expect([...satisfaction(form).options].map((option) => option.value)).toEqual([...SATISFACTION]);
  expect([...satisfaction(form).options].map((option) => option.text)).toEqual(['Poor', 'Fair', 'Good', 'Very good', 'Excellent']);
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('');
});

test('the defaults complete the order with 5 stars, excellent and "-"; it leaves the Active tab and the page says so', async () => {
  const { user, form, calls, bid } = await openComplete((lists) => {
    const done = { ...lists.active[0]!, status: 'completed' as const, hasUserReview: true };
    lists.completed = [done];
    lists.active = [];
    return json(200, done);
  });

  await user.click(form.getByRole('button', { name: 'Complete order' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodyOf(completions(calls)[0])).toEqual({ stars: 5, satisfaction: 'excellent', comment: '-' });
  expect(completions(calls)[0]?.path).toBe(`/api/bids/complete/${bid._id}`);
  const notice = await screen.findByText('“Econ paper” is complete and your review of sam.reads is saved.');
  await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
  expect(await screen.findByRole('heading', { level: 2, name: 'No open bids' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'See completed orders' }));
  expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Completed' }));
  expect((await findOrder('Econ paper')).getByText('Complete')).toBeTruthy();
});

test('the chosen stars, satisfaction and trimmed comment are sent', async () => {
  const { user, form, calls } = await openComplete();

  await user.click(star(form, '4 stars'));
  await user.selectOptions(satisfaction(form), 'very_good');
  await user.type(form.getByLabelText(/Comment/), '  Clear brief, quick answers.  ');
  await user.click(form.getByRole('button', { name: 'Complete order' }));

  await waitFor(() => expect(completions(calls)).toHaveLength(1));
  expect(bodyOf(completions(calls)[0])).toEqual({ stars: 4, satisfaction: 'very_good', comment: 'Clear brief, quick answers.' });
});

test('a comment that is too long is refused before sending', async () => {
  const { user, form, calls } = await openComplete();

  await user.click(form.getByLabelText(/Comment/));
  await user.paste('y'.repeat(2001));
  await user.click(form.getByRole('button', { name: 'Complete order' }));

  expect(await form.findByText('Comment must be at most 2000 characters')).toBeTruthy();
  expect(completions(calls)).toEqual([]);
});

test('while sending everything is locked; a failure says "Failed to submit review/complete" and keeps the review', async () => {
  const answer = deferred<Response>();
  const { user, form } = await openComplete(() => answer.promise);

  await user.click(star(form, '2 stars'));
  await user.selectOptions(satisfaction(form), 'fair');
  await user.type(form.getByLabelText(/Comment/), 'Late answers');
  await user.click(form.getByRole('button', { name: 'Complete order' }));
  expect(((await form.findByRole('button', { name: 'Completing…' })) as HTMLButtonElement).disabled).toBe(true);
  expect((form.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  expect(satisfaction(form).matches(':disabled')).toBe(true);

  answer.resolve(new Response('', { status: 503 }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Failed to submit review/complete');
  expect(star(form, '2 stars').checked).toBe(true);
  expect(satisfaction(form).value).toBe('fair');
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Late answers');
  expect((form.getByRole('button', { name: 'Complete order' }) as HTMLButtonElement).disabled).toBe(false);
});

test.each<[string, () => Response, string]>([
  ['a known refusal in the reader’s words', () => problem(409, 'BID_NOT_ACTIVE', 'This order is already completed.'), 'This order can no longer be completed: it is not approved or in progress any more.'],
  ['another refusal from its code, never the server’s sentence', () => problem(429, 'TOO_MANY_REQUESTS', 'Slow down, please.'), 'Too many requests. Please wait and try again.'],
])('a refusal shows %s', async (_, answer, message) => {
  const { user, form } = await openComplete(answer);

  await user.click(form.getByRole('button', { name: 'Complete order' }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', message);
});

test('per-field refusals of the server show at their fields, in the reader’s words', async () => {
  const { user, form } = await openComplete(() =>
    problem(400, 'VALIDATION_FAILED', 'Please check the review.', { comment: ['Comment must be at most 2000 characters'] }, {
      comment: [{ code: 'too_long', params: { maximum: 2000 } }],
    }),
  );

  await user.click(form.getByRole('button', { name: 'Complete order' }));
  expect(await form.findByText('Comment must be at most 2000 characters')).toBeTruthy();
  expect(form.getByLabelText(/Comment/).getAttribute('aria-invalid')).toBe('true');
});
