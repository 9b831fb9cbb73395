import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fillRequired, grace, pngFile, sentJson, submit } from '../../../test/fixtures/register.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem, stubFetch } from '../../../test/responses.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

/** The registration form, with the sign-in page it leads to. */
function renderRegister(path = '/register') {
  return renderRoute(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    path,
  );
}

const uploaded = {
  url: '/uploads/0196a1c2-0000-7000-8000-00000000abcd.webp',
  secure_url: '/uploads/0196a1c2-0000-7000-8000-00000000abcd.webp',
};

function valueOf(label: string) {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

test('the picture is uploaded first and its address is sent with the registration', async () => {
  const { calls } = stubFetch({
    'POST /api/uploads': () => json(201, uploaded),
    'POST /api/auth/register': () => json(201, grace),
  });
  const { user } = renderRegister();
  await fillRequired(user);
  await user.upload(screen.getByLabelText('Profile picture (optional)'), pngFile());
  await submit(user);

  await screen.findByText('Your account is ready. Sign in to continue.');
  expect(calls.map((call) => call.path)).toEqual(['/api/uploads', '/api/auth/register']);
  const form = calls[0]?.body as FormData;
  expect((form.get('file') as File).name).toBe('me.png');
  expect(sentJson(calls[1]?.body)).toMatchObject({ img: uploaded.secure_url });
});

test('a refused picture stops the registration and shows the server sentence', async () => {
  const { calls } = stubFetch({
    'POST /api/uploads': () => problem(415, 'UNSUPPORTED_FILE_TYPE', 'This file type is not supported.'),
  });
  const { user } = renderRegister();
  await fillRequired(user);
  await user.upload(screen.getByLabelText('Profile picture (optional)'), pngFile());
  await submit(user);

  expect((await screen.findByRole('alert')).textContent).toBe('This file type is not supported.');
  expect(calls.map((call) => call.path)).toEqual(['/api/uploads']);
  expect(screen.getByRole('button', { name: 'Create account' }).matches(':disabled')).toBe(false);
});

test('an upload failure without a server sentence shows “Image upload failed”', async () => {
  const { calls } = stubFetch({ 'POST /api/uploads': () => new Response('', { status: 502 }) });
  const { user } = renderRegister();
  await fillRequired(user);
  await user.upload(screen.getByLabelText('Profile picture (optional)'), pngFile());
  await submit(user);

  expect((await screen.findByRole('alert')).textContent).toBe('Image upload failed');
  expect(calls).toHaveLength(1);
});

test('while submitting every field and the button are disabled and a status says so', async () => {
  const answer = deferred<Response>();
  stubFetch({ 'POST /api/auth/register': () => answer.promise });
  const { user } = renderRegister('/register?seller=1');
  await fillRequired(user);
  await submit(user);

  expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeTruthy();
  const controls = [...document.querySelectorAll('form input, form select, form textarea, form button')];
  expect(controls.length).toBeGreaterThanOrEqual(9);
  for (const control of controls) expect(control.matches(':disabled'), control.outerHTML).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('Creating your account…');

  answer.resolve(json(201, grace));
  expect(await screen.findByText('Your account is ready. Sign in to continue.')).toBeTruthy();
});

test('a taken username keeps everything typed, shows the server sentence and marks the field', async () => {
  const { calls } = stubFetch({
    'POST /api/uploads': () => json(201, uploaded),
    'POST /api/auth/register': () =>
      problem(409, 'USERNAME_TAKEN', 'This username is already taken.', {
        username: ['This username is already taken.'],
      }),
  });
  const { user } = renderRegister();
  await fillRequired(user);
  await user.upload(screen.getByLabelText('Profile picture (optional)'), pngFile());
  await submit(user);

  expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
  expect(screen.getByText('Please choose another username.')).toBeTruthy();
  expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  expect(valueOf('Username')).toBe('grace.h');
  expect(valueOf('Email')).toBe('grace@example.com');
  expect(valueOf('Password')).toBe('analytical engine');
  expect(valueOf('Country')).toBe('FR');
  expect(screen.getByRole('img', { name: 'Preview of your profile picture' })).toBeTruthy();
  expect(screen.getByLabelText('Username').matches(':disabled')).toBe(false);
  expect(document.activeElement).toBe(screen.getByLabelText('Username'));

  // Trying again with another name does not upload the same picture twice.
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'grace.hopper');
  await submit(user);
  await waitFor(() =>
    expect(calls.map((call) => call.path)).toEqual(['/api/uploads', '/api/auth/register', '/api/auth/register']),
  );
  expect(sentJson(calls[2]?.body)).toMatchObject({ username: 'grace.hopper', img: uploaded.secure_url });
});

test('per-field server problems land on their fields, in the reader’s words', async () => {
  stubFetch({
    'POST /api/auth/register': () =>
      problem(
        400,
        'VALIDATION_FAILED',
        'Some fields are not valid.',
        { email: ['Please enter a valid email address'] },
        {
          email: [{ code: 'invalid_format', params: { format: 'email' } }],
        },
      ),
  });
  const { user } = renderRegister();
  await fillRequired(user);
  await submit(user);

  expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid.');
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(email);
  expect(document.getElementById('register-email-error')?.textContent).toBe('Please enter a valid email address.');
});

test('a failure without a server sentence shows “Registration failed”', async () => {
  stubFetch({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
  const { user } = renderRegister();
  await fillRequired(user);
  await submit(user);
  expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  expect(valueOf('Username')).toBe('grace.h');
});

test('success goes to the sign-in screen, which says the account is ready', async () => {
  stubFetch({ 'POST /api/auth/register': () => json(201, grace) });
  const { user, router } = renderRegister();
  await fillRequired(user);
  await submit(user);

  expect(await screen.findByText('Your account is ready. Sign in to continue.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.state).toEqual({ fromRegistration: true });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
});
