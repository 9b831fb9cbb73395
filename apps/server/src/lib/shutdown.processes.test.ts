import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildGig } from '../../test/fixtures/gigs.ts';
import { signUp, startServer, type ServerProcess } from '../../test/fixtures/processes.ts';
import { connect, head, multipartFile, trickle, type RawConnection } from '../../test/fixtures/slow-clients.ts';

/**
 * SIGTERM against a real server process on PGlite (decision 022): requests in flight finish with
 * their answers, a trickling upload does not hold the shutdown past SHUTDOWN_GRACE_MS, the process
 * exits 0 with the database closed, and a new process starts on the same data folder at once.
 */

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const DOWNLOAD_BYTES = 8 * 1024 * 1024;

async function start(env: Record<string, string> = {}): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-shutdown-')));
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  // A slow start on a busy machine is not what is tested here.
  const server = await startServer({ ...env, DATA_DIR: dataDir }, 120_000);
  servers.push(server);
  return { server, dataDir };
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** The server's JSON log lines. */
const logLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map(
      (line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { url?: string }; [figure: string]: unknown },
    );

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The shutdown's log lines come in this order, and the force-exit never fired. */
function expectCleanShutdown(output: string) {
  const at = [
    'shutting down',
    'every connection closed',
    'database closed and data-folder lock released',
    'shut down cleanly',
  ].map((line) => output.indexOf(line));
  expect(at.every((index) => index >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  expect(output).not.toContain('exiting');
}

/** A new process on the same data folder: it starts (the lock was released) and reads what the old one wrote. */
async function restartOn(dataDir: string): Promise<{ server: ServerProcess; startMs: number }> {
  const started = performance.now();
  const { server } = await start({ DATA_DIR: dataDir });
  return { server, startMs: Math.round(performance.now() - started) };
}

describe.runIf(process.env.TEST_DB !== 'pg')('SIGTERM on a server process', () => {
  test(
    '100 requests in flight (50 gig writes with half-sent bodies, 50 downloads of 8 ' +
      'MB read late) all complete, then exit 0 and a new process starts on the folder',
    async () => {
      // Bounds far away: this test is about requests finishing, not being cut (a busy machine with 2 cores moves 400 MB
      // slowly), and the half-sent bodies wait for all 100 to arrive.
      const { server, dataDir } = await start({ SHUTDOWN_GRACE_MS: '60000', HTTP_BODY_IDLE_TIMEOUT_MS: '60000' });
      const seller = await signUp(server.url, { isSeller: true });
      const text = Buffer.from('Reading list, chapter and verse.\n'.repeat(DOWNLOAD_BYTES / 33 + 1)).subarray(
        0,
        DOWNLOAD_BYTES,
      );
      const { body, contentType } = multipartFile('file', 'reading-list.txt', 'text/plain', text);
      const uploaded = await fetch(`${server.url}/api/files`, {
        method: 'POST',
        headers: { cookie: seller.cookie, 'content-type': contentType },
        body,
      });
      expect(uploaded.status).toBe(201);
      const fileId = ((await uploaded.json()) as { _id: string })._id;

      const mark = server.output().length;
      const since = () => server.output().slice(mark);
      const writes: { connection: RawConnection; title: string; body: Buffer }[] = [];
      const reads: RawConnection[] = [];
      for (let i = 0; i < 50; i++) {
        const title = `Written while the server stops, number ${i}`;
        const json = Buffer.from(JSON.stringify(buildGig({ title })));
        const connection = await connect(server.url);
        await connection.write(
          head('POST', '/api/gigs', {
            cookie: seller.cookie,
            'content-type': 'application/json',
            'content-length': json.length,
          }),
        );
        await connection.write(json.subarray(0, json.length >> 1));
        writes.push({ connection, title, body: json });
        const reader = await connect(server.url, { paused: true });
        await reader.write(head('GET', `/api/files/${fileId}`, { cookie: seller.cookie }));
        reads.push(reader);
      }
      const ours = () =>
        logLines(since()).filter(
          (line) => line.msg === 'incoming request' && /^\/api\/(gigs|files\/)/.test(line.req?.url ?? ''),
        );
      await waitFor(() => ours().length >= 100, 'the server to receive the 100 requests');
      const received = new Set(ours().map((line) => line.reqId));
      const completedBeforeSignal = logLines(since()).filter(
        (line) => line.msg === 'request completed' && received.has(line.reqId),
      ).length;

      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      await waitFor(() => since().includes('shutting down'), 'the shutdown to begin');
      // No new connection is accepted (one that raced the close is answered 503).
      expect([503, 'refused']).toContain(
        await fetch(`${server.url}/api/health`).then(
          (response) => response.status,
          () => 'refused',
        ),
      );
      await Promise.all(writes.map(({ connection, body }) => connection.write(body.subarray(body.length >> 1))));
      for (const reader of reads) reader.resume();

      const gigAnswers = await Promise.all(writes.map(({ connection }) => connection.answer));
      const readAnswers = await Promise.all(reads.map((reader) => reader.answer));
      const code = await server.exited;
      const exitMs = Math.round(performance.now() - signalAt);
      const written = gigAnswers.filter(
        (answer, i) => answer.status === 201 && JSON.parse(answer.body.toString()).title === writes[i]!.title,
      );
      const digest = createHash('sha256').update(text).digest('hex');
      const downloaded = readAnswers.filter(
        (answer) => answer.status === 200 && createHash('sha256').update(answer.body).digest('hex') === digest,
      );
      const closedLine = logLines(server.output()).find((line) => line.msg === 'every connection closed');
      console.log('the shutdown said:', JSON.stringify(closedLine));
      expect(closedLine).toMatchObject({ inFlight: 100, cutBodies: 0, cutAnswers: 0 });
      expect(completedBeforeSignal).toBe(0);
      expect(gigAnswers.map((answer) => answer.status)).toEqual(writes.map(() => 201));
      expect(written).toHaveLength(50);
      expect(readAnswers.map((answer) => answer.status)).toEqual(reads.map(() => 200));
      expect(downloaded).toHaveLength(50);
      expect(code).toBe(0);
      expectCleanShutdown(server.output());

      const { server: next, startMs } = await restartOn(dataDir);
      const kept = await Promise.all(
        gigAnswers.map(
          async (answer) =>
            (await fetch(`${next.url}/api/gigs/single/${JSON.parse(answer.body.toString())._id}`)).status,
        ),
      );
      expect(kept.filter((status) => status === 200)).toHaveLength(50);
      console.log(
        `SIGTERM with 100 requests in flight (0 answered before the ` +
          `signal): ${written.length + downloaded.length}/100 completed ` +
          `(${written.length} gig writes, ${downloaded.length} downloads of 8 MB), exit ${code} in ${exitMs} ms; ` +
          `a new process started on the same data folder in ${startMs} ms and reads all ${kept.length} gigs`,
      );
      expect(await next.stop()).toBe(0);
    },
    180_000,
  );

  test(
    'an upload trickling a byte every 0.5 s is answered 503 at ' +
      'SHUTDOWN_GRACE_MS and does not hold the exit; half-sent headers neither',
    async () => {
      const graceMs = 2000;
      const { server, dataDir } = await start({ SHUTDOWN_GRACE_MS: String(graceMs) });
      const buyer = await signUp(server.url);
      const { body, contentType } = multipartFile(
        'file',
        'notes.txt',
        'text/plain',
        Buffer.from('Notes.\n'.repeat(300)),
      );
      const uploader = await connect(server.url);
      await uploader.write(
        head('POST', '/api/files', {
          cookie: buyer.cookie,
          'content-type': contentType,
          'content-length': body.length,
        }),
      );
      const dripping = trickle(uploader, body, 500);
      const slowHeaders = await connect(server.url);
      const headerDrip = trickle(
        slowHeaders,
        Buffer.from(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ${'a'.repeat(200)}\r\n\r\n`),
        500,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      const answer = await uploader.answer;
      const cutMs = Math.round(answer.closedAt - signalAt);
      const code = await server.exited;
      const exitMs = Math.round(performance.now() - signalAt);
      dripping.stop();
      headerDrip.stop();
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 503, code: 'SERVER_RESTARTING' });
      expect((await slowHeaders.answer).status).toBe(0);
      expect(cutMs).toBeGreaterThanOrEqual(graceMs - 100);
      expect(exitMs).toBeLessThan(graceMs + 2000);
      expect(code).toBe(0);
      expectCleanShutdown(server.output());
      expect(await fs.readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);

      const { server: next, startMs } = await restartOn(dataDir);
      console.log(
        `trickling upload (a byte every 0.5 s, ${await dripping.sent} ` +
          `bytes sent) and half-sent headers at SIGTERM: upload answered 503 ` +
          (`${cutMs} ms after the signal (bound ${graceMs} ms), exit ${code} in ` +
            `${exitMs} ms; a new process started on the folder in ${startMs} ms`),
      );
      expect(await next.stop()).toBe(0);
    },
    180_000,
  );
});
