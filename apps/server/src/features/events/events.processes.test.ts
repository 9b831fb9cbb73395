import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { MessageCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import type { Message } from '@inkwell/domain/messages/message.schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { buildRegistration } from '../../../test/test-app.ts';
import { call, signUp, startServer, type ServerProcess } from '../../../test/fixtures/processes.ts';
import { dataOf, openSse, type SseStream } from '../../../test/fixtures/sse.ts';

/**
 * Live events between real server processes: the LISTEN/NOTIFY fan-out, a session's end on one process ending
 * the streams of the other, and SIGTERM with streams open.
 */

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const streams: SseStream[] = [];
const dataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-live-process-'));
  dirs.push(dir);
  return dir;
};
const start = async (env: Record<string, string>) => {
  // A slow start on a busy machine (two cores) is not what these tests measure.
  const server = await startServer(env, 120_000);
  servers.push(server);
  return server;
};
const stream = async (url: string, cookie: string) => {
  const opened = await openSse(`${url}/api/events`, { cookie });
  streams.push(opened);
  expect(opened.status).toBe(200);
  await opened.next('ready');
  return opened;
};

/** The same person signed in a second time (another device), over HTTP. */
async function signInAgain(url: string, username: string): Promise<{ cookie: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: buildRegistration().password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inkwell_session='));
  return { cookie: cookie! };
}

afterAll(async () => {
  for (const opened of streams) opened.close();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe.runIf(process.env.TEST_DB === 'pg')('two server processes on one PostgreSQL database', () => {
  let databaseUrl: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const testDb = inject('testDb');
    if (testDb.driver !== 'pg') throw new Error('this test needs the PostgreSQL test database');
    const name = `inkwell_live_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
    databaseUrl = withDatabase(testDb.adminUrl, name);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop?.();
  });

  test('a message posted to one process reaches a stream held by the other, both ways, within a second', async () => {
    const [one, two] = await Promise.all([
      start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
      start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
    ]);
    const seller = await signUp(one.url, { isSeller: true });
    const buyer = await signUp(two.url);
    const conversation = await call<Conversation>(one.url, buyer, 'POST', '/api/conversations', {
      to: seller.user._id,
    });

    const sellerOnTwo = await stream(two.url, seller.cookie);
    const buyerOnOne = await stream(one.url, buyer.cookie);

    const sentAt = performance.now();
    const message = await call<Message>(one.url, buyer, 'POST', '/api/messages', {
      conversationId: conversation._id,
      desc: 'Sent to process one',
    });
    const arrived = await sellerOnTwo.next('message.created', 1000);
    expect(arrived.at - sentAt).toBeLessThan(1000);
    expect(MessageCreatedEventData.parse(dataOf(arrived)).message).toEqual(message);

    const echo = MessageCreatedEventData.parse(dataOf(await buyerOnOne.next('message.created', 1000)));
    expect(echo.message.desc).toBe('Sent to process one');
    await call(two.url, seller, 'POST', '/api/messages', {
      conversationId: conversation._id,
      desc: 'Answered on process two',
    });
    const answer = MessageCreatedEventData.parse(dataOf(await buyerOnOne.next('message.created', 1000)));
    expect(answer.message).toMatchObject({ desc: 'Answered on process two', userId: seller.user._id });

    await call(one.url, buyer, 'PUT', `/api/conversations/${conversation._id}`);
    expect(dataOf(await sellerOnTwo.next('conversation.read', 1000))).toMatchObject({ userId: buyer.user._id });
  });

  test(
    'sign out everywhere on one process ends the stream the other holds within 2 s; ' +
      'a message sent at once never reaches it',
    async () => {
      const [one, two] = await Promise.all([
        start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
        start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
      ]);
      const seller = await signUp(two.url, { isSeller: true });
      for (const atOnce of [false, true]) {
        const x = await signUp(one.url);
        const device = await signInAgain(two.url, x.user.username);
        const conversation = await call<Conversation>(one.url, x, 'POST', '/api/conversations', {
          to: seller.user._id,
        });
        const onOne = await stream(one.url, x.cookie);
        const text = `Private, ${atOnce ? 'at once' : 'after'}: my number is in the brief`;
        const sendIt = () =>
          call(two.url, seller, 'POST', '/api/messages', { conversationId: conversation._id, desc: text });
        const since = performance.now();
        const ended = await fetch(`${two.url}/api/auth/logout-all`, {
          method: 'POST',
          headers: { cookie: device.cookie },
        });
        expect(ended.status).toBeLessThan(300);
        if (atOnce) await sendIt();
        const outcome = await Promise.race([
          onOne.ended.then(() => 'ended'),
          new Promise((resolve) => setTimeout(() => resolve('still open'), 2500)),
        ]);
        expect(outcome).toBe('ended');
        const endedIn = performance.now() - since;
        expect(endedIn).toBeLessThan(2000);
        console.log(`sign out everywhere on process two ended the stream on process one in ${Math.round(endedIn)} ms`);
        if (!atOnce) await sendIt();
        expect(onOne.events.some((event) => event.data.includes(text))).toBe(false);
        expect((await openSse(`${one.url}/api/events`, { cookie: x.cookie })).status).toBe(401);
      }
    },
  );

  test(
    'when one process stops (SIGTERM), its streams end, it exits ' +
      'cleanly, and the client resumes on the other without losing an event',
    async () => {
      const [one, two] = await Promise.all([
        start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
        start({ DATABASE_URL: databaseUrl, DATA_DIR: await dataDir() }),
      ]);
      const seller = await signUp(one.url, { isSeller: true });
      const buyer = await signUp(one.url);
      const conversation = await call<Conversation>(one.url, buyer, 'POST', '/api/conversations', {
        to: seller.user._id,
      });
      const onOne = await stream(one.url, seller.cookie);
      await call(two.url, buyer, 'POST', '/api/messages', {
        conversationId: conversation._id,
        desc: 'before the stop',
      });
      expect(MessageCreatedEventData.parse(dataOf(await onOne.next('message.created', 1000))).message.desc).toBe(
        'before the stop',
      );

      expect(await one.stop()).toBe(0);
      await onOne.ended;
      expect(one.output()).toContain('shut down cleanly');

      await call(two.url, buyer, 'POST', '/api/messages', {
        conversationId: conversation._id,
        desc: 'while reconnecting',
      });
      const resumed = await openSse(`${two.url}/api/events`, {
        cookie: seller.cookie,
        lastEventId: onOne.events.at(-1)!.id!,
      });
      streams.push(resumed);
      // The replay starts after the last event the stream saw: the message before the stop is not sent again.
      expect(MessageCreatedEventData.parse(dataOf(await resumed.next('message.created', 2000))).message.desc).toBe(
        'while reconnecting',
      );
    },
  );
});

describe.runIf(process.env.TEST_DB !== 'pg')('one server process on PGlite', () => {
  test('delivers live events, and SIGTERM with streams open still shuts down cleanly', async () => {
    const server = await start({ DATA_DIR: await dataDir() });
    const seller = await signUp(server.url, { isSeller: true });
    const buyer = await signUp(server.url);
    const conversation = await call<Conversation>(server.url, buyer, 'POST', '/api/conversations', {
      to: seller.user._id,
    });
    const toSeller = await stream(server.url, seller.cookie);
    await stream(server.url, buyer.cookie);
    await call(server.url, buyer, 'POST', '/api/messages', {
      conversationId: conversation._id,
      desc: 'Hello over PGlite',
    });
    expect(MessageCreatedEventData.parse(dataOf(await toSeller.next('message.created', 1000))).message.desc).toBe(
      'Hello over PGlite',
    );

    const stopping = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5000);
    await toSeller.ended;
    expect(server.output()).toContain('shut down cleanly');
  }, 180_000);

  test(
    'LIVE_STREAMS_MAX caps the streams of the process (503 LIVE_STREAMS_FULL ' +
      'with Retry-After); the request and idle timeouts do not cut a quiet stream',
    async () => {
      const server = await start({
        DATA_DIR: await dataDir(),
        LIVE_STREAMS_MAX: '2',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '1500',
        HTTP_IDLE_TIMEOUT_MS: '1500',
      });
      const seller = await signUp(server.url, { isSeller: true });
      const buyer = await signUp(server.url);
      const conversation = await call<Conversation>(server.url, buyer, 'POST', '/api/conversations', {
        to: seller.user._id,
      });
      const toSeller = await stream(server.url, seller.cookie);
      const toBuyer = await stream(server.url, buyer.cookie);

      const refused = await openSse(`${server.url}/api/events`, { cookie: buyer.cookie });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(JSON.parse(refused.body)).toMatchObject({ status: 503, code: 'LIVE_STREAMS_FULL' });

      // Quiet for longer than both timeouts (the heartbeat is 25 s away): the streams are still open.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await call(server.url, buyer, 'POST', '/api/messages', {
        conversationId: conversation._id,
        desc: 'After a quiet while',
      });
      expect(MessageCreatedEventData.parse(dataOf(await toSeller.next('message.created', 2000))).message.desc).toBe(
        'After a quiet while',
      );

      // The cap counts open streams: one closed by its client makes room.
      toBuyer.close();
      let again = await openSse(`${server.url}/api/events`, { cookie: buyer.cookie });
      for (let tries = 0; again.status === 503 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await openSse(`${server.url}/api/events`, { cookie: buyer.cookie });
      }
      streams.push(again);
      expect(again.status).toBe(200);
      console.log(
        `LIVE_STREAMS_MAX=2: the third stream answered 503 LIVE_STREAMS_FULL, ` +
          `Retry-After 30; streams quiet for 3.5 s outlived 1.5 s request and idle timeouts`,
      );

      expect(await server.stop()).toBe(0);
      await toSeller.ended;
      await again.ended;
    },
    180_000,
  );
});
