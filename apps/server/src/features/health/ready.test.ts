import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { shippedMigrations } from './readiness.ts';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('200 when migrated and the database answers; /api/health stays the liveness check', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('503 with the reason once the process is draining', async () => {
    t.app.readiness.draining = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: 'Not ready: this process is shutting down.',
      });
      expect(response.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      t.app.readiness.draining = false;
    }
  });
});

describe('GET /api/ready while the database is not there', () => {
  test('503 "migrations have not all run" on a database without them, 200 once they ran', async () => {
    const database = await openPglite({});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-inkwell-ready',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      readyCacheMs: 0,
      mail: { pollMs: 0 },
      payments: { sweepMs: 0, refundSweepMs: 0 },
      orders: { timerMs: 0 },
      settlements: { timerMs: 0 },
    });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        detail: 'Not ready: the database migrations have not all run yet.',
      });
      await database.migrate();
      expect(shippedMigrations()).toBeGreaterThan(10);
      const after = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(after.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
    // A new embedded database and its migrations: seconds, more on a busy machine.
  }, 120_000);

  test('503 "not answering" when the database is gone; the check is kept a second, spared from probes', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await t.database.close();
      // Within the second, the kept answer (one query per second at most, whatever the probes).
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      const gone = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        detail: 'Not ready: the database is not answering.',
      });
    } finally {
      await t.app.close();
      await t.close().catch(() => {});
    }
  });
});
