import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, stubFetch } from '../../../test/responses.ts';
import { CancelEmailChangePage, ConfirmEmailChangePage } from './email-change-pages.tsx';

/** The two links of an email change: each acts on a click only, then says what the account's address is. */
const sent = (body: BodyInit | null | undefined) => JSON.parse(String(body)) as unknown;

test('confirm: nothing is sent on load; the click sends the token and names the new address', async () => {
  const { calls } = stubFetch({
    'GET /api/auth/session': () => json(200, { user: null }),
    'GET /api/auth/me': () => problem(401, 'NOT_SIGNED_IN', 'no'),
    'POST /api/auth/email/change/confirm': () => json(200, { email: 'ada.new@example.com' }),
  });
  const { user } = renderRoute(
    [{ path: '/confirm-email-change', element: <ConfirmEmailChangePage /> }],
    '/confirm-email-change?token=tok-1',
  );
  const button = await screen.findByRole('button', { name: 'Use this address' });
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  await user.click(button);
  expect(await screen.findByText('Done: ada.new@example.com is now the address of your account.')).toBeTruthy();
  expect(sent(calls.find((call) => call.method === 'POST')?.body)).toEqual({ token: 'tok-1' });
  expect(screen.queryByRole('button', { name: 'Use this address' })).toBeNull();
});

test('confirm: an address taken since is said, and a page without a token says it needs the link', async () => {
  stubFetch({
    'GET /api/auth/session': () => json(200, { user: null }),
    'GET /api/auth/me': () => problem(401, 'NOT_SIGNED_IN', 'no'),
    'POST /api/auth/email/change/confirm': () => problem(409, 'EMAIL_CHANGE_UNAVAILABLE', 'taken'),
  });
  const { user } = renderRoute(
    [{ path: '/confirm-email-change', element: <ConfirmEmailChangePage /> }],
    '/confirm-email-change?token=tok-2',
  );
  await user.click(await screen.findByRole('button', { name: 'Use this address' }));
  expect(await screen.findByText(/now belongs to another account/)).toBeTruthy();
});

test('cancel: the click stops the change, signs out, names the address and offers a new password', async () => {
  const { calls } = stubFetch({
    'GET /api/auth/session': () => json(200, { user: null }),
    'GET /api/auth/me': () => problem(401, 'NOT_SIGNED_IN', 'no'),
    'POST /api/auth/email/change/cancel': () => json(200, { email: 'ada@example.com' }),
  });
  const { user } = renderRoute(
    [{ path: '/cancel-email-change', element: <CancelEmailChangePage /> }],
    '/cancel-email-change?token=tok-3',
  );
  await user.click(await screen.findByRole('button', { name: 'Cancel the change and sign out everywhere' }));
  expect((await screen.findByText(/The change is cancelled/)).textContent).toContain('ada@example.com');
  expect(sent(calls.find((call) => call.method === 'POST')?.body)).toEqual({ token: 'tok-3' });
  expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot-password');
});

test('cancel: a used link is said with its code’s sentence', async () => {
  stubFetch({
    'GET /api/auth/session': () => json(200, { user: null }),
    'GET /api/auth/me': () => problem(401, 'NOT_SIGNED_IN', 'no'),
    'POST /api/auth/email/change/cancel': () => problem(400, 'ACCOUNT_TOKEN_USED', 'used'),
  });
  const { user } = renderRoute(
    [{ path: '/cancel-email-change', element: <CancelEmailChangePage /> }],
    '/cancel-email-change?token=tok-4',
  );
  await user.click(await screen.findByRole('button', { name: 'Cancel the change and sign out everywhere' }));
  expect(
    await screen.findByText('This link has already been used. Please ask for a new one if you need it.'),
  ).toBeTruthy();
});
