import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, stubFetch } from '../../../test/responses.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

/** "Change email" on the settings page: the new address with the password; nothing changes until its link is opened. */
const sent = (body: BodyInit | null | undefined) => JSON.parse(String(body)) as unknown;
const render = () => renderRoute([{ path: '/settings', element: <ChangeEmailForm user={testBuyer} /> }], '/settings');
const NONE = { pendingEmail: null, expiresAt: null };
const PENDING = { pendingEmail: 'ada.new@example.com', expiresAt: '2030-03-02T10:40:00.000Z' };

test('the current address is shown; the same or a malformed address is refused before anything is sent', async () => {
  const { calls } = stubFetch({ 'GET /api/auth/email/change': () => json(200, NONE) });
  const { user } = render();
  expect(await screen.findByText(`Your address: ${testBuyer.email}`)).toBeTruthy();
  const field = screen.getByLabelText('New email') as HTMLInputElement;
  await user.type(field, testBuyer.email.toUpperCase());
  await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('This is already your address.')).toBeTruthy();
  await user.clear(field);
  await user.type(field, 'not an address');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test('the address and password are sent; a wrong password is said on its field; then the pending shows', async () => {
  let answer = () =>
    problem(400, 'WRONG_PASSWORD', 'wrong', { password: ['wrong'] }, { password: [{ code: 'WRONG_PASSWORD' }] });
  const { calls } = stubFetch({
    'GET /api/auth/email/change': () => json(200, NONE),
    'POST /api/auth/email/change': () => answer(),
  });
  const { user } = render();
  await user.type(screen.getByLabelText('New email'), 'ada.new@example.com');
  await user.type(screen.getByLabelText('Current password'), 'not my password');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('This is not your current password.')).toBeTruthy();
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  expect(sent(calls.find((call) => call.method === 'POST')?.body)).toEqual({
    email: 'ada.new@example.com',
    password: 'not my password',
  });

  answer = () => json(202, PENDING);
  await user.clear(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  const pending = await screen.findByText(/A link was sent to ada\.new@example\.com/);
  expect(pending.textContent).toContain(`until then your address stays ${testBuyer.email}`);
  expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe('');
});

test('a taken address is said in the change’s own words, not sign-up’s', async () => {
  stubFetch({
    'GET /api/auth/email/change': () => json(200, NONE),
    'POST /api/auth/email/change': () =>
      problem(400, 'VALIDATION_FAILED', 'taken', { email: ['taken'] }, { email: [{ code: 'email_unavailable' }] }),
  });
  const { user } = render();
  await user.type(screen.getByLabelText('New email'), 'someone@example.com');
  await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('This address cannot be used. Please choose another.')).toBeTruthy();
});

test('a change already waiting is shown when the page opens', async () => {
  stubFetch({ 'GET /api/auth/email/change': () => json(200, PENDING) });
  render();
  expect((await screen.findByText(/A link was sent to ada\.new@example\.com/)).textContent).toMatch(/2030/);
});
