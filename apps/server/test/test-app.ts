import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import type { MailSenderOptions } from '../src/features/mail/index.ts';
import type { OriginalityOptions } from '../src/features/originality/index.ts';
import type { PayoutTimersOptions } from '../src/features/payouts/index.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const testDb = inject('testDb');
  if (testDb.driver === 'pglite') {
    const dump = await fs.readFile(testDb.dumpFile);
    const database = await openPglite({ loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) });
    return { database, drop: async () => {} };
  }
  const name = `inkwell_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  const database = await openPostgres(withDatabase(testDb.adminUrl, name));
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * An app on a fresh database. The mail sender is off unless `mail` says otherwise: tests read the
 * queued mail straight from the outbox, which a running sender would change under them (it empties
 * an account mail's link once sent); the mail feature's own tests turn it on. The originality checks
 * are off too: a test runs them with runOriginalityChecks when it wants a delivery's evidence.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    mail = { pollMs: 0 },
    originality = { sweepMs: 0 },
    payouts,
  }: { mail?: MailSenderOptions; originality?: OriginalityOptions; payouts?: PayoutTimersOptions } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // A test file registers its people from one address; the registration limit's own tests set it lower.
    REGISTRATIONS_PER_HOUR: '100000',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, mail, originality, payouts });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** Unique values so that tests never collide. */
export function unique(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${process.pid}x${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

export function buildRegistration(overrides: Record<string, unknown> = {}) {
  const username = unique();
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    img: '',
    country: 'GB',
    isSeller: false,
    desc: '',
    phone: '',
    acceptHonorCode: true,
    ...overrides,
  };
}

/** A signed-in user: its cookie is sent with every request made through `request`. */
export interface Session {
  user: { _id: string; username: string; email: string; isSeller: boolean };
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Session> {
  const registration = buildRegistration(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  return login(app, registration.username, registration.password);
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const setCookie = response.cookies.find((c) => c.name === 'inkwell_session');
  if (!setCookie) throw new Error('login set no session cookie');
  const cookie = `inkwell_session=${setCookie.value}`;
  return {
    user: response.json(),
    cookie,
    request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}
