import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, stubFetch } from '../../../test/responses.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

/** A new address from the settings page; the server mails it a link. */
const sent = (body: BodyInit | null | undefined) => JSON.parse(String(body)) as unknown;
const render = () => renderRoute([{ path: '/settings', element: <ChangeEmailForm user={testBuyer} /> }], '/settings');

test('the same address or a malformed one is refused before anything is sent', async () => {
  const { calls } = stubFetch({});
  const { user } = render();
  const field = screen.getByLabelText('Email') as HTMLInputElement;
  expect(field.value).toBe(testBuyer.email);
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('This is already your address.')).toBeTruthy();
  await user.clear(field);
  await user.type(field, 'not an address');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(calls).toHaveLength(0);
});

test('a new address is sent to the profile; the page says a link is on its way; a taken one on the field', async () => {
  let answer = () =>
    problem(400, 'VALIDATION_FAILED', 'taken', { email: ['taken'] }, { email: [{ code: 'email_unavailable' }] });
  const { calls } = stubFetch({ [`PUT /api/users/${testBuyer._id}`]: () => answer() });
  const { user } = render();
  const field = screen.getByLabelText('Email') as HTMLInputElement;
  await user.clear(field);
  await user.type(field, 'ada.new@example.com');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(field.value).toBe('ada.new@example.com');
  expect(sent(calls[0]?.body)).toEqual({ email: 'ada.new@example.com' });

  answer = () => json(200, { ...testBuyer, email: 'ada.new@example.com' });
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect((await screen.findByText(/A link to verify ada\.new@example\.com is on its way/)).textContent).toContain(
    'stays unverified',
  );
});
