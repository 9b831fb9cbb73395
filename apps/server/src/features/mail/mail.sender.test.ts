import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/fixtures/smtp.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { claimDueMail, purgeAccountMail } from './outbox.repository.ts';
import { smtpTransport, type MailTransport } from './transports.ts';
import type { MailSenderOptions } from './sender.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let smtp: TestSmtpServer;
let config: Config;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  smtp = await startTestSmtpServer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-mail-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    PUBLIC_URL: 'https://inkwell.example',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Inkwell <no-reply@inkwell.example>',
  });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  smtp.refusing = false;
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
  await drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const FAST: MailSenderOptions = { pollMs: 25, backoffMs: 40, maxBackoffMs: 200, leaseMs: 5_000 };

/** The app with its mail sender on this test's SMTP server (and the other timers off). */
async function start(mail: MailSenderOptions = FAST): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    database,
    logger: false,
    payments: { sweepMs: 0, refundSweepMs: 0 },
    orders: { timerMs: 0 },
    settlements: { timerMs: 0 },
    mail: { transport: smtpTransport(smtp.url, { timeoutMs: 2_000 }), ...mail },
  });
  await app.ready();
  apps.push(app);
  return app;
}

let sequence = 0;
function mailTo(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  sequence += 1;
  const key = `test:${process.pid}:${Date.now()}:${sequence}`;
  return {
    idempotencyKey: key,
    to: `person${sequence}@example.com`,
    userId: null,
    language: 'en',
    template: 'order_step',
    data: {
      name: `Reader ${key}`,
      type: 'bid_placed',
      actor: 'Priya',
      gigTitle: 'Thesis help',
      amount: 120,
      url: 'https://inkwell.example/orders/1',
    },
    topic: 'bid_placed',
    ...overrides,
  };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 8_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rowOf = async (key: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0];
const receivedFor = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
const queue = (...mails: OutgoingMail[]) => database.db.transaction((tx) => enqueueMail(tx, mails));

describe('the mail sender over SMTP', () => {
  test('a queued mail arrives within moments with HTML and text parts and one-click unsubscribe headers', async () => {
    await start({ ...FAST, pollMs: 60_000 });
    const mail = mailTo();
    await queue(mail);
    // The poll is a minute away: the commit's NOTIFY wakes the sender.
    const [received] = await until('the mail', () => receivedFor(mail.to).length > 0 && receivedFor(mail.to), 5_000);
    expect(received!.from).toBe('no-reply@inkwell.example');
    expect(received!.headers.subject).toBe('New bid: Thesis help');
    expect(received!.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(received!.raw).toMatch(/Content-Type: text\/plain/);
    expect(received!.raw).toMatch(/Content-Type: text\/html/);
    const row = await rowOf(mail.idempotencyKey);
    const unsubscribe = `https://inkwell.example/api/mail/unsubscribe?token=${row!.unsubscribeToken}`;
    expect(received!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received!.headers['message-id']).toBe(`<${row!.id}@inkwell.example>`);
    await until('the row sent', async () => (await rowOf(mail.idempotencyKey))?.status === 'sent');
    const sent = await rowOf(mail.idempotencyKey);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: '' });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent!.messageId).toBe(`<${row!.id}@inkwell.example>`);
  });

  test('account mail has no unsubscribe header, and its link is not kept once sent', async () => {
    await start();
    const mail = mailTo({
      template: 'password_reset',
      topic: undefined,
      data: { name: 'Ana', url: 'https://inkwell.example/reset-password?token=secret' },
    });
    await queue(mail);
    const [received] = await until('the mail', () => receivedFor(mail.to).length > 0 && receivedFor(mail.to));
    expect(received!.headers['list-unsubscribe']).toBeUndefined();
    expect(received!.decoded).toContain('href="https://inkwell.example/reset-password?token=secret"');
    await until('the row sent', async () => (await rowOf(mail.idempotencyKey))?.status === 'sent');
    expect((await rowOf(mail.idempotencyKey))!.data).toEqual({});
    // Some days later the row itself goes.
    expect(await purgeAccountMail(database.db, 0)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(mail.idempotencyKey)).toBeUndefined();
  });

  test('a sent order mail stays as a record for 30 days, then goes', async () => {
    await start();
    const mail = mailTo();
    await queue(mail);
    await until('the row sent', async () => (await rowOf(mail.idempotencyKey))?.status === 'sent');
    await purgeAccountMail(database.db, 0, 30 * 24 * 3_600_000);
    expect(await rowOf(mail.idempotencyKey)).toBeDefined();
    await purgeAccountMail(database.db, 0, 0);
    expect(await rowOf(mail.idempotencyKey)).toBeUndefined();
  });

  test('SMTP down, then up: every mail arrives exactly once after retries', async () => {
    await smtp.stop();
    await start();
    const mails = [mailTo(), mailTo(), mailTo()];
    await queue(...mails);
    await until('failed attempts', async () => (await rowOf(mails[2]!.idempotencyKey))!.attempts >= 2);
    const waiting = await rowOf(mails[0]!.idempotencyKey);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await until('every row sent', async () =>
      (await Promise.all(mails.map((mail) => rowOf(mail.idempotencyKey)))).every((row) => row?.status === 'sent'),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const mail of mails) expect(receivedFor(mail.to)).toHaveLength(1);
  });

  test('an SMTP server that refuses for a while: each mail arrives once it accepts, exactly once', async () => {
    smtp.refusing = true;
    await start();
    const mails = [mailTo(), mailTo()];
    await queue(...mails);
    await until('refused attempts', async () => (await rowOf(mails[1]!.idempotencyKey))!.attempts >= 2);
    expect((await rowOf(mails[0]!.idempotencyKey))!.lastError).toMatch(/try again later/);
    smtp.refusing = false;
    await until('every row sent', async () =>
      (await Promise.all(mails.map((mail) => rowOf(mail.idempotencyKey)))).every((row) => row?.status === 'sent'),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const mail of mails) expect(receivedFor(mail.to)).toHaveLength(1);
  });

  test('a process that died mid-send: after its lease the next process sends the mail, once', async () => {
    // The first process claims the mail (its sender is about to hand it to SMTP) and stops there.
    const first = await start({ pollMs: 0 });
    const mail = mailTo();
    await queue(mail);
    // A lease long enough that a busy machine (CI runs two test runs at once) has not seen it end
    // before the check that the new process waits for it.
    const claimed = await claimDueMail(database.db, { limit: 50, leaseMs: 2_500 });
    expect(claimed.map((row) => row.idempotencyKey)).toContain(mail.idempotencyKey);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    // A new process starts: the row is still leased, then it is claimed again and sent.
    await start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receivedFor(mail.to)).toHaveLength(0);
    await until('the mail', () => receivedFor(mail.to).length > 0);
    await until('the row sent', async () => (await rowOf(mail.idempotencyKey))?.status === 'sent');
    expect((await rowOf(mail.idempotencyKey))!.attempts).toBe(2);
    expect(receivedFor(mail.to)).toHaveLength(1);
  });

  test('two processes sending from one outbox never send one mail twice', async () => {
    await start({ ...FAST, batch: 3 });
    await start({ ...FAST, batch: 3 });
    const mails = Array.from({ length: 12 }, () => mailTo());
    await queue(...mails);
    await until(
      'every row sent',
      async () =>
        (await Promise.all(mails.map((mail) => rowOf(mail.idempotencyKey)))).every((row) => row?.status === 'sent'),
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const mail of mails) expect(receivedFor(mail.to)).toHaveLength(1);
  });

  test('one event queued twice is sent once', async () => {
    await start();
    const mail = mailTo();
    await queue(mail);
    await queue({ ...mail, data: { ...mail.data, gigTitle: 'Changed' } as OutgoingMail['data'] });
    await until('the row sent', async () => (await rowOf(mail.idempotencyKey))?.status === 'sent');
    await queue(mail);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receivedFor(mail.to)).toHaveLength(1);
    expect(receivedFor(mail.to)[0]!.headers.subject).toBe('New bid: Thesis help');
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, mail.idempotencyKey)),
    ).toHaveLength(1);
  });

  test('a mail queued in a transaction that rolled back is never sent', async () => {
    await start();
    const lost = mailTo();
    const kept = mailTo();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, [lost]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue(kept);
    await until('the other mail', () => receivedFor(kept.to).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receivedFor(lost.to)).toHaveLength(0);
    expect(await rowOf(lost.idempotencyKey)).toBeUndefined();
  });

  test('a mail that keeps failing is given up after its attempts, with the last error kept', async () => {
    const broken: MailTransport = {
      kind: 'smtp',
      description: 'always failing',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    const app = await buildApp({
      config,
      database,
      logger: false,
      payments: { sweepMs: 0, refundSweepMs: 0 },
      orders: { timerMs: 0 },
      settlements: { timerMs: 0 },
      mail: { ...FAST, backoffMs: 5, maxAttempts: 3, transport: broken },
    });
    apps.push(app);
    const mail = mailTo();
    await queue(mail);
    await until('the mail failed', async () => (await rowOf(mail.idempotencyKey))?.status === 'failed');
    expect(await rowOf(mail.idempotencyKey)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
      lockedUntil: null,
    });
  });
});
