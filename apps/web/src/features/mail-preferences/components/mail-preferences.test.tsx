import { MAIL_TOPICS } from '@inkwell/domain/mail/mail.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { routes } from '../../../test/app-routes.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The page is a lazy route: its first load in a file can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };
const ALL_ON = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, true]));
const bodyOf = (call: StubbedCall) => JSON.parse(String(call.body)) as unknown;

function openSettings(handlers: Parameters<typeof signInAs>[1]) {
  return {
    ...signInAs(testSeller, {
      'GET /api/users/me/mail-preferences': () => json(200, { topics: { ...ALL_ON, order_dispute: false } }),
      ...handlers,
    }),
    ...renderRoute(routes, '/settings/notifications'),
  };
}

test('one switch per topic with its sentence, as stored; a change is saved at once and says so', async () => {
  const answer = deferred<Response>();
  const { user, calls } = openSettings({ 'PUT /api/users/me/mail-preferences': () => answer.promise });
  const section = within(await screen.findByRole('region', { name: 'Email notifications' }, LAZY_PAGE));
  expect(await section.findAllByRole('switch')).toHaveLength(MAIL_TOPICS.length);
  const digest = section.getByRole('switch', { name: 'Unread messages' });
  expect(digest.getAttribute('aria-checked')).toBe('true');
  expect(section.getByText('A summary of your unread messages once you have been away for 15 minutes.')).toBeTruthy();
  expect(section.getByRole('switch', { name: 'Disputes' }).getAttribute('aria-checked')).toBe('false');

  await user.click(digest);
  expect(digest.getAttribute('aria-checked')).toBe('false');
  expect(await section.findByText('Saving…')).toBeTruthy();
  answer.resolve(json(200, { topics: { ...ALL_ON, order_dispute: false, message_digest: false } }));
  expect(await section.findByText('Saved')).toBeTruthy();
  expect(digest.getAttribute('aria-checked')).toBe('false');
  const put = calls.filter((call) => call.method === 'PUT');
  expect(put.map(bodyOf)).toEqual([{ topics: { message_digest: false } }]);
});

test('a failed save puts the switch back as it was and says so', async () => {
  const { user } = openSettings({
    'PUT /api/users/me/mail-preferences': () => problem(503, 'SERVICE_UNAVAILABLE', 'Down'),
  });
  const section = within(await screen.findByRole('region', { name: 'Email notifications' }, LAZY_PAGE));
  const bids = await section.findByRole('switch', { name: 'New bids on my gigs' });
  await user.click(bids);
  expect(await section.findByRole('alert')).toHaveProperty(
    'textContent',
    'Could not save. The switch is back as it was; please try again.',
  );
  await waitFor(() => expect(bids.getAttribute('aria-checked')).toBe('true'));
});

test('in French, the topics speak French', async () => {
  await i18n.changeLanguage('fr');
  openSettings({});
  const section = within(await screen.findByRole('region', { name: 'Notifications par e-mail' }, LAZY_PAGE));
  expect(await section.findByRole('switch', { name: 'Messages non lus' })).toBeTruthy();
});

test('a visitor is asked to sign in, and nothing is asked of the preferences API', async () => {
  const { calls } = { ...signInAs(null), ...renderRoute(routes, '/settings/notifications') };
  expect(await screen.findByText('Sign in to choose which emails you get.', {}, LAZY_PAGE)).toBeTruthy();
  expect(calls.some((call) => call.path.includes('mail-preferences'))).toBe(false);
});

test('the unsubscribe page says what it turns off, turns it off with one button, and links the settings', async () => {
  const { user, calls } = {
    ...signInAs(null, {
      'GET /api/mail/unsubscribe': () => json(200, { topic: 'bid_placed' }),
      'POST /api/mail/unsubscribe': () => json(200, { topic: 'bid_placed', unsubscribed: true }),
    }),
    ...renderRoute(routes, '/unsubscribe?token=tok-123'),
  };
  expect(await screen.findByText('Stop emails about “New bids on my gigs”?', {}, LAZY_PAGE)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText('Done. You will no longer get “New bids on my gigs” emails.')).toBeTruthy();
  expect(
    calls.filter((call) => call.path === '/api/mail/unsubscribe').map((call) => [call.method, call.query.get('token')]),
  ).toEqual([
    ['GET', 'tok-123'],
    ['POST', 'tok-123'],
  ]);
  expect(screen.getByRole('link', { name: 'Manage all email notifications' }).getAttribute('href')).toBe(
    '/settings/notifications',
  );
});

test('a forged unsubscribe link is said to be invalid, with no button', async () => {
  signInAs(null, {
    'GET /api/mail/unsubscribe': () => problem(404, 'NOT_FOUND', 'This unsubscribe link is not valid.'),
  });
  renderRoute(routes, '/unsubscribe?token=forged');
  expect(await screen.findByText(/This unsubscribe link is not valid/, {}, LAZY_PAGE)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
});
