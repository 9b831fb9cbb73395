import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, stubFetch } from '../../../test/responses.ts';
import { rememberLanguage } from '../api/remember-language.ts';
import { VerifyEmailBanner } from '../components/verify-email-banner.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

/** The screens of account recovery: a forgotten password, a new one, an address verified, the banner until then. */
const NEW_PASSWORD = 'lantern meadow quarry 42';
const sent = (body: BodyInit | null | undefined) => JSON.parse(String(body)) as unknown;

test('forgot password: the address is sent and the same message follows, naming it', async () => {
  const { calls } = stubFetch({ 'POST /api/auth/password/forgot': () => json(202, { accepted: true }) });
  const { user } = renderRoute([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect((await screen.findByRole('status')).textContent).toContain('If an account has the address ada@example.com');
  expect(sent(calls[0]?.body)).toEqual({ email: 'ada@example.com' });
});

test('reset: two different passwords are refused before anything is sent, and what was typed stays', async () => {
  const { calls } = stubFetch({});
  const { user } = renderRoute(
    [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    '/reset-password?token=abc',
  );
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('New password again'), 'something else');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
  expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(NEW_PASSWORD);
  expect(calls).toHaveLength(0);
});

test('reset: a common password is said on its field; a used link is said above the form', async () => {
  let answer = () =>
    problem(400, 'VALIDATION_FAILED', 'common', { password: ['common'] }, { password: [{ code: 'password_common' }] });
  const { calls } = stubFetch({ 'POST /api/auth/password/reset': () => answer() });
  const { user } = renderRoute(
    [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    '/reset-password?token=tok-1',
  );
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('New password again'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));
  expect(sent(calls[0]?.body)).toEqual({ token: 'tok-1', password: NEW_PASSWORD });

  answer = () => problem(400, 'ACCOUNT_TOKEN_USED', 'used');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This link has already been used. Please ask for a new one if you need it.',
  );
  expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
});

test('reset: success signs in and goes home', async () => {
  stubFetch({ 'POST /api/auth/password/reset': () => json(200, testBuyer) });
  const { user, router } = renderRoute(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    '/reset-password?token=tok-2',
  );
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('New password again'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ _id: testBuyer._id });
});

test('verify email: the token is sent once on load and the page says it is done', async () => {
  const { calls } = signInAs(null, { 'POST /api/auth/email/verify': () => new Response(null, { status: 204 }) });
  renderRoute([{ path: '/verify-email', element: <VerifyEmailPage /> }], '/verify-email?token=tok-3');
  expect(await screen.findByText('Thank you: your email address is verified.')).toBeTruthy();
  const verifies = calls.filter((call) => call.path === '/api/auth/email/verify');
  expect(verifies.map((call) => sent(call.body))).toEqual([{ token: 'tok-3' }]);
});

test('verify email: an expired link says so, with a resend button for a signed-in, unverified person', async () => {
  const unverified = { ...testBuyer, emailVerified: false };
  const { calls } = signInAs(unverified, {
    'POST /api/auth/email/verify': () => problem(400, 'ACCOUNT_TOKEN_EXPIRED', 'expired'),
    'POST /api/auth/email/resend': () => new Response(null, { status: 202 }),
  });
  const { user } = renderRoute([{ path: '/verify-email', element: <VerifyEmailPage /> }], '/verify-email?token=tok-4');
  expect(await screen.findByText('This link has expired. Please ask for a new one.')).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
  expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
  expect(calls.some((call) => call.path === '/api/auth/email/resend')).toBe(true);
});

test('the banner shows for an unverified person only', async () => {
  signInAs({ ...testBuyer, emailVerified: false });
  const view = renderRoute([{ path: '/', element: <VerifyEmailBanner /> }], '/');
  expect((await screen.findByRole('region', { name: 'Email verification' })).textContent).toContain(
    `Check your inbox to verify ${testBuyer.email}.`,
  );
  view.unmount();
  localStorage.clear();
  const { calls } = signInAs(testBuyer);
  renderRoute([{ path: '/', element: <VerifyEmailBanner /> }], '/');
  await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/session')).toBe(true));
  expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
});

test("a language chosen while signed in is stored for the person's mail; a visitor's is not sent", async () => {
  const { calls } = stubFetch({ 'PUT /api/auth/me/language': () => json(200, testBuyer) });
  rememberLanguage('fr');
  expect(calls).toHaveLength(0);
  localStorage.setItem('currentUser', JSON.stringify(testBuyer));
  rememberLanguage('de');
  await waitFor(() =>
    expect(calls.map((call) => [call.method, call.path, sent(call.body)])).toEqual([
      ['PUT', '/api/auth/me/language', { language: 'de' }],
    ]),
  );
});
