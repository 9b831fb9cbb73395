import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { testBuyer, testSeller, signInAs } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MAIL_TOPICS } from '@inkwell/domain/mail/mail.schema';
import { json, problem } from '../../../test/responses.ts';
import { SettingsPage } from './settings-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const SESSIONS = [
  {
    _id: 's1',
    device: { browser: 'Firefox', os: 'Linux', mobile: false },
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSeenAt: '2026-11-27T09:00:00.000Z',
    current: true,
  },
  {
    _id: 's2',
    device: { browser: 'Safari', os: 'iOS', mobile: true },
    createdAt: '2026-10-01T09:00:00.000Z',
    lastSeenAt: '2026-11-20T09:00:00.000Z',
    current: false,
  },
];

/** Every mail topic on: the Notifications section's switches. */
const PREFERENCES = { topics: Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, true])) };

const renderSettings = () =>
  renderRoute(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    '/settings',
  );

test('a visitor is sent to sign in', async () => {
  signInAs(null);
  const { router } = renderSettings();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('a buyer sees the sections, their devices, and becomes a seller with the form', async () => {
  const { calls } = signInAs(testBuyer, {
    'GET /api/auth/sessions': () => json(200, SESSIONS),
    'GET /api/auth/email/change': () => json(200, { pendingEmail: null, expiresAt: null }),
    'GET /api/users/me/mail-preferences': () => json(200, PREFERENCES),
    'POST /api/users/me/seller': () => json(200, { ...testBuyer, isSeller: true }),
  });
  const { user } = renderSettings();
  expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  for (const name of ['Account', 'Security', 'Email address', 'Change password', 'Notifications', 'Your data']) {
    // The email and password forms load their code on first use.
    expect(await screen.findByRole('heading', { name, level: 2 })).toBeTruthy();
  }
  expect(await screen.findByText('Firefox on Linux')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();

  const form = within(screen.getByRole('form', { name: 'Become a seller' }));
  await user.type(form.getByLabelText(/Phone/), '+44 20 7946 0000');
  await user.click(form.getByRole('button', { name: 'Become a seller' }));
  expect(await screen.findByRole('link', { name: 'Open the Seller Hub' })).toBeTruthy();
  const post = calls.find((call) => call.method === 'POST');
  expect(JSON.parse(String(post?.body))).toEqual({ phone: '+44 20 7946 0000', desc: '' });
});

test('a seller who stops selling with an order under way is told why, in their language', async () => {
  await i18n.changeLanguage('fr');
  signInAs(testSeller, {
    'GET /api/auth/sessions': () => json(200, SESSIONS),
    'GET /api/auth/email/change': () => json(200, { pendingEmail: null, expiresAt: null }),
    'GET /api/users/me/mail-preferences': () => json(200, PREFERENCES),
    'DELETE /api/users/me/seller': () => problem(409, 'SELLER_HAS_OPEN_ORDERS', 'You have 1 order under way.'),
  });
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Arrêter de vendre' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Arrêter de vendre ?' }));
  await user.click(dialog.getByRole('button', { name: 'Arrêter de vendre' }));
  expect(await dialog.findByText(/Vous avez des commandes en cours/)).toBeTruthy();
});

test('deleting the account: a wrong password is said on the field, and nothing else happens', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  signInAs(testBuyer, {
    'GET /api/auth/sessions': () => json(200, SESSIONS),
    'GET /api/auth/email/change': () => json(200, { pendingEmail: null, expiresAt: null }),
    'GET /api/users/me/mail-preferences': () => json(200, PREFERENCES),
    'DELETE /api/users/me': () =>
      problem(400, 'ACCOUNT_PASSWORD_WRONG', 'This is not your current password.', {
        password: ['This is not your current password.'],
      }),
  });
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
  await user.type(dialog.getByLabelText('Password'), 'not mine');
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
  expect(await dialog.findByText('This is not your current password.')).toBeTruthy();
  expect(dialog.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  expect(assign).not.toHaveBeenCalled();
});
