import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openSse } from '../../../test/fixtures/sse.ts';
import { createTestApp, openTestDatabase, registerAndLogin } from '../../../test/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: { app: FastifyInstance; url: string; close(): Promise<void> };
  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-metrics-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      LOG_REQUESTS: 'false',
      METRICS_TOKEN: TOKEN,
    });
    const { database, drop } = await openTestDatabase();
    // The mail sender is off: the queued mail stays pending for the gauge to count.
    const app = await buildApp({ config, database, logger: false, mail: { pollMs: 0 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = {
      app,
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
    await server?.close();
  });

  test('401 without the bearer token, with a wrong one, or as a Basic credential', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const response = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toMatchObject({
        code: 'NOT_SIGNED_IN',
        detail: 'The metrics need the bearer token set in METRICS_TOKEN.',
      });
    }
  });

  test(
    'latency by method, route pattern and status class; live ' +
      'streams; pending mail and timers; pool use; process metrics',
    async () => {
      const session = await registerAndLogin(server.app);
      const stream = await openSse(`${server.url}/api/events`, { cookie: session.cookie });
      try {
        await stream.next('ready');
        expect((await fetch(`${server.url}/api/users/${session.user._id}`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/users/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
        expect((await fetch(`${server.url}/api/no/such/address`)).status).toBe(404);
        const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
        const text = await response.text();
        // The route's pattern, never the raw URL (no series per user id).
        expect(
          sample(
            text,
            'inkwell_http_request_duration_seconds_count',
            'method="GET",route="/api/users/:id",status_class="2xx"',
          ),
        ).toBeGreaterThanOrEqual(1);
        expect(
          sample(
            text,
            'inkwell_http_request_duration_seconds_count',
            'method="GET",route="/api/users/:id",status_class="4xx"',
          ),
        ).toBe(1);
        expect(text).not.toContain(session.user._id);
        expect(text).not.toContain('/api/no/such/address');
        expect(
          sample(
            text,
            'inkwell_http_request_duration_seconds_count',
            'method="GET",route="unmatched",status_class="4xx"',
          ),
        ).toBe(1);
        expect(server.app.printRoutes({ includeHooks: true })).toContain('observeForMetrics()');
        expect(sample(text, 'inkwell_live_streams_open')).toBe(1);
        // Registering queued the address's verification mail; the sender is off in tests, so it waits.
        expect(sample(text, 'inkwell_mail_pending', 'state="due"')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'inkwell_mail_pending', 'state="later"')).toBe(0);
        for (const timer of ['order_acceptance', 'order_payment', 'payment_processing', 'refund_pending']) {
          expect(sample(text, 'inkwell_timers_pending', `timer="${timer}"`)).toBe(0);
        }
        expect(sample(text, 'inkwell_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
        if (server.app.database.kind === 'postgres') {
          expect(sample(text, 'inkwell_db_pool_connections', 'state="max"')).toBe(10);
          expect(sample(text, 'inkwell_db_pool_connections', 'state="waiting"')).toBe(0);
        } else {
          expect(sample(text, 'inkwell_db_pool_connections', 'state="max"')).toBe(1);
          expect(sample(text, 'inkwell_db_pool_connections', 'state="idle"')).toBeUndefined();
        }
        expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
        expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      } finally {
        stream.close();
      }
    },
  );
});

describe('GET /metrics without METRICS_TOKEN', () => {
  test('404 for everyone, the bearer token or not, and no per-request hook', async () => {
    const t = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
      }
      const route = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
      expect(route).toContain('(onResponse)');
      expect(route).not.toContain('observeForMetrics');
    } finally {
      await t.close();
    }
  });
});
