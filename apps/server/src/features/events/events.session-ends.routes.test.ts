import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { login, type Session, type TestApp } from '../../../test/test-app.ts';
import { mailedToken } from '../../../test/fixtures/account-mail.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createLiveApp } from '../../../test/fixtures/live.ts';
import { operatorPost, SUSPENSION_MESSAGE } from '../../../test/fixtures/reports.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';
import { openSse, type SseStream } from '../../../test/fixtures/sse.ts';
import { SESSION_ENDS_CHANNEL } from '../../lib/auth/session-ends.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';

/**
 * A live stream ends with its session, whatever ends it, and writes nothing after: the stream is
 * opened as X over real HTTP, the session ends, the other person at once sends X a message; the
 * stream must end within 2 s and the message's text must never be on it. `announced` checks its
 * sessions only once a minute, so what ends its streams there is the announcement of the end;
 * `checked` keeps the default check every second (an expiry, a lost announcement).
 */

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern meadow quarry 42';
const WITHIN_MS = 2_000;

let announced: TestApp & { url: string };
let checked: TestApp & { url: string };
const open: SseStream[] = [];
beforeAll(async () => {
  [announced, checked] = await Promise.all([createLiveApp({ sessionCheckMs: 60_000 }, { pollMs: 0 }), createLiveApp()]);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await Promise.all([announced.close(), checked.close()]);
});

async function stream(live: { url: string }, session: Session): Promise<SseStream> {
  const opened = await openSse(`${live.url}/api/events`, { cookie: session.cookie });
  open.push(opened);
  expect(opened.status).toBe(200);
  await opened.next('ready');
  return opened;
}

/** X (a buyer), a second device of X's, and a seller in conversation with X. */
async function people(live: TestApp) {
  const [x, other] = await Promise.all([buyerSession(live.app), sellerSession(live.app)]);
  const device = await login(live.app, x.user.username, PASSWORD);
  const conversation = await converse(x, other);
  return { x, device, other, conversation };
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const { statusCode, body } = await response;
  expect(statusCode, body).toBeLessThan(300);
};

/** Waits for the stream's end: within WITHIN_MS of `since`, or the test fails. */
async function endsWithin(opened: SseStream, since: number): Promise<void> {
  const outcome = await Promise.race([
    opened.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), WITHIN_MS + 500)),
  ]);
  expect(outcome).toBe('ended');
  expect(performance.now() - since).toBeLessThan(WITHIN_MS);
}

const carried = (opened: SseStream, text: string) => opened.events.some((event) => event.data.includes(text));

/** Takes the stream's messages until this one comes (within WITHIN_MS each). */
async function receives(opened: SseStream, messageId: string): Promise<void> {
  let found = false;
  while (!found) found = (await opened.next('message.created', WITHIN_MS)).data.includes(messageId);
}

/**
 * X's stream is open; `end` ends its session; the other person sends X a message, at once (`atOnce`: what
 * ends the stream may then be its check before writing) or once the stream has ended (what ended it is then
 * the announcement of the end, or the check every second). The stream ends within 2 s of the end, never
 * carries the message, and its cookie no longer opens one: 401, or (`cached`: the
 * session was changed in the database behind the app's back, so its session cache still knows it) a stream
 * that ends before its `ready`.
 */
async function endsUnread(
  live: TestApp & { url: string },
  end: (world: Awaited<ReturnType<typeof people>>) => Promise<void>,
  { atOnce = false, cached = false } = {},
): Promise<Awaited<ReturnType<typeof people>>> {
  const world = await people(live);
  const onX = await stream(live, world.x);
  const text = `Private ${Math.random().toString(36).slice(2)}: call me on the usual number`;
  const since = performance.now();
  await end(world);
  if (atOnce) await send(world.other, world.conversation._id, text);
  await endsWithin(onX, since);
  if (!atOnce) await send(world.other, world.conversation._id, text);
  expect(carried(onX, text)).toBe(false);
  const again = await openSse(`${live.url}/api/events`, { cookie: world.x.cookie });
  open.push(again);
  if (cached) {
    await again.ended;
    expect(again.events).toEqual([]);
  } else {
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toMatchObject({ code: 'NOT_SIGNED_IN' });
  }
  return world;
}

const inject = (session: Session, options: InjectOptions) => ok(session.request(options));
const sessionIdOf = async (live: TestApp, session: Session) => {
  const hash = hashSessionToken(session.cookie.split('=')[1]!);
  const [row] = await live.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
  return row!.id;
};

describe('a live stream ends with its session', () => {
  test('sign-out', async () => {
    await endsUnread(announced, ({ x }) => inject(x, { method: 'POST', url: '/api/auth/logout' }));
  });

  test('sign out everywhere, from another device', async () => {
    await endsUnread(announced, ({ device }) => inject(device, { method: 'POST', url: '/api/auth/logout-all' }));
  });

  test('sign out everywhere, a message sent at once', async () => {
    await endsUnread(announced, ({ device }) => inject(device, { method: 'POST', url: '/api/auth/logout-all' }), {
      atOnce: true,
    });
  });

  test('a device signed out from the settings of another: only its own stream ends', async () => {
    let onDevice: SseStream | undefined;
    const world = await endsUnread(announced, async ({ x, device }) => {
      onDevice = await stream(announced, device);
      const id = await sessionIdOf(announced, x);
      await inject(device, { method: 'DELETE', url: `/api/auth/sessions/${id}` });
    });
    // The device that signed the other out keeps its stream, and gets its messages.
    const message = await send(world.other, world.conversation._id, 'Still there on this device?');
    await receives(onDevice!, message._id);
  });

  test('a password change: the other devices end, the one that made it keeps its stream', async () => {
    let onDevice: SseStream | undefined;
    const world = await endsUnread(announced, async ({ device }) => {
      onDevice = await stream(announced, device);
      await inject(device, {
        method: 'POST',
        url: '/api/auth/password/change',
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
    });
    const message = await send(world.other, world.conversation._id, 'Changed it, good.');
    await receives(onDevice!, message._id);
  });

  test('a password reset through the mailed link', async () => {
    await endsUnread(announced, async ({ x }) => {
      await ok(
        announced.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: x.user.email } }),
      );
      const token = await mailedToken(announced.database.db, x.user.email, 'password_reset');
      await ok(
        announced.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset',
          payload: { token, password: NEW_PASSWORD },
        }),
      );
    });
  });

  test('a suspension by an operator', async () => {
    const operator = await operatorSession(announced.app, announced.database.db);
    await endsUnread(announced, ({ x }) =>
      ok(operatorPost(operator, announced.app, `/users/${x.user._id}/suspend`, { message: SUSPENSION_MESSAGE })),
    );
  });

  test("the account's deletion", async () => {
    await endsUnread(announced, ({ device }) =>
      inject(device, { method: 'DELETE', url: '/api/users/me', payload: { password: PASSWORD } }),
    );
  });

  test('expiry: no message written, the check every second ends the stream', async () => {
    await endsUnread(
      checked,
      async ({ x }) => {
        const hash = hashSessionToken(x.cookie.split('=')[1]!);
        await checked.database.db
          .update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.tokenHash, hash));
      },
      { atOnce: true, cached: true },
    );
  });

  test('a session deleted with its announcement lost: no message written, the check every second ends it', async () => {
    await endsUnread(
      checked,
      async ({ x }) => {
        const hash = hashSessionToken(x.cookie.split('=')[1]!);
        await checked.database.db.delete(sessions).where(eq(sessions.tokenHash, hash));
      },
      { atOnce: true, cached: true },
    );
  });

  test("another process's announcement (its notification alone) ends the stream at once", async () => {
    const { x } = await people(announced);
    const onX = await stream(announced, x);
    const hash = hashSessionToken(x.cookie.split('=')[1]!);
    const since = performance.now();
    // What a process that ended the session sends with its commit; this app hears only the notification.
    await announced.database.db.execute(sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${hash})`);
    await endsWithin(onX, since);
    expect(performance.now() - since).toBeLessThan(1000);
  });

  test("another person's sign-out leaves the stream open, and it still gets its messages", async () => {
    const world = await people(announced);
    const onX = await stream(announced, world.x);
    await inject(world.other, { method: 'POST', url: '/api/auth/logout-all' });
    const other = await login(announced.app, world.other.user.username, PASSWORD);
    const message = await send(other, world.conversation._id, 'Signed in again, still writing.');
    await receives(onX, message._id);
  });
});
