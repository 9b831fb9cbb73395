import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem, stubFetch } from '../../../test/responses.ts';
import { CURRENT_USER_KEY } from '../current-user-storage.ts';
import { LoginPage } from './login-page.tsx';

const ada: CurrentUser = {
  _id: '0196a1c2-0000-7000-8000-000000000001',
  username: 'ada',
  email: 'ada@example.com',
  img: '',
  isSeller: false,
  isOperator: false,
  country: 'GB',
  fullName: '',
  emailVerified: true,
  honorCodeVersion: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderLogin(state?: unknown) {
  return renderRoute(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Landed elsewhere</p> },
    ],
    { pathname: '/login', state },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Username or email'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('empty username and password show both required messages and send nothing', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  const username = screen.getByLabelText('Username or email');
  const password = screen.getByLabelText('Password');
  expect(await screen.findByText('Please enter your username or email.')).toBeTruthy();
  expect(screen.getByText('Please enter your password.')).toBeTruthy();
  expect(username.getAttribute('aria-invalid')).toBe('true');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(username);
  expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Please enter your username or email.',
  );
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test('the eye button shows and hides the password', async () => {
  const { user } = renderLogin();
  const password = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(password.getAttribute('type')).toBe('password');
  expect(toggle.getAttribute('aria-pressed')).toBe('false');

  await user.click(toggle);
  expect(password.getAttribute('type')).toBe('text');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');

  await user.click(toggle);
  expect(password.getAttribute('type')).toBe('password');
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
});

test('a refused login shows the server sentence', async () => {
  const { calls } = stubFetch({
    'POST /api/auth/login': () => problem(401, 'WRONG_CREDENTIALS', 'Wrong username or password'),
  });
  const { user } = renderLogin();
  await fillAndSubmit(user);

  expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
  expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'ada', password: 'correct horse' });
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});

test('in French, a wrong password is said in French, not in the server’s English', async () => {
  const answer = deferred<Response>();
  stubFetch({ 'POST /api/auth/login': () => answer.promise });
  const { user } = renderLogin();
  await fillAndSubmit(user);
  await i18n.changeLanguage('fr');
  answer.resolve(problem(401, 'WRONG_CREDENTIALS', 'Wrong username or password'));
  expect((await screen.findByRole('alert')).textContent).toBe('Nom d’utilisateur ou mot de passe incorrect');
});

test('too many attempts shows the server sentence', async () => {
  const sentence = 'Too many sign-in attempts. Please wait a few minutes and try again.';
  stubFetch({ 'POST /api/auth/login': () => problem(429, 'TOO_MANY_LOGIN_ATTEMPTS', sentence) });
  const { user } = renderLogin();
  await fillAndSubmit(user);
  expect((await screen.findByRole('alert')).textContent).toBe(sentence);
});

test('a failure without a server sentence shows the fallback', async () => {
  stubFetch({ 'POST /api/auth/login': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
  const { user } = renderLogin();
  await fillAndSubmit(user);
  expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
});

test('an unreachable server shows the fallback', async () => {
  stubFetch({
    'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  const { user } = renderLogin();
  await fillAndSubmit(user);
  expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
});

test('while signing in the button says so and the fields are locked', async () => {
  const answer = deferred<Response>();
  stubFetch({ 'POST /api/auth/login': () => answer.promise });
  const { user } = renderLogin();
  await fillAndSubmit(user);

  const button = await screen.findByRole('button', { name: 'Signing in…' });
  expect(button.matches(':disabled')).toBe(true);
  expect(screen.getByLabelText('Username or email').matches(':disabled')).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('Signing in…');

  answer.resolve(problem(401, 'WRONG_CREDENTIALS', 'Wrong username or password'));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' }).matches(':disabled')).toBe(false);
  expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('ada');
});

test('a successful login stores the user and returns to the page the user came from', async () => {
  stubFetch({ 'POST /api/auth/login': () => json(200, ada) });
  const { user, router, queryClient } = renderLogin({ from: { pathname: '/orders', search: '?tab=active', hash: '' } });
  await fillAndSubmit(user);

  expect(await screen.findByText('Landed elsewhere')).toBeTruthy();
  expect(router.state.location.pathname + router.state.location.search).toBe('/orders?tab=active');
  expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(ada);
  expect(queryClient.getQueryData(authKeys.me())).toEqual(ada);
});

test('a successful login without an in-app origin goes home', async () => {
  stubFetch({ 'POST /api/auth/login': () => json(200, ada) });
  const { user, router } = renderLogin({ from: 'https://elsewhere.example/phish' });
  await fillAndSubmit(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('coming from registration shows the account-ready notice and a way to join', () => {
  renderLogin({ fromRegistration: true });
  const notice = screen.getByText('Your account is ready. Sign in to continue.');
  expect(notice.closest('[role="status"]')).not.toBeNull();
  const join = within(screen.getByText('New to Inkwell?')).getByRole('link', { name: 'Join' });
  expect(join.getAttribute('href')).toBe('/register');
});

test('without the registration flag there is no notice', () => {
  renderLogin();
  expect(screen.queryByText('Your account is ready. Sign in to continue.')).toBeNull();
});

test('a page that sent the visitor here says why, and a known reason only', () => {
  renderLogin({ from: '/gig/42', notice: 'contactSeller' });
  expect(screen.getByText('Please login to contact the seller').closest('[role="status"]')).not.toBeNull();
  cleanup();

  renderLogin({ from: '/gig/42', notice: 'placeBid' });
  expect(screen.getByText('Please login to place a bid').closest('[role="status"]')).not.toBeNull();
  cleanup();

  renderLogin({ from: '/gig/42', notice: 'somethingElse' });
  expect(screen.queryByText(/Please/)).toBeNull();
});
