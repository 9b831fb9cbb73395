import { IMAGE_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { fillRequired, grace, pngFile, sentJson, submit } from '../../../test/fixtures/register.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, stubFetch } from '../../../test/responses.ts';
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

function errorOf(label: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids[0] ?? '')?.textContent;
}

test('submitting an empty form shows a translated message on every required field and sends nothing', async () => {
  const { user } = renderRegister();
  await submit(user);

  expect(await screen.findByText('Please enter a username.')).toBeTruthy();
  expect(errorOf('Username')).toBe('Please enter a username.');
  expect(errorOf('Email')).toBe('Please enter your email address.');
  expect(errorOf('Password')).toBe('Please choose a password.');
  expect(errorOf('Country')).toBe('Please choose your country.');
  expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test('the server rules for username, email and password are checked before sending', async () => {
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('Username'), 'ab');
  await user.type(screen.getByLabelText('Email'), 'grace@');
  await user.type(screen.getByLabelText('Password'), 'short');
  await submit(user);

  expect(await screen.findByText('Your username needs at least 3 characters.')).toBeTruthy();
  expect(errorOf('Email')).toBe('Please enter a valid email address.');
  expect(errorOf('Password')).toBe('Your password needs at least 8 characters.');

  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'grace hopper');
  expect(await screen.findByText('Use only letters, digits, dots, underscores and hyphens.')).toBeTruthy();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test('?seller=1 turns the seller switch on and shows phone and description', () => {
  renderRegister('/register?seller=1');
  const toggle = screen.getByRole('switch', { name: 'Register as a seller' });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  expect(screen.getByLabelText('Phone (optional)').getAttribute('type')).toBe('tel');
  expect(screen.getByLabelText('About you (optional)')).toBeTruthy();
});

test('without the flag the seller fields stay hidden until the switch is turned on', async () => {
  const { user } = renderRegister();
  const toggle = screen.getByRole('switch', { name: 'Register as a seller' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(screen.queryByLabelText('Phone (optional)')).toBeNull();

  await user.click(toggle);
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  expect(screen.getByLabelText('Phone (optional)')).toBeTruthy();
});

test('a buyer sends isSeller false with empty phone and description, even if they were typed', async () => {
  const { calls } = stubFetch({ 'POST /api/auth/register': () => json(201, grace) });
  const { user } = renderRegister('/register?seller=1');
  await fillRequired(user);
  await user.type(screen.getByLabelText('Phone (optional)'), 'not a phone!');
  await user.click(screen.getByRole('switch', { name: 'Register as a seller' }));
  await submit(user);

  expect(await screen.findByText('Your account is ready. Sign in to continue.')).toBeTruthy();
  expect(sentJson(calls[0]?.body)).toEqual({
    username: 'grace.h',
    email: 'grace@example.com',
    password: 'analytical engine',
    img: '',
    country: 'FR',
    isSeller: false,
    desc: '',
    phone: '',
    // The site's language is the language of the person's mail.
    language: 'en',
    acceptHonorCode: true,
  });
});

test('a seller sends phone and description', async () => {
  const { calls } = stubFetch({ 'POST /api/auth/register': () => json(201, { ...grace, isSeller: true }) });
  const { user } = renderRegister('/register?seller=1');
  await fillRequired(user);
  await user.type(screen.getByLabelText('Phone (optional)'), '+33 1 23 45 67 89');
  await user.type(screen.getByLabelText('About you (optional)'), 'History and politics essays.');
  await submit(user);

  await screen.findByText('Your account is ready. Sign in to continue.');
  expect(sentJson(calls[0]?.body)).toMatchObject({
    isSeller: true,
    phone: '+33 1 23 45 67 89',
    desc: 'History and politics essays.',
  });
});

test('a chosen picture is previewed; a non-image or a too large file is refused with a message', async () => {
  const { user } = renderRegister();
  const input = screen.getByLabelText('Profile picture (optional)') as HTMLInputElement;

  await user.upload(input, pngFile());
  expect(screen.getByRole('img', { name: 'Preview of your profile picture' })).toBeTruthy();

  fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
  expect(errorOf('Profile picture (optional)')).toBe('Please choose a PNG, JPEG, GIF or WebP image.');
  expect(screen.queryByRole('img', { name: 'Preview of your profile picture' })).toBeNull();

  const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(errorOf('Profile picture (optional)')).toBe('This image is larger than 5 MB. Please choose a smaller one.');
  expect(input.getAttribute('accept')).toContain('image/webp');
});

test('countries are named and sorted in the reader’s language', async () => {
  await i18n.changeLanguage('de');
  renderRegister();
  const select = screen.getByRole('combobox');
  const names = within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent ?? '');
  expect(names).toContain('Deutschland');
  expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  expect((within(select).getByRole('option', { name: 'Deutschland' }) as HTMLOptionElement).value).toBe('DE');
});
