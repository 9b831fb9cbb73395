import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid, GOOD_PROPOSAL } from '../../../../test/fixtures/bids.ts';
import { findPriceCard, openGigPage } from '../../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../../test/fixtures/gigs.ts';
import { testBuyer } from '../../../../test/fixtures/users.ts';
import { json, type StubbedCall } from '../../../../test/responses.ts';

/** The Place Bid form's "by a date and hour": an instant in the buyer's own zone, named, instead of days. */

type Handlers = NonNullable<Parameters<typeof openGigPage>[2]>['handlers'];

async function openForm(handlers: Handlers) {
  const gig = buildGig({ deliveryTime: 4 });
  const page = openGigPage(gig, testBuyer, { handlers, bidCount: 0 });
  await findPriceCard();
  const button = screen.getByRole('button', { name: 'Place Bid' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await page.user.click(button);
  const form = within(await screen.findByRole('dialog', { name: 'Place a bid' }));
  const { user } = page;
  await user.selectOptions(form.getByLabelText('Type of work'), 'research_paper');
  await user.click(form.getByLabelText('Subject'));
  await user.paste('Labour economics');
  await user.selectOptions(form.getByLabelText('Academic level'), 'undergraduate');
  await user.selectOptions(form.getByLabelText('Citation style'), 'apa');
  await user.click(form.getByLabelText('Length'));
  await user.paste('3000');
  await user.click(form.getByLabelText('Proposal'));
  await user.paste(GOOD_PROPOSAL);
  return { ...page, gig, form };
}

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/bids');
/** A datetime-local value `hours` from now, in this machine's zone. */
function localIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('by a date and hour: the zone is named and the instant is sent instead of days', async () => {
  const { form, user, calls, gig } = await openForm({
    'POST /api/bids': () => json(201, buildBid({ status: 'pending' })),
  });
  await user.click(form.getByRole('radio', { name: 'By a date and hour' }));
  expect(form.getByLabelText('Days to deliver').closest('[hidden]')).not.toBeNull();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = localIn(30);
  await user.type(form.getByLabelText(`Due by (your time zone: ${zone})`), local);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  const body = JSON.parse(String(posts(calls)[0]!.body)) as Record<string, unknown>;
  expect(body).toMatchObject({ gigId: gig._id, dueAt: new Date(local).toISOString() });
  expect(body).not.toHaveProperty('days');
});

test('a date and hour too soon or beyond the delivery time is refused before sending', async () => {
  const { form, user, calls } = await openForm({});
  await user.click(form.getByRole('radio', { name: 'By a date and hour' }));
  const input = form.getByLabelText(/^Due by/);
  await user.type(input, localIn(1));
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  const sentence = 'Please choose a date and hour at least 3 hours from now and within 4 days.';
  expect(await form.findByText(sentence)).toBeTruthy();
  await user.clear(input);
  await user.type(input, localIn(24 * 4 + 2));
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  expect(form.getByText(sentence)).toBeTruthy();
  expect(posts(calls)).toEqual([]);
});
