import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem } from '../../../test/responses.ts';
import { EarningsPage } from './earnings-page.tsx';

/** The Earnings page's statements: one download link per month, named in the reader's language. */

type Handler = NonNullable<Parameters<typeof signInAs>[1]>[string];

function renderEarnings(statements: Handler) {
  const stub = signInAs(testSeller, {
    'GET /api/payouts/balance': () =>
      json(200, {
        currency: 'usd',
        pending: 0,
        available: 0,
        inFlight: 0,
        paidOut: 0,
        feesTotal: 0,
        nextClearing: null,
      }),
    'GET /api/payouts/account': () => json(200, { provider: 'demo', status: 'enabled' }),
    'GET /api/payouts': () => json(200, { items: [], nextCursor: null }),
    'GET /api/payouts/statements': statements,
  });
  const view = renderRoute([{ path: '/seller/earnings', element: <EarningsPage /> }], '/seller/earnings');
  return { ...stub, ...view };
}

const statementsSection = () => screen.getByRole('region', { name: 'Statements' });

test('each month with a statement, newest first, is a link that downloads its PDF', async () => {
  renderEarnings(() => json(200, { months: ['2026-11', '2026-10', '2025-12'] }));
  const november = await screen.findByRole('link', { name: 'Download the statement of November 2026 (PDF)' });
  expect(november.getAttribute('href')).toBe('/api/payouts/statements/2026-11');
  expect(november.getAttribute('download')).toBe('inkwell-statement-2026-11.pdf');
  const links = within(statementsSection()).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/api/payouts/statements/2026-11',
    '/api/payouts/statements/2026-10',
    '/api/payouts/statements/2025-12',
  ]);
  expect(within(statementsSection()).getByText('December 2025')).toBeTruthy();
});

test("the months are named in the reader's language", async () => {
  await i18n.changeLanguage('fr');
  try {
    renderEarnings(() => json(200, { months: ['2026-11'] }));
    const link = await screen.findByRole('link', { name: 'Télécharger le relevé de novembre 2026 (PDF)' });
    expect(link.textContent).toBe('Télécharger le PDF');
    expect(screen.getByRole('heading', { level: 2, name: 'Relevés' })).toBeTruthy();
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('no statement yet says when one comes', async () => {
  renderEarnings(() => json(200, { months: [] }));
  expect(await screen.findByText('No statement yet: a month has one once your money moves in it.')).toBeTruthy();
  expect(within(statementsSection()).queryAllByRole('link')).toEqual([]);
});

test('a failed load says so, and the rest of the page still shows', async () => {
  renderEarnings(() => problem(500, 'INTERNAL', 'Something went wrong.'));
  expect(await screen.findByText('The statements could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Balances' })).toBeTruthy();
});
