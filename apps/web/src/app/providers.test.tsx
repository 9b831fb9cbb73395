import { expect, test, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../features/auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { authKeys } from '../lib/query-keys.ts';
import { createQueryClient } from './providers.tsx';

const refused = (code: 'NOT_SIGNED_IN' | 'WRONG_CREDENTIALS') =>
  new ApiError(401, { code, detail: 'English' }, 'Unauthorized');
const person = { _id: 'u1', username: 'ada' };

function signedIn() {
  const onSignInRequired = vi.fn();
  const client = createQueryClient(onSignInRequired);
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(person));
  client.setQueryData(authKeys.me(), person);
  return { client, onSignInRequired };
}

const failingQuery = (client: ReturnType<typeof createQueryClient>, key: string, error: Error) =>
  client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false }).catch(() => undefined);

test('a lost session forgets the person and sends them to sign in once, however many calls fail', async () => {
  const { client, onSignInRequired } = signedIn();
  await Promise.all([
    failingQuery(client, 'orders', refused('NOT_SIGNED_IN')),
    failingQuery(client, 'messages', refused('NOT_SIGNED_IN')),
  ]);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(refused('NOT_SIGNED_IN')) })
    .execute(undefined)
    .catch(() => undefined);

  expect(onSignInRequired).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  expect(client.getQueryData(authKeys.me())).toBeNull();
});

test('signing in again makes the next lost session send them again', async () => {
  const { client, onSignInRequired } = signedIn();
  await failingQuery(client, 'orders', refused('NOT_SIGNED_IN'));
  client.setQueryData(authKeys.me(), person);
  await failingQuery(client, 'orders', refused('NOT_SIGNED_IN'));
  expect(onSignInRequired).toHaveBeenCalledTimes(2);
});

test('a wrong password at sign-in and other failures send nobody anywhere', async () => {
  const { client, onSignInRequired } = signedIn();
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(refused('WRONG_CREDENTIALS')) })
    .execute(undefined)
    .catch(() => undefined);
  await failingQuery(client, 'orders', new ApiError(403, { code: 'FORBIDDEN', detail: 'No' }, 'Forbidden'));
  await failingQuery(client, 'orders', new ApiError(0, undefined, 'offline'));
  expect(onSignInRequired).not.toHaveBeenCalled();
  expect(client.getQueryData(authKeys.me())).toEqual(person);
});
