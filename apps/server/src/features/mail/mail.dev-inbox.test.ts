import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/test-app.ts';
import { enqueueMail, fileTransport, findUnsubscribe, listKeptMail, type InboxMail } from './index.ts';

let t: TestApp;
let userId: string;

beforeAll(async () => {
  // No SMTP_URL: the embedded default keeps each mail as a file in DATA_DIR/mail, listed on purpose here.
  t = await createTestApp({ PUBLIC_URL: 'https://inkwell.example', MAIL_DEV_INBOX: 'true' }, { mail: {} });
  userId = (await registerAndLogin(t.app)).user._id;
});
afterAll(async () => {
  await t.close();
});

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let sequence = 0;
async function queueReset(to: string): Promise<string> {
  sequence += 1;
  const key = `reset:${process.pid}:${Date.now()}:${sequence}`;
  await t.database.db.transaction((tx) =>
    enqueueMail(tx, [
      {
        idempotencyKey: key,
        to,
        userId,
        language: 'fr',
        template: 'password_reset',
        data: { name: 'Zoé <b>', url: `https://inkwell.example/reset-password?token=tok${sequence}&x=1` },
      },
    ]),
  );
  return key;
}

const inboxFor = async (to: string): Promise<InboxMail | undefined> =>
  (await t.app.inject({ url: `/dev/mail.json?to=${encodeURIComponent(to)}` })).json<InboxMail[]>()[0];

describe('the embedded default: mail kept as .eml files', () => {
  test('each mail is written whole as an .eml file under DATA_DIR/mail, named so the names sort by time', async () => {
    const to = `kept${Date.now()}@example.com`;
    await queueReset(to);
    const mail = await until('the kept mail', () => inboxFor(to));
    const names = (await fs.readdir(t.config.mail.dir)).filter((name) => name.endsWith('.eml'));
    expect(names).toContain(`${mail.id}.eml`);
    expect(mail.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_/);
    const eml = await fs.readFile(path.join(t.config.mail.dir, `${mail.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: kept\d+@example\.com$/m);
    expect(eml).toMatch(/^From: Inkwell <no-reply@inkwell\.example>$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toMatch(/^Message-ID: <[0-9a-f-]{36}@inkwell\.example>$/m);
    // No temporary files are left behind.
    expect((await fs.readdir(t.config.mail.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('kept mail on disk is private (decision 024)', () => {
  test('its .eml and the .json the dev inbox reads are 0600 in a 0700 folder, even under umask 000', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-kept-mail-'));
    const dir = path.join(root, 'mail');
    const before = process.umask(0);
    try {
      const transport = fileTransport(dir);
      await transport.send({
        id: '01900000-0000-7000-8000-000000000002',
        from: 'Inkwell <no-reply@inkwell.example>',
        to: 'someone@example.com',
        subject: 'Reset your password',
        html: '<p><a href="https://inkwell.example/reset-password?token=secret">Reset</a></p>',
        text: 'https://inkwell.example/reset-password?token=secret',
        messageId: '<01900000-0000-7000-8000-000000000002@inkwell.example>',
        headers: {},
      });
      transport.close();
      const names = await fs.readdir(dir);
      expect(names.map((name) => path.extname(name)).sort()).toEqual(['.eml', '.json']);
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
      for (const name of names) expect((await fs.stat(path.join(dir, name))).mode & 0o777, name).toBe(0o600);
    } finally {
      process.umask(before);
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('/dev/mail', () => {
  test(
    'a page queued as a path links under PUBLIC_URL; the footer ' +
      'opens the unsubscribe page, the header is the one-click POST',
    async () => {
      const to = `steps${Date.now()}@example.com`;
      const key = `step:${process.pid}:${Date.now()}`;
      await t.database.db.transaction((tx) =>
        enqueueMail(tx, [
          {
            idempotencyKey: key,
            to,
            userId,
            language: 'en',
            template: 'order_step',
            data: {
              name: 'Ana',
              type: 'order_delivered',
              actor: 'Priya',
              gigTitle: 'Thesis help',
              amount: null,
              url: '/orders/0193f1d2-0000-7000-8000-000000000000',
            },
            topic: 'order_delivered',
          },
        ]),
      );
      const mail = await until('the step mail', () => inboxFor(to));
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
      expect(mail.links).toEqual([
        'https://inkwell.example/orders/0193f1d2-0000-7000-8000-000000000000',
        `https://inkwell.example/unsubscribe?token=${row!.unsubscribeToken}`,
      ]);
      const eml = await fs.readFile(path.join(t.config.mail.dir, `${mail.id}.eml`), 'utf8');
      // A long header is folded onto the next line (RFC 5322).
      expect(eml.replace(/\r?\n[ \t]+/g, ' ')).toContain(
        `List-Unsubscribe: <https://inkwell.example/api/mail/unsubscribe?token=${row!.unsubscribeToken}>`,
      );
    },
  );

  test('/dev/mail.json lists the kept mail newest first, with its text and links, for one address', async () => {
    const to = `list${Date.now()}@example.com`;
    await queueReset(to);
    await until('the first mail', () => inboxFor(to));
    await queueReset(to);
    const all = await until('both mails', async () => {
      const list = (await t.app.inject({ url: `/dev/mail.json?to=${encodeURIComponent(to.toUpperCase())}` })).json<
        InboxMail[]
      >();
      return list.length === 2 && list;
    });
    expect(all[0]!.id > all[1]!.id).toBe(true);
    expect(all[0]).toMatchObject({ to, subject: 'Réinitialisez votre mot de passe Inkwell' });
    expect(all[0]!.text).toContain('Bonjour Zoé <b>,');
    expect(all[0]!.links).toEqual([`https://inkwell.example/reset-password?token=tok${sequence}&x=1`]);
    const response = await t.app.inject({ url: '/dev/mail.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<InboxMail[]>().length).toBeGreaterThanOrEqual(2);
  });

  test('the pages list the mail and show one with text and links clickable, its HTML apart and sandboxed', async () => {
    const to = `page${Date.now()}@example.com`;
    await queueReset(to);
    const mail = await until('the kept mail', () => inboxFor(to));
    const list = await t.app.inject({ url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain(`<a href="/dev/mail/${mail.id}">Réinitialisez votre mot de passe Inkwell</a>`);
    expect(list.body).toContain(to);
    const one = await t.app.inject({ url: `/dev/mail/${mail.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(`<a href="${mail.links[0]!.replaceAll('&', '&amp;')}">`);
    expect(one.body).toContain(`<a href="/dev/mail/${mail.id}/html">`);
    // The data is text on the page too.
    expect(one.body).toContain('Bonjour Zoé &lt;b&gt;,');
    expect(one.body).not.toContain('Zoé <b>');
    const html = await t.app.inject({ url: `/dev/mail/${mail.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'self'.*sandbox/);
    expect(html.body).toContain('Réinitialisez votre mot de passe Inkwell');
    expect(html.body).not.toContain('<script');
  });

  test('an unknown or malformed mail id is 404', async () => {
    expect(
      (await t.app.inject({ url: '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/dev/mail/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mail/nope/html' })).statusCode).toBe(404);
  });
});

describe('the dev inbox switch (MAIL_DEV_INBOX)', () => {
  /** An app with `env`, its /dev pages' statuses, and what it logged at info and above. */
  async function devPages(env: Record<string, string>): Promise<{ statuses: number[]; logged: string }> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-devmail-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      PUBLIC_URL: 'https://inkwell.example',
      ...env,
    });
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // A second app on the test app's database: only its configuration differs.
    const app = await buildApp({
      config,
      database: t.database,
      logger: { level: 'info', stream },
      mail: { pollMs: 0 },
      payments: { sweepMs: 0, refundSweepMs: 0 },
      orders: { timerMs: 0 },
      settlements: { timerMs: 0 },
    });
    try {
      const statuses = await Promise.all(
        [
          '/dev/mail',
          '/dev/mail.json',
          '/dev/mail.css',
          '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd/html',
        ].map(async (url) => (await app.inject({ url })).statusCode),
      );
      return { statuses, logged };
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }

  test('production without the flag: 404, and the server says at start that mail is kept, not sent', async () => {
    const { statuses, logged } = await devPages({ NODE_ENV: 'production' });
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect(logged).toMatch(/mail is kept in .*mail and not sent; set SMTP_URL/);
  });

  test('production with MAIL_DEV_INBOX=true (the end-to-end tests): listed, and said at start', async () => {
    const { statuses, logged } = await devPages({ NODE_ENV: 'production', MAIL_DEV_INBOX: 'true' });
    expect(statuses).toEqual([200, 200, 200, 404]);
    expect(logged).toContain('the development inbox is on');
    expect(logged).toContain('https://inkwell.example/dev/mail');
  });

  test('NODE_ENV unset or test: 404 on every page, and nothing said about an inbox', async () => {
    for (const env of [{}, { NODE_ENV: 'test' }] as Record<string, string>[]) {
      const { statuses, logged } = await devPages(env);
      expect(statuses).toEqual([404, 404, 404, 404]);
      expect(logged).not.toContain('development inbox');
    }
  });

  test('a server listening beyond this machine with the inbox on warns at start; on localhost not', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'inkwell.example']) {
      const { logged } = await devPages({ NODE_ENV: 'development', HOST: host });
      const warning = logged.split('\n').find((line) => line.includes('listens on'));
      expect(warning, host).toContain(`listens on ${host}, beyond this machine`);
      expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
    }
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      const { logged } = await devPages({ NODE_ENV: 'development', HOST: host });
      expect(logged, host).toContain('the development inbox is on');
      expect(logged, host).not.toContain('beyond this machine');
    }
    expect((await devPages({ HOST: '0.0.0.0' })).logged).not.toContain('beyond this machine');
  });

  test('NODE_ENV=development lists it unless MAIL_DEV_INBOX=false; SMTP_URL: kept mail not mentioned', async () => {
    expect((await devPages({ NODE_ENV: 'development' })).statuses).toEqual([200, 200, 200, 404]);
    expect((await devPages({ NODE_ENV: 'development', MAIL_DEV_INBOX: 'false' })).statuses).toEqual([
      404, 404, 404, 404,
    ]);
    expect((await devPages({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' })).logged).not.toContain(
      'mail is kept',
    );
  });
});

describe('findUnsubscribe', () => {
  test("finds the person and topic of a mail's unsubscribe token, and nothing for another token", async () => {
    const key = `step:${process.pid}:${Date.now()}`;
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, [
        {
          idempotencyKey: key,
          to: 'someone@example.com',
          userId,
          language: 'en',
          template: 'order_step',
          data: {
            name: 'A',
            type: 'bid_placed',
            actor: 'B',
            gigTitle: 'C',
            amount: null,
            url: 'https://inkwell.example/',
          },
          topic: 'bid_placed',
        },
      ]),
    );
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
    expect(row!.unsubscribeToken).toMatch(/^[\w-]{32}$/);
    expect(await findUnsubscribe(t.database.db, row!.unsubscribeToken!)).toEqual({ userId, topic: 'bid_placed' });
    expect(await findUnsubscribe(t.database.db, `${row!.unsubscribeToken!.slice(0, -1)}x`)).toBeNull();
    expect(await findUnsubscribe(t.database.db, '')).toBeNull();
    expect(await findUnsubscribe(t.database.db, "' OR 1=1 --")).toBeNull();
  });

  test('listKeptMail of a folder that does not exist is empty', async () => {
    expect(await listKeptMail(path.join(t.config.mail.dir, 'none'))).toEqual([]);
  });
});
