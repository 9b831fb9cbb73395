import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { SATISFACTION } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../test/fixtures/bids.ts';
import { findOrder, openOrders, sellerListHandlers, type OrderLists } from '../../../test/fixtures/orders.ts';
import { testSeller } from '../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

/** What POST /api/user-reviews answers, given the lists the server shows after it. */
type ReviewAnswer = (lists: OrderLists) => Response | Promise<Response>;

const stored = (bid: Bid) =>
  json(201, {
    _id: 'review-1',
    bidId: bid._id,
    stars: 5,
    satisfaction: 'excellent',
    comment: '-',
    createdAt: bid.updatedAt,
  });

/** Opens the seller's Completed tab with one completed order not reviewed yet, and its Review the buyer dialog. */
async function openReview(review: ReviewAnswer = (lists) => stored(lists.completed[0]!)) {
  const bid = buildBid({
    status: 'completed',
    hasUserReview: false,
    bidderUsername: 'sam.reads',
    bidderProfile: { img: '', fullName: 'Sam Patel' },
    gig: { ...buildBid().gig, title: 'Econ paper' },
  });
  const lists: OrderLists = { active: [], completed: [bid] };
  const page = openOrders(
    testSeller,
    { ...sellerListHandlers(lists), 'POST /api/user-reviews': () => review(lists) },
    '/seller/orders?tab=completed',
  );
  const opener = (await findOrder('Econ paper')).getByRole('button', { name: 'Review the buyer' });
  await page.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Review the buyer' });
  return { ...page, bid, lists, opener, dialog, form: within(dialog) };
}

const reviews = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/user-reviews');
const bodyOf = (call: StubbedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const star = (form: ReturnType<typeof within>, name: string) => form.getByRole('radio', { name }) as HTMLInputElement;
const satisfaction = (form: ReturnType<typeof within>) => form.getByLabelText('Satisfaction') as HTMLSelectElement;

test("the review starts at 5 stars, excellent, no comment; satisfaction offers the domain's five options", async () => {
  const { dialog, form } = await openReview();

  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(form.getByText('Rate Sam Patel for “Econ paper”. Your review shows on their profile.')).toBeTruthy();
  expect(form.getByRole('group', { name: 'How would you rate Sam Patel?' })).toBeTruthy();
  expect(star(form, '5 stars').checked).toBe(true);
  expect(satisfaction(form).value).toBe('excellent');
  expect([...satisfaction(form).options].map((option) => option.value)).toEqual([...SATISFACTION]);
  expect([...satisfaction(form).options].map((option) => option.text)).toEqual([
    'Poor',
    'Fair',
    'Good',
    'Very good',
    'Excellent',
  ]);
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('');
});

test('the defaults send 5 stars, excellent and "-" with the order; the button goes and the page says so', async () => {
  const { user, form, calls, bid } = await openReview((lists) => {
    lists.completed = [{ ...lists.completed[0]!, hasUserReview: true }];
    return stored(bid);
  });

  await user.click(form.getByRole('button', { name: 'Save review' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodyOf(reviews(calls)[0])).toEqual({ bidId: bid._id, stars: 5, satisfaction: 'excellent', comment: '-' });
  const notice = await screen.findByText('Your review of sam.reads is saved.');
  await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
  const card = await findOrder('Econ paper');
  await waitFor(() => expect(card.queryByRole('button', { name: 'Review the buyer' })).toBeNull());
  expect(card.getByText('You reviewed the buyer.')).toBeTruthy();
});

test('the chosen stars, satisfaction and trimmed comment are sent', async () => {
  const { user, form, calls } = await openReview();

  await user.click(star(form, '4 stars'));
  await user.selectOptions(satisfaction(form), 'very_good');
  await user.type(form.getByLabelText(/Comment/), '  Clear brief, quick answers.  ');
  await user.click(form.getByRole('button', { name: 'Save review' }));

  await waitFor(() => expect(reviews(calls)).toHaveLength(1));
  expect(bodyOf(reviews(calls)[0])).toMatchObject({
    stars: 4,
    satisfaction: 'very_good',
    comment: 'Clear brief, quick answers.',
  });
});

test('a comment that is too long is refused before sending', async () => {
  const { user, form, calls } = await openReview();

  await user.click(form.getByLabelText(/Comment/));
  await user.paste('y'.repeat(2001));
  await user.click(form.getByRole('button', { name: 'Save review' }));

  expect(await form.findByText('Comment must be at most 2000 characters')).toBeTruthy();
  expect(reviews(calls)).toEqual([]);
});

test('while sending everything is locked; a failure says "Failed to submit review" and keeps the review', async () => {
  const answer = deferred<Response>();
  const { user, form } = await openReview(() => answer.promise);

  await user.click(star(form, '2 stars'));
  await user.selectOptions(satisfaction(form), 'fair');
  await user.type(form.getByLabelText(/Comment/), 'Late answers');
  await user.click(form.getByRole('button', { name: 'Save review' }));
  expect(((await form.findByRole('button', { name: 'Saving…' })) as HTMLButtonElement).disabled).toBe(true);
  expect((form.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  expect(satisfaction(form).matches(':disabled')).toBe(true);

  answer.resolve(new Response('', { status: 503 }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Failed to submit review');
  expect(star(form, '2 stars').checked).toBe(true);
  expect(satisfaction(form).value).toBe('fair');
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Late answers');
  expect((form.getByRole('button', { name: 'Save review' }) as HTMLButtonElement).disabled).toBe(false);
});

test.each<[string, () => Response, string]>([
  [
    'a known refusal in the reader’s words',
    () => problem(409, 'REVIEW_ALREADY_EXISTS', 'This order has already been reviewed.'),
    'This order has already been reviewed.',
  ],
  [
    'another refusal from its code, never the server’s sentence',
    () => problem(429, 'TOO_MANY_REQUESTS', 'Slow down, please.'),
    'Too many requests. Please wait and try again.',
  ],
])('a refusal shows %s', async (_, answer, message) => {
  const { user, form } = await openReview(answer);

  await user.click(form.getByRole('button', { name: 'Save review' }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', message);
});

test('per-field refusals of the server show at their fields, in the reader’s words', async () => {
  const { user, form } = await openReview(() =>
    problem(
      400,
      'VALIDATION_FAILED',
      'Please check the review.',
      { comment: ['Comment must be at most 2000 characters'] },
      {
        comment: [{ code: 'too_long', params: { maximum: 2000 } }],
      },
    ),
  );

  await user.click(form.getByRole('button', { name: 'Save review' }));
  expect(await form.findByText('Comment must be at most 2000 characters')).toBeTruthy();
  expect(form.getByLabelText(/Comment/).getAttribute('aria-invalid')).toBe('true');
});
