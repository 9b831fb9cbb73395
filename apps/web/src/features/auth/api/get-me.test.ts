import { beforeEach, expect, test } from 'vitest';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { json, problem, stubFetch } from '../../../test/responses.ts';
import { CURRENT_USER_KEY } from '../current-user-storage.ts';
import { getMe } from './get-me.ts';

const ada = testBuyer;

beforeEach(() => localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ ...ada, username: 'ada-before' })));

test('a signed-in answer replaces the stored copy', async () => {
  stubFetch({ 'GET /api/auth/session': () => json(200, { user: ada }) });
  await expect(getMe()).resolves.toEqual(ada);
  expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(ada);
});

test('no session (null) signs the browser out and forgets the stored copy', async () => {
  stubFetch({ 'GET /api/auth/session': () => json(200, { user: null }) });
  await expect(getMe()).resolves.toBeNull();
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});

test('a 401 signs the browser out too', async () => {
  stubFetch({ 'GET /api/auth/session': () => problem(401, 'NOT_SIGNED_IN', 'Not signed in') });
  await expect(getMe()).resolves.toBeNull();
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});

test('a server failure keeps the last known user instead of signing out', async () => {
  stubFetch({ 'GET /api/auth/session': () => problem(503, 'INTERNAL', 'Unavailable') });
  await expect(getMe()).resolves.toMatchObject({ username: 'ada-before' });
  expect(localStorage.getItem(CURRENT_USER_KEY)).not.toBeNull();
});
