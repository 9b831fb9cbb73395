import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { MessageCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import type { Message } from '@inkwell/domain/messages/message.schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../test/fixtures/files.ts';
import { call, signUp, startServer, type HttpSession, type ServerProcess } from '../test/fixtures/processes.ts';
import { startReverseProxy, type ReverseProxy } from '../test/fixtures/reverse-proxy.ts';
import { startTestBucket, type TestBucket } from '../test/fixtures/s3.ts';
import { dataOf, openSse, type SseStream } from '../test/fixtures/sse.ts';

/**
 * Inkwell on two machines, as the README deploys it (decision 041). Two server processes,
 * each with a data folder of its own, on one PostgreSQL database and one S3-compatible bucket (a
 * real one on 127.0.0.1), behind a reverse proxy that forwards X-Forwarded-* (TRUST_PROXY=1) and
 * does not buffer event streams. Whatever one process took, the other serves.
 */

const dirs: string[] = [];
const streams: SseStream[] = [];
const servers: ServerProcess[] = [];

describe.runIf(process.env.TEST_DB === 'pg')(
  'two server processes behind a reverse proxy, on PostgreSQL and a bucket',
  () => {
    let drop: () => Promise<void>;
    let bucket: TestBucket;
    let proxy: ReverseProxy;
    /** The proxy's addresses pinned to process A and process B. */
    let a: string;
    let b: string;

    beforeAll(async () => {
      const testDb = inject('testDb');
      if (testDb.driver !== 'pg') throw new Error('this test needs the PostgreSQL test database (TEST_DATABASE_URL)');
      const name = `inkwell_proxy_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: testDb.adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
      drop = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
      bucket = await startTestBucket();
      proxy = await startReverseProxy();
      const env = async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-proxied-'));
        dirs.push(dataDir);
        return {
          DATABASE_URL: withDatabase(testDb.adminUrl, name),
          DATA_DIR: dataDir,
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: '1',
          ...bucket.env,
        };
      };
      // A slow start on a busy machine (two cores) is not what these tests measure.
      const started = await Promise.all([startServer(await env(), 120_000), startServer(await env(), 120_000)]);
      servers.push(...started);
      proxy.setBackends(started.map((server) => server.url));
      [a, b] = [proxy.via(0), proxy.via(1)];
    }, 180_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await Promise.all(servers.map((server) => server.stop()));
      await proxy?.close();
      await bucket?.stop();
      await drop?.();
      await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    });

    /** A multipart upload as the browser sends it from the site (its Origin is PUBLIC_URL, the proxy's). */
    const upload = async (
      base: string,
      route: string,
      session: HttpSession | null,
      part: { filename: string; type: string; data: Buffer },
    ) => {
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: {
          'content-type': MULTIPART_CONTENT_TYPE,
          origin: proxy.url,
          ...(session ? { cookie: session.cookie } : {}),
        },
        body: multipartBody([{ field: 'file', ...part }]),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      expect(response.headers.get('x-served-by')).toBe(base === a ? '0' : '1');
      return response.json() as Promise<Record<string, string>>;
    };

    test('a session made on A works on B, and signing out on B ends it on A', async () => {
      const person = await signUp(a);
      const me = await fetch(`${b}/api/auth/me`, { headers: { cookie: person.cookie } });
      expect(me.status).toBe(200);
      expect(me.headers.get('x-served-by')).toBe('1');
      expect(await me.json()).toMatchObject({ _id: person.user._id, username: person.user.username });

      const out = await fetch(`${b}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: person.cookie, origin: proxy.url },
      });
      expect(out.status).toBeLessThan(300);
      expect((await fetch(`${a}/api/auth/me`, { headers: { cookie: person.cookie } })).status).toBe(401);
    }, 60_000);

    test('a picture uploaded through A is served by B from the bucket, cached for a year', async () => {
      const picture = await solidImage(320, 200).png().toBuffer();
      const { url } = await upload(a, '/api/uploads', null, {
        filename: 'cover.png',
        type: 'image/png',
        data: picture,
      });
      const served = await fetch(`${b}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-served-by')).toBe('1');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    }, 60_000);

    test('a private file uploaded through A is given by B to its owner only, as a signed bucket address', async () => {
      const owner = await signUp(a);
      const stranger = await signUp(b);
      const file = await upload(a, '/api/files', owner, {
        filename: 'Chapter 2.pdf',
        type: 'application/pdf',
        data: MINIMAL_PDF,
      });

      const refused = await fetch(`${b}/api/files/${file._id}`, {
        headers: { cookie: stranger.cookie },
        redirect: 'manual',
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();

      const handed = await fetch(`${b}/api/files/${file._id}`, {
        headers: { cookie: owner.cookie },
        redirect: 'manual',
      });
      expect(handed.status).toBe(302);
      expect(handed.headers.get('x-served-by')).toBe('1');
      const location = handed.headers.get('location') ?? '';
      expect(location.startsWith(`${bucket.settings.endpoint}/`)).toBe(true);
      const download = await fetch(location);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Chapter 2.pdf"');
      expect(Buffer.from(await download.arrayBuffer())).toEqual(MINIMAL_PDF);
    }, 60_000);

    test('a message sent through A reaches a live stream held through the proxy on B at once', async () => {
      const seller = await signUp(a, { isSeller: true });
      const buyer = await signUp(b);
      const conversation = await call<Conversation>(a, buyer, 'POST', '/api/conversations', { to: seller.user._id });

      const onB = await openSse(`${b}/api/events`, { cookie: seller.cookie });
      streams.push(onB);
      expect(onB.status).toBe(200);
      expect(onB.headers.get('x-served-by')).toBe('1');
      // The proxy passes the stream's first event on as it comes: a buffering proxy would hold it.
      await onB.next('ready', 5_000);

      const sentAt = performance.now();
      const message = await call<Message>(a, buyer, 'POST', '/api/messages', {
        conversationId: conversation._id,
        desc: 'Sent through process A',
      });
      const arrived = await onB.next('message.created', 3_000);
      expect(arrived.at - sentAt).toBeLessThan(3_000);
      expect(MessageCreatedEventData.parse(dataOf(arrived)).message).toEqual(message);
    }, 60_000);

    test("behind the proxy (TRUST_PROXY=1) a process sees the address the proxy saw, not the client's", async () => {
      const requestId = randomUUID();
      // From 127.0.0.2, so that the client's address differs from the proxy's (127.0.0.1), with a forged hop before it.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(
            `${b}/api/health`,
            { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': requestId } },
            (response) => {
              response.resume();
              resolve(response.statusCode);
            },
          )
          .on('error', reject);
      });
      expect(status).toBe(200);
      const line = servers[1]!
        .output()
        .split('\n')
        .find((entry) => entry.includes(requestId) && entry.includes('incoming request'));
      expect(line, servers[1]!.output().slice(-2000)).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ req: { remoteAddress: '127.0.0.2' } });
    });

    test('round-robin without a pin spreads requests over both processes, each answering the same', async () => {
      const seen = new Set<string>();
      for (let round = 0; round < 4; round += 1) {
        const response = await fetch(`${proxy.url}/api/health`);
        expect(response.status).toBe(200);
        seen.add(response.headers.get('x-served-by') ?? '');
      }
      expect([...seen].sort()).toEqual(['0', '1']);
    });
  },
);
