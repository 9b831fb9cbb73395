import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MessageCreatedEventData, NotificationCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createLiveApp } from '../../../test/fixtures/live.ts';
import { dataOf, openSse, type SseStream } from '../../../test/fixtures/sse.ts';

/**
 * A message's events go to the streams of the process that committed it at once (deliver), not
 * only after its NOTIFY comes back; the NOTIFY then finds those streams up to date, so each event
 * is written once (decision 014).
 */

const opened: SseStream[] = [];

async function readyStream(url: string, cookie: string): Promise<SseStream> {
  const stream = await openSse(`${url}/api/events`, { cookie });
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

describe('a process that hears no NOTIFY (its listening connection silent)', () => {
  let deaf: TestApp & { url: string };
  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-deaf-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      REGISTRATIONS_PER_HOUR: '100000',
    });
    const { database, drop } = await openTestDatabase();
    // The heartbeat (25 s) would deliver at last: within a second, only the direct delivery can.
    const app = await buildApp({
      config,
      database: { ...database, listen: async () => async () => {} },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    deaf = {
      app,
      database,
      config,
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      close: async () => {
        await app.close();
        await database.close();
        await drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await deaf.close();
  });

  test(
    "still writes a message it committed to both people's streams " +
      "at once, with the other's notification and unread count",
    async () => {
      const [seller, buyer] = await Promise.all([sellerSession(deaf.app), buyerSession(deaf.app)]);
      const conversation = await converse(buyer, seller);
      const [toSeller, toBuyer] = [
        await readyStream(deaf.url, seller.cookie),
        await readyStream(deaf.url, buyer.cookie),
      ];
      await send(buyer, conversation._id, 'straight to you');
      const received = MessageCreatedEventData.parse(dataOf(await toSeller.next('message.created', 1000)));
      expect(received.message.desc).toBe('straight to you');
      expect(received.conversation.read).toBe(false);
      const told = NotificationCreatedEventData.parse(dataOf(await toSeller.next('notification.created', 1000)));
      expect(told.notification).toMatchObject({
        type: 'message_received',
        preview: 'straight to you',
        count: 1,
        actor: { _id: buyer.user._id },
      });
      expect(told.unread).toBe(1);
      expect(MessageCreatedEventData.parse(dataOf(await toBuyer.next('message.created', 1000))).conversation.read).toBe(
        true,
      );
    },
  );
});

describe('a process that also hears its own NOTIFY', () => {
  let live: TestApp & { url: string };
  beforeAll(async () => {
    live = await createLiveApp();
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await live.close();
  });

  test('writes each event once and in id order, whether it came directly or after the NOTIFY', async () => {
    const [seller, buyer] = await Promise.all([sellerSession(live.app), buyerSession(live.app)]);
    const conversation = await converse(buyer, seller);
    const [toSeller, toBuyer] = [await readyStream(live.url, seller.cookie), await readyStream(live.url, buyer.cookie)];
    const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const [i, text] of texts.entries()) await send(i % 2 === 0 ? buyer : seller, conversation._id, text);
    for (const stream of [toSeller, toBuyer]) {
      for (const text of texts)
        expect(MessageCreatedEventData.parse(dataOf(await stream.next('message.created', 2000))).message.desc).toBe(
          text,
        );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const stream of [toSeller, toBuyer]) {
      const ids = stream.events
        .filter((event) => event.id !== null && event.event !== 'ready')
        .map((event) => Number(event.id));
      expect(ids.length).toBeGreaterThanOrEqual(texts.length);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      expect(stream.events.filter((event) => event.event === 'message.created')).toHaveLength(texts.length);
    }
  });
});
