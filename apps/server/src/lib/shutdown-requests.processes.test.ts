import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUp, startServer, type HttpSession, type ServerProcess } from '../../test/fixtures/processes.ts';
import { connect, head, multipartFile, trickle } from '../../test/fixtures/slow-clients.ts';

/**
 * Slow clients against a real server process (decision 022): slow headers, a stalled body, a
 * trickling body and a body slower than the whole-request bound are each cut with an answer or a
 * closed connection, while the server keeps answering everyone else at once.
 */

const HEADERS_MS = 1500;
const BODY_WINDOW_MS = 1500;
const REQUEST_MS = 4000;
const IDLE_MS = 3000;
/** The checks run every second at most: a cut comes within its bound plus this. */
const SLACK_MS = 1500;

let dataDir: string;
let server: ServerProcess;
let buyer: HttpSession;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-timeouts-'));
  server = await startServer({
    DATA_DIR: dataDir,
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HTTP_BODY_IDLE_TIMEOUT_MS: String(BODY_WINDOW_MS),
    HTTP_BODY_MIN_BYTES_PER_SECOND: '1024',
    HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
  });
  buyer = await signUp(server.url);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The health check answers quickly while slow clients hang on (the server is not held up). */
async function healthTakes(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const upload = (size: number) =>
  multipartFile(
    'file',
    'notes.txt',
    'text/plain',
    Buffer.from('Slow but honest notes.\n'.repeat(size / 23 + 1).slice(0, size)),
  );
const uploadHead = (body: Buffer, contentType: string) =>
  head('POST', '/api/files', { cookie: buyer.cookie, 'content-type': contentType, 'content-length': body.length });

describe.runIf(process.env.TEST_DB !== 'pg')('slow clients against a server process', () => {
  test('headers sent a byte every 0.5 s get 408 after HTTP_HEADERS_TIMEOUT_MS, the connection closed', async () => {
    const connection = await connect(server.url);
    const started = performance.now();
    const dripping = trickle(
      connection,
      Buffer.from(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ${'a'.repeat(100)}\r\n\r\n`),
      500,
    );
    expect(await healthTakes()).toBeLessThan(500);
    const answer = await connection.answer;
    dripping.stop();
    const tookMs = Math.round(answer.closedAt - started);
    console.log(
      `slow headers (a byte every 0.5 s): ${answer.status} after ${tookMs} ` +
        `ms, ${await dripping.sent} bytes sent (bound ${HEADERS_MS} ms)`,
    );
    expect(answer.status).toBe(408);
    expect(tookMs).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(tookMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  test('a connection that sends nothing is closed', async () => {
    const connection = await connect(server.url);
    const started = performance.now();
    const answer = await connection.answer;
    const tookMs = Math.round(answer.closedAt - started);
    console.log(`silent connection: closed after ${tookMs} ms with ${answer.status || 'no answer'}`);
    expect(tookMs).toBeLessThan(Math.max(HEADERS_MS, IDLE_MS) + SLACK_MS);
  });

  test(
    'an upload trickling a byte every 0.5 s is answered 408 ' +
      'REQUEST_TOO_SLOW within the body window, and nothing is stored',
    async () => {
      const { body, contentType } = upload(2000);
      const connection = await connect(server.url);
      await connection.write(uploadHead(body, contentType));
      const started = performance.now();
      const dripping = trickle(connection, body, 500);
      expect(await healthTakes()).toBeLessThan(500);
      const answer = await connection.answer;
      dripping.stop();
      const tookMs = Math.round(answer.closedAt - started);
      console.log(
        `trickling upload (a byte every 0.5 s): ` +
          `${answer.status} ${answer.headers['content-type']} ` +
          `after ${tookMs} ms (window ${BODY_WINDOW_MS} ms)`,
      );
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 408, code: 'REQUEST_TOO_SLOW' });
      expect(tookMs).toBeLessThan(BODY_WINDOW_MS + SLACK_MS);
      expect(await fs.readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);
    },
  );

  test('an upload that stops half way is answered 408 REQUEST_TOO_SLOW', async () => {
    const { body, contentType } = upload(50_000);
    const connection = await connect(server.url);
    await connection.write(uploadHead(body, contentType));
    await connection.write(body.subarray(0, 20_000));
    const started = performance.now();
    const answer = await connection.answer;
    const tookMs = Math.round(answer.closedAt - started);
    console.log(`stalled upload (20 of 50 KB, then nothing): ${answer.status} after ${tookMs} ms`);
    expect(answer.status).toBe(408);
    expect(tookMs).toBeLessThan(BODY_WINDOW_MS + SLACK_MS);
  });

  test('a body faster than the minimum rate but slower than HTTP_REQUEST_TIMEOUT_MS allows gets 408', async () => {
    const { body, contentType } = upload(40_000);
    const connection = await connect(server.url);
    const started = performance.now();
    await connection.write(uploadHead(body, contentType));
    let sending = true;
    void (async () => {
      // 512 bytes every 250 ms: 2 KB/s, twice the minimum rate, so only the whole-request bound stops it.
      for (let at = 0; at < body.length && sending && !connection.socket.destroyed; at += 512) {
        await connection.write(body.subarray(at, at + 512));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const answer = await connection.answer;
    sending = false;
    const tookMs = Math.round(answer.closedAt - started);
    console.log(`steady 2 KB/s upload of 40 KB: ${answer.status} after ${tookMs} ms (request bound ${REQUEST_MS} ms)`);
    expect(answer.status).toBe(408);
    expect(tookMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(tookMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  });

  test('an upload at full speed is stored (201), and the server answered throughout', async () => {
    const { body, contentType } = upload(2 * 1024 * 1024);
    const response = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { cookie: buyer.cookie, 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(201);
    expect(await healthTakes()).toBeLessThan(500);
  });
});
