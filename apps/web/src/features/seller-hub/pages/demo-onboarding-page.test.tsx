import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, type StubbedCall } from '../../../test/responses.ts';
import { DemoOnboardingPage } from './demo-onboarding-page.tsx';

type Handlers = Parameters<typeof signInAs>[1];

function renderForm(handlers: Handlers, entry = '/payouts/demo-onboarding?token=tok-1') {
  const stub = signInAs(testSeller, handlers);
  const view = renderRoute(
    [
      { path: '/payouts/demo-onboarding', element: <DemoOnboardingPage /> },
      { path: '/seller/earnings', element: <p>Earnings page</p> },
    ],
    entry,
  );
  return { ...stub, ...view };
}

const posts = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)) as unknown);

test('the holder and the test IBAN connect the account, then the seller is back on Earnings', async () => {
  const { calls, router, user } = renderForm({
    'POST /api/payouts/demo/onboarding': () => json(200, { provider: 'demo', status: 'enabled' }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Connect your payout account' })).toBeTruthy();
  await user.type(screen.getByLabelText("Account holder's name"), 'Amelia Hart');
  await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
  await user.click(screen.getByRole('button', { name: 'Connect the account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/seller/earnings'));
  expect(posts(calls)).toEqual([{ token: 'tok-1', accountHolder: 'Amelia Hart', iban: 'DE89 3704 0044 0532 0130 00' }]);
});

test('a refused IBAN is said on its field, which keeps what was typed', async () => {
  const { router, user } = renderForm({
    'POST /api/payouts/demo/onboarding': () => problem(400, 'PAYOUT_IBAN_REFUSED', 'refused'),
  });
  await user.type(screen.getByLabelText("Account holder's name"), 'Amelia Hart');
  const iban = screen.getByLabelText('IBAN');
  await user.type(iban, 'FR76 3000 6000 0112 3456 7890 189');
  await user.click(screen.getByRole('button', { name: 'Connect the account' }));
  expect(
    await screen.findByText('The demo payout provider accepts only its test IBAN DE89 3704 0044 0532 0130 00.'),
  ).toBeTruthy();
  expect(iban.getAttribute('aria-invalid')).toBe('true');
  expect((iban as HTMLInputElement).value).toBe('FR76 3000 6000 0112 3456 7890 189');
  expect(router.state.location.pathname).toBe('/payouts/demo-onboarding');
});

test('a used or forged link is said above the form', async () => {
  const { user } = renderForm({
    'POST /api/payouts/demo/onboarding': () => problem(400, 'PAYOUT_ONBOARDING_TOKEN_INVALID', 'used'),
  });
  await user.type(screen.getByLabelText("Account holder's name"), 'Amelia Hart');
  await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
  await user.click(screen.getByRole('button', { name: 'Connect the account' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This link to connect a payout account is not valid any more. Please start again.',
  );
});

test('a link without a token says to start again and offers no form', () => {
  renderForm({}, '/payouts/demo-onboarding');
  expect(screen.getByRole('alert').textContent).toBe('This link has no token. Start again from your Earnings page.');
  expect(screen.queryByRole('button', { name: 'Connect the account' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to Earnings' }).getAttribute('href')).toBe('/seller/earnings');
});
