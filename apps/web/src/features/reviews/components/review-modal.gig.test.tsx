import { REVIEW_COMMENT_MAX } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../test/fixtures/bids.ts';
import { buyerListHandlers, findOrder, openOrders, type OrderLists } from '../../../test/fixtures/orders.ts';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

type Handlers = Parameters<typeof openOrders>[1];

/** Opens the buyer's Completed tab with one completed order and its Review gig dialog. */
async function openReview(handlers: Handlers = {}) {
  const bid = buildBid({
    status: 'completed',
    sellerUsername: 'maria.writes',
    gig: { ...buildBid().gig, title: 'Econ paper' },
  });
  const lists: OrderLists = { active: [], completed: [bid] };
  const page = openOrders(testBuyer, { ...buyerListHandlers(lists), ...handlers }, '/orders?tab=completed');
  const opener = (await findOrder('Econ paper')).getByRole('button', { name: 'Review gig' });
  await page.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Review this gig' });
  return { ...page, bid, lists, opener, dialog, form: within(dialog) };
}

const posts = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/gig-reviews');
const bodyOf = (call: StubbedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const star = (form: ReturnType<typeof within>, name: string) => form.getByRole('radio', { name }) as HTMLInputElement;

test('the dialog is modal and starts at 5 stars with an empty comment; the focus is on the stars', async () => {
  const { dialog, form } = await openReview();

  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(form.getByText('How was “Econ paper” by maria.writes? Your stars show on the gig.')).toBeTruthy();
  expect(form.getAllByRole('radio')).toHaveLength(5);
  expect(star(form, '5 stars').checked).toBe(true);
  expect(document.activeElement).toBe(star(form, '5 stars'));
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('');
  expect(form.getByText(`0/${REVIEW_COMMENT_MAX}`)).toBeTruthy();
});

test('sending the defaults posts 5 stars and "-" for the empty comment; the order says it is reviewed', async () => {
  const view = await openReview({
    'POST /api/gig-reviews': () => {
      view.lists.completed = [{ ...view.bid, hasGigReview: true }];
      return json(201, {});
    },
  });

  await view.user.click(view.form.getByRole('button', { name: 'Send review' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodyOf(posts(view.calls)[0])).toEqual({ bidId: view.bid._id, stars: 5, comment: '-' });
  const notice = await screen.findByText('Thank you! Your review of “Econ paper” is published.');
  await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
  const order = await findOrder('Econ paper');
  await waitFor(() => expect(order.queryByRole('button', { name: 'Review gig' })).toBeNull());
  expect(order.getByText('You reviewed this gig. Thank you!')).toBeTruthy();
});

test('the chosen stars and the trimmed comment are sent', async () => {
  const { user, form, calls, bid } = await openReview({ 'POST /api/gig-reviews': () => json(201, {}) });

  await user.click(star(form, '3 stars'));
  expect(form.getByText('3 of 5')).toBeTruthy();
  await user.type(form.getByLabelText(/Comment/), '  Clear and on time.  ');
  await user.click(form.getByRole('button', { name: 'Send review' }));

  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(bodyOf(posts(calls)[0])).toEqual({ bidId: bid._id, stars: 3, comment: 'Clear and on time.' });
});

test(`a comment over ${REVIEW_COMMENT_MAX} characters is refused before sending and kept`, async () => {
  const { user, form, calls } = await openReview();
  const long = 'x'.repeat(REVIEW_COMMENT_MAX + 1);

  const comment = form.getByLabelText(/Comment/) as HTMLTextAreaElement;
  await user.click(comment);
  await user.paste(long);
  await user.click(form.getByRole('button', { name: 'Send review' }));

  expect(await form.findByText(`Comment must be at most ${REVIEW_COMMENT_MAX} characters`)).toBeTruthy();
  expect(comment.getAttribute('aria-invalid')).toBe('true');
  expect(comment.value).toBe(long);
  expect(posts(calls)).toEqual([]);
});

test('while sending, the form and its buttons are locked; a failure says "Failed to submit review"', async () => {
  const answer = deferred<Response>();
  const { user, form, opener } = await openReview({ 'POST /api/gig-reviews': () => answer.promise });

  await user.type(form.getByLabelText(/Comment/), 'Great work');
  await user.click(form.getByRole('button', { name: 'Send review' }));
  const sending = await form.findByRole('button', { name: 'Sending your review…' });
  expect((sending as HTMLButtonElement).disabled).toBe(true);
  expect((form.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  expect((form.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
  expect(form.getByLabelText(/Comment/).matches(':disabled')).toBe(true);
  expect(form.getAllByRole('radio').every((radio) => radio.matches(':disabled'))).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeTruthy();

  answer.resolve(new Response('<html>Bad gateway</html>', { status: 502 }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Failed to submit review');
  expect((form.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Great work');
  expect((form.getByRole('button', { name: 'Send review' }) as HTMLButtonElement).disabled).toBe(false);

  // Closed and opened again, the comment is still there; the focus went back to Review gig.
  await user.click(form.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(opener);
  await user.click(opener);
  const again = within(await screen.findByRole('dialog', { name: 'Review this gig' }));
  expect((again.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Great work');
});

test.each<[string, () => Response, string]>([
  [
    'a refusal in the reader’s words',
    () => problem(409, 'REVIEW_ALREADY_EXISTS', 'This order has already been reviewed.'),
    'This order has already been reviewed.',
  ],
  [
    'another refusal from its code, never the server’s sentence',
    () => problem(429, 'TOO_MANY_REQUESTS', 'Too many requests, wait a minute.'),
    'Too many requests. Please wait and try again.',
  ],
])('a refusal shows %s', async (_, answer, message) => {
  const { user, form } = await openReview({ 'POST /api/gig-reviews': answer });

  await user.click(form.getByRole('button', { name: 'Send review' }));
  expect(await form.findByRole('alert')).toHaveProperty('textContent', message);
});
