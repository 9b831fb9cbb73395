import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../../i18n/index.ts';
import { buildBid, GOOD_PROPOSAL } from '../../../../test/fixtures/bids.ts';
import { findPriceCard, openGigPage } from '../../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../../test/fixtures/gigs.ts';
import { testBuyer } from '../../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../../test/responses.ts';

type Handlers = NonNullable<Parameters<typeof openGigPage>[2]>['handlers'];

/** Opens the gig page as a buyer without a bid and the Place Bid form on it. */
async function openForm(gig = buildGig(), handlers: Handlers = {}, bidCount = 0, withBrief = true) {
  const page = openGigPage(gig, testBuyer, { handlers, bidCount });
  await findPriceCard();
  const button = screen.getByRole('button', { name: 'Place Bid' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await page.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Place a bid' });
  const form = within(dialog);
  if (withBrief) await fillBrief(page.user, form);
  return { ...page, gig, dialog, form };
}

/** The academic brief every bid carries, as BRIEF_BODY sends it. */
async function fillBrief(user: ReturnType<typeof openGigPage>['user'], form: ReturnType<typeof within>) {
  await user.selectOptions(form.getByLabelText('Type of work'), 'research_paper');
  await user.click(form.getByLabelText('Subject'));
  await user.paste('Labour economics');
  await user.selectOptions(form.getByLabelText('Academic level'), 'undergraduate');
  await user.selectOptions(form.getByLabelText('Citation style'), 'apa');
  await user.click(form.getByLabelText('Length'));
  await user.paste('3000');
}

const BRIEF_BODY = {
  workType: 'research_paper',
  subject: 'Labour economics',
  level: 'undergraduate',
  citationStyle: 'apa',
  length: { unit: 'words', value: 3000 },
  language: 'en',
  attachments: [],
};

type User = Awaited<ReturnType<typeof openForm>>['user'];

/** Puts text in a field as a paste (typing a 100-character proposal key by key is slow). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (!text) return;
  await user.click(element);
  await user.paste(text);
}

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/bids');
const field = (form: ReturnType<typeof within>, label: string) => form.getByLabelText(label) as HTMLInputElement;

test(
  'the form is a modal dialog with the gig’s defaults: days up ' +
    'to the delivery time, the suggested amount, an empty proposal',
  async () => {
    const { form, dialog } = await openForm(
      buildGig({ title: 'Econ papers', deliveryTime: 4, pages: 3, pricePerPage: 10 }),
      {},
      0,
      false,
    );

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(form.getByText('Your offer for “Econ papers”. The seller reads it and may approve it.')).toBeTruthy();
    expect(field(form, 'Days to deliver').value).toBe('4');
    expect(field(form, 'Days to deliver').max).toBe('4');
    expect(form.getByText('Between 1 and 4 days, the gig’s delivery time.')).toBeTruthy();
    expect(field(form, 'Your offer ($)').value).toBe('30');
    expect(form.getByText('Suggested from the gig’s price: $30.')).toBeTruthy();
    expect(field(form, 'Proposal').value).toBe('');
    expect(form.getByTestId('proposal-counter').textContent).toContain('0/100');
    expect(document.activeElement).toBe(field(form, 'Days to deliver'));
  },
);

test.each([
  ['pages × price per page', { pages: 2, pricePerPage: 18, priceMin: 25 }, '36'],
  ['the minimum price when there is no page price', { pages: 1, pricePerPage: 0, totalPrice: 0, priceMin: 25 }, '25'],
  ['1 when the gig has no price at all', { pages: 1, pricePerPage: 0, totalPrice: 0, priceMin: 0 }, '1'],
])('the amount defaults to %s', async (_, prices, expected) => {
  const { form } = await openForm(buildGig(prices));
  expect(field(form, 'Your offer ($)').value).toBe(expected);
});

test('the counter follows the proposal as it is typed, without the spaces around it', async () => {
  const { form, user } = await openForm();
  const counter = form.getByTestId('proposal-counter');

  await user.type(field(form, 'Proposal'), '   Hello there');
  expect(counter.textContent).toContain('11/100');
  expect(counter.textContent).toContain('11 of at least 100 characters');
  await fill(user, field(form, 'Proposal'), GOOD_PROPOSAL);
  expect(counter.textContent).toContain(`${GOOD_PROPOSAL.length}/100`);
});

test.each([
  ['days of 0', 'Days to deliver', '0', 'Days must be between 1 and 5'],
  ['more days than the delivery time', 'Days to deliver', '6', 'Days must be between 1 and 5'],
  ['no days', 'Days to deliver', '', 'Days must be between 1 and 5'],
  ['an amount of 0', 'Your offer ($)', '0', 'Amount must be more than 0'],
  ['an amount with 3 decimals', 'Your offer ($)', '12.345', 'Amount can have at most 2 decimals'],
])('%s is refused with “%s” and nothing is sent', async (_, label, value, message) => {
  const { form, user, calls } = await openForm(buildGig({ deliveryTime: 5 }));
  await fill(user, field(form, 'Proposal'), GOOD_PROPOSAL);
  await fill(user, field(form, label), value);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  expect((await form.findByRole('alert')).textContent).toBe(message);
  expect(field(form, label).getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(field(form, label));
  expect(posts(calls)).toHaveLength(0);
});

test('a short proposal is refused with “Proposal must be at least 100 characters”, spaces not counted', async () => {
  const { form, user, calls } = await openForm();
  await fill(user, field(form, 'Proposal'), `${'x'.repeat(99)}          `);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  expect((await form.findByRole('alert')).textContent).toBe('Proposal must be at least 100 characters');
  expect(field(form, 'Proposal').getAttribute('aria-invalid')).toBe('true');
  expect(field(form, 'Proposal').getAttribute('aria-describedby')).toContain('place-bid-alert');
  expect(posts(calls)).toHaveLength(0);

  // The alert goes as soon as the proposal is long enough.
  await user.type(field(form, 'Proposal'), 'y');
  await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
});

test('every problem shows at once, in the form’s order', async () => {
  const { form, user } = await openForm();
  await user.clear(field(form, 'Days to deliver'));
  await user.type(field(form, 'Days to deliver'), '9');
  await user.clear(field(form, 'Your offer ($)'));
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  const alert = await form.findByRole('alert');
  expect(alert.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
    'Days must be between 1 and 5',
    'Proposal must be at least 100 characters',
    'Amount must be a number',
  ]);
});

test('while the bid is sent the form is locked; then it closes, says so; the button: “Pending approval”', async () => {
  const gig = buildGig();
  const answer = deferred<Response>();
  const bid = buildBid({ gigId: gig._id, status: 'pending', days: 3, amount: 42.5 });
  let accepted = false;
  const { form, user, calls, dialog } = await openForm(gig, {
    'POST /api/bids': () => answer.promise,
    [`GET /api/bids/gig/${gig._id}/count`]: () => json(200, { count: accepted ? 1 : 0 }),
    [`GET /api/bids/my/gig/${gig._id}`]: () =>
      accepted ? json(200, bid) : problem(404, 'BID_NOT_FOUND', 'You have not placed a bid on this gig.'),
  });
  expect(await screen.findByText('0 bids so far')).toBeTruthy();

  await user.clear(field(form, 'Days to deliver'));
  await user.type(field(form, 'Days to deliver'), '3');
  await user.clear(field(form, 'Your offer ($)'));
  await user.type(field(form, 'Your offer ($)'), '42.5');
  await fill(user, field(form, 'Proposal'), `  ${GOOD_PROPOSAL}  `);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  const sending = await form.findByRole('button', { name: 'Placing your bid…' });
  expect(sending).toHaveProperty('disabled', true);
  // The fieldset is disabled, which disables every field in it.
  expect(field(form, 'Proposal').matches(':disabled')).toBe(true);
  expect(field(form, 'Days to deliver').matches(':disabled')).toBe(true);
  expect(form.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
  await user.keyboard('{Escape}');
  expect(dialog.isConnected).toBe(true);
  expect(JSON.parse(String(posts(calls)[0]?.body))).toEqual({
    gigId: gig._id,
    days: 3,
    amount: 42.5,
    message: GOOD_PROPOSAL,
    brief: BRIEF_BODY,
  });

  accepted = true;
  answer.resolve(json(201, bid));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const placed = await screen.findByText('Your bid is placed. The seller will review it.');
  expect(screen.getByRole('button', { name: 'Pending approval' })).toHaveProperty('disabled', true);
  expect(await screen.findByText('1 bid so far')).toBeTruthy();
  await waitFor(() => expect(document.activeElement?.contains(placed)).toBe(true));
});

test.each([
  [
    'a bid already placed (409)',
    () => problem(409, 'BID_ALREADY_PLACED', 'You have already placed a bid on this gig.'),
    'You have already placed a bid on this gig.',
  ],
  [
    'a gig no longer available (409)',
    () => problem(409, 'GIG_NOT_AVAILABLE', 'This gig is not taking bids any more.'),
    'This gig is not taking bids any more.',
  ],
  [
    'an own gig (403)',
    () => problem(403, 'BID_OWN_GIG', 'You cannot bid on your own gig'),
    'You cannot bid on your own gig',
  ],
  [
    'a seller (403)',
    () => problem(403, 'BID_SELLERS_CANNOT_BID', 'Sellers cannot place bids'),
    'Sellers cannot place bids',
  ],
  [
    'a lost session (401)',
    () => problem(401, 'NOT_SIGNED_IN', 'Please sign in to continue.'),
    'Please login to place a bid',
  ],
  [
    'another refusal, from its code',
    () => problem(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait and try again.'),
    'Too many requests. Please wait and try again.',
  ],
  [
    'a failure without a server text',
    () => new Response('<html>Bad gateway</html>', { status: 502 }),
    'Failed to place bid',
  ],
])('%s is said in the form and keeps everything typed', async (_, answer, message) => {
  const gig = buildGig();
  const { form, user } = await openForm(gig, { 'POST /api/bids': answer });
  await user.clear(field(form, 'Your offer ($)'));
  await user.type(field(form, 'Your offer ($)'), '55');
  await fill(user, field(form, 'Proposal'), GOOD_PROPOSAL);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  expect((await form.findByRole('alert')).textContent).toBe(message);
  expect(field(form, 'Days to deliver').value).toBe('5');
  expect(field(form, 'Your offer ($)').value).toBe('55');
  expect(field(form, 'Proposal').value).toBe(GOOD_PROPOSAL);
  expect(form.getByRole('button', { name: 'Place Bid' })).toHaveProperty('disabled', false);
});

test('a field the server refuses (the delivery time changed meanwhile) is marked and explained', async () => {
  const { form, user } = await openForm(buildGig({ deliveryTime: 5 }), {
    'POST /api/bids': () =>
      problem(
        400,
        'BID_DAYS_OUT_OF_RANGE',
        'Days must be between 1 and 2',
        { days: ['Days must be between 1 and 2'] },
        {
          days: [{ code: 'days_range', params: { minimum: 1, maximum: 2 } }],
        },
      ),
  });
  await fill(user, field(form, 'Proposal'), GOOD_PROPOSAL);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));

  expect((await form.findByRole('alert')).textContent).toBe('Days must be between 1 and 2');
  expect(field(form, 'Days to deliver').getAttribute('aria-invalid')).toBe('true');
  expect(field(form, 'Proposal').value).toBe(GOOD_PROPOSAL);
});

test('what was typed is still there when the form is closed and opened again', async () => {
  const { form, user } = await openForm();
  await user.type(field(form, 'Proposal'), 'A first draft');
  await user.click(form.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place Bid' }));

  await user.click(screen.getByRole('button', { name: 'Place Bid' }));
  expect((within(await screen.findByRole('dialog')).getByLabelText('Proposal') as HTMLTextAreaElement).value).toBe(
    'A first draft',
  );
});

test('the form and its alerts speak the reader’s language', async () => {
  await i18n.changeLanguage('fr');
  const page = openGigPage(buildGig({ deliveryTime: 3 }), testBuyer);
  const button = await screen.findByRole('button', { name: 'Faire une offre' }, { timeout: 5000 });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await page.user.click(button);
  const form = within(await screen.findByRole('dialog', { name: 'Faire une offre' }));
  await page.user.clear(field(form, 'Délai de livraison (jours)'));
  await page.user.type(field(form, 'Délai de livraison (jours)'), '4');
  await page.user.type(field(form, 'Proposition'), 'Trop court');
  await page.user.click(form.getByRole('button', { name: 'Faire une offre' }));

  const alert = await form.findByRole('alert');
  expect(alert.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
    'Le nombre de jours doit être compris entre 1 et 3',
    'La proposition doit compter au moins 100 caractères',
  ]);
});
