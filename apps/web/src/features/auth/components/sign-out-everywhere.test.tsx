import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, problem, stubFetch } from '../../../test/responses.ts';
import { CURRENT_USER_KEY } from '../current-user-storage.ts';
import { useSignOutEverywhere } from './sign-out-everywhere.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function Harness() {
  const everywhere = useSignOutEverywhere();
  return (
    <>
      <button type="button" onClick={everywhere.open}>
        {everywhere.label}
      </button>
      {everywhere.dialog}
    </>
  );
}

function renderHarness() {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ _id: 'u1', username: 'ada' }));
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return { assign, ...renderRoute([{ path: '*', element: <Harness /> }], '/') };
}

test('asks first; Cancel sends nothing', async () => {
  const { calls } = stubFetch({});
  const { user } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' }));
  expect(
    dialog.getByText(/ends every session of your account: on this device and in every other browser/),
  ).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls).toHaveLength(0);
});

test('confirmed: POST /api/auth/logout-all, the stored user is forgotten and the home page reloads', async () => {
  const answer = deferred<Response>();
  const { calls } = stubFetch({ 'POST /api/auth/logout-all': () => answer.promise });
  const { user, assign } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await dialog.findByRole('button', { name: 'Signing out…' })).toBeTruthy();
  answer.resolve(new Response(null, { status: 204 }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/logout-all']);
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});

test('a session that had already ended (401) is signed out all the same', async () => {
  stubFetch({ 'POST /api/auth/logout-all': () => problem(401, 'NOT_SIGNED_IN', 'Please sign in.') });
  const { user, assign } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
});

test("a failure keeps the dialog open and says so in the reader's language (German)", async () => {
  await i18n.changeLanguage('de');
  stubFetch({ 'POST /api/auth/logout-all': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
  const { user, assign } = renderHarness();
  await user.click(screen.getByRole('button', { name: 'Überall abmelden' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Überall abmelden?' }));
  await user.click(dialog.getByRole('button', { name: 'Überall abmelden' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(
    'Die Abmeldung auf allen Geräten ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  );
  expect(assign).not.toHaveBeenCalled();
  expect(localStorage.getItem(CURRENT_USER_KEY)).not.toBeNull();
});
