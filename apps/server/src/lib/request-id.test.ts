import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../../test/test-app.ts';

/** Request ids: in the answer's header, in every problem answer and in the request's log lines. */
describe('request ids', () => {
  let app: FastifyInstance;
  let url: string;
  const lines: Record<string, unknown>[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-reqid-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'true',
      SEED_DEMO_DATA: 'false',
    });
    const { database, drop } = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config, database, logger: { level: 'info', stream }, mail: { pollMs: 0 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    cleanup = async () => {
      await app.close();
      // The last test closed it already.
      await database.close().catch(() => {});
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  test('a new id per request (a UUID), echoed as X-Request-Id and in every log line of the request', async () => {
    const first = await fetch(`${url}/api/health`);
    const second = await fetch(`${url}/api/health`);
    const id = first.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.headers.get('x-request-id')).not.toBe(id);
    const own = linesOf(id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  test('a safe incoming X-Request-Id is kept; an unsafe one (too long, spaces, quotes, newlines) is not', async () => {
    const kept = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.42:web@edge_1' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:web@edge_1');
    expect(linesOf('lb-7f3a.42:web@edge_1')).toHaveLength(2);
    for (const unsafe of ['a'.repeat(65), 'two words', '"quoted"', 'x\tforged', '<script>']) {
      const replaced = await fetch(`${url}/api/health`, { headers: { 'x-request-id': unsafe } });
      const id = replaced.headers.get('x-request-id');
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('every problem answer carries the id as requestId: a 404, a 400 and a 401', async () => {
    const cases = [
      fetch(`${url}/api/no/such/address`),
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-400' },
        body: '{"username":',
      }),
      fetch(`${url}/api/auth/sessions`),
    ];
    const answers = await Promise.all(cases);
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 401]);
    for (const answer of answers) {
      const body = (await answer.json()) as { requestId?: string; code?: string };
      expect(body.code).toBeTruthy();
      expect(body.requestId).toBe(answer.headers.get('x-request-id'));
    }
    expect(answers[1]?.headers.get('x-request-id')).toBe('trace-400');
  });

  test('an error logged by a handler carries the id of its request', async () => {
    await app.database.close();
    const answer = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'probe-when-down' } });
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { requestId: string }).requestId).toBe('probe-when-down');
    const own = linesOf('probe-when-down');
    expect(own.map((line) => line.msg)).toEqual([
      'incoming request',
      'health check: database did not answer',
      'request completed',
    ]);
  });
});
