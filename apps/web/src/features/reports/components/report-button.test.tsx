import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { findPriceCard, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

/** The Report button and its dialog, on the gig page. */

const gig = buildGig({ userId: testSeller._id });
/**
 * The gig page is a lazy route with many parts: on a busy machine
 * its first load and a dialog take more than the default 5 s.
 */
const SLOW = 20_000;
const reportOfGig = {
  _id: 'report-1',
  targetType: 'gig',
  targetId: gig._id,
  reason: 'fraud',
  details: '',
  status: 'open',
  createdAt: new Date().toISOString(),
};

test(
  'a buyer reports a gig: a reason is required, then the report is sent with the details and thanked for',
  async () => {
    const { user, calls } = openGigPage(gig, testBuyer, {
      handlers: { 'POST /api/reports': () => json(201, reportOfGig) },
    });
    await findPriceCard();
    await user.click(screen.getByRole('button', { name: 'Report this gig' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this gig' }));
    await user.click(dialog.getByRole('button', { name: 'Send the report' }));
    expect(dialog.getByText('Please choose a reason.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/reports')).toBe(false);

    await user.click(dialog.getByRole('radio', { name: 'Fraud or a scam' }));
    await user.click(dialog.getByLabelText('Details (optional)'));
    await user.paste('Asks for payment by bank transfer.');
    await user.click(dialog.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Thank you: your report was sent to the operators.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/reports');
    expect(JSON.parse(String(sent?.body))).toEqual({
      targetType: 'gig',
      targetId: gig._id,
      reason: 'fraud',
      details: 'Asks for payment by bank transfer.',
    });
  },
  SLOW,
);

test(
  "a refusal is said in the reader's language inside the dialog",
  async () => {
    const { user } = openGigPage(gig, testBuyer, {
      handlers: {
        'POST /api/reports': () =>
          problem(409, 'REPORT_ALREADY_OPEN', 'You have already reported this; an operator will look at it.'),
      },
    });
    await findPriceCard();
    await user.click(screen.getByRole('button', { name: 'Report this gig' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this gig' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(dialog.getByRole('button', { name: 'Send the report' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'You have already reported this. An operator will look at it.',
    );
  },
  SLOW,
);

test('visitors see no Report button', async () => {
  openGigPage(gig, null);
  await findPriceCard();
  expect(screen.queryByRole('button', { name: 'Report this gig' })).toBeNull();
});

test('the owner sees no Report button on their own gig', async () => {
  openGigPage(gig, testSeller);
  await findPriceCard();
  expect(screen.queryByRole('button', { name: 'Report this gig' })).toBeNull();
});
