import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { startWokenJob } from '../../lib/woken-job.ts';
import { MAIL_CHANNEL } from './outbox.ts';
import { claimDueMail, markFailure, markSent, purgeAccountMail, type OutboxRow } from './outbox.repository.ts';
import { renderMail } from './templates/render.ts';
import { fileTransport, smtpTransport, type MailTransport } from './transports.ts';

/** The sender's timing (tests shorten it, or turn the poll off with pollMs 0 and call the sender themselves). */
export interface MailSenderOptions {
  /** How often it looks for due mail besides being woken by a commit (ms); 0: never by itself. */
  pollMs?: number;
  /** Mails one pass claims at most. */
  batch?: number;
  /** How long a claimed mail is left to its sender before another may claim it (ms). */
  leaseMs?: number;
  /** Attempts before a mail is `failed`. */
  maxAttempts?: number;
  /** The first retry's wait (ms); each next one doubles, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Sent and failed account mails are removed after this long (ms). */
  purgeAfterMs?: number;
  /** Every other sent or given-up mail is removed after this long (ms; the privacy policy says 30 days). */
  keepSentMs?: number;
  /** Where mail goes; by default SMTP when config.mail.smtpUrl is set, else .eml files in config.mail.dir. */
  transport?: MailTransport;
}

export const MAIL_DEFAULTS = {
  pollMs: 1_000,
  batch: 20,
  leaseMs: 120_000,
  maxAttempts: 8,
  backoffMs: 30_000,
  maxBackoffMs: 6 * 3_600_000,
  purgeAfterMs: 3 * 24 * 3_600_000,
  keepSentMs: 30 * 24 * 3_600_000,
} as const;
const PURGE_EVERY_MS = 15 * 60_000;

/**
 * The wait before retry number `attempts` (1, 2, ...): doubling from backoffMs,
 * capped, with ±20 % jitter so failed mails do not all come back at once.
 */
export function backoffFor(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  const base = Math.min(backoffMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export function defaultTransport(config: Config): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(config.mail.dir);
}

export interface MailSenderContext {
  db: Database;
  config: Config;
  transport: MailTransport;
  log: Pick<FastifyInstance['log'], 'warn' | 'error'>;
}

/** Features queue a page of the site as a path (`/orders/…`): the mail links to it under PUBLIC_URL. */
function withAbsoluteLinks(data: Record<string, unknown>, publicUrl: string): Record<string, unknown> {
  const absolute = (value: unknown) =>
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? `${publicUrl}${value}` : value;
  return { ...data, url: absolute(data.url), resetUrl: absolute(data.resetUrl) };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

async function sendOne(
  context: MailSenderContext,
  row: OutboxRow,
  options: Required<Omit<MailSenderOptions, 'transport'>>,
): Promise<boolean> {
  const { config, transport } = context;
  try {
    const token = row.unsubscribeToken ? encodeURIComponent(row.unsubscribeToken) : null;
    // The header is the one-click POST (RFC 8058); the footer link opens the page that asks first.
    const unsubscribeUrl = token ? `${config.publicUrl}/api/mail/unsubscribe?token=${token}` : null;
    const unsubscribePage = token ? `${config.publicUrl}/unsubscribe?token=${token}` : null;
    const data = withAbsoluteLinks(row.data, config.publicUrl);
    const rendered = await renderMail({
      template: row.template,
      language: row.language,
      data,
      unsubscribeUrl: unsubscribePage,
    });
    const headers: Record<string, string> = unsubscribeUrl
      ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
    const sent = await transport.send({
      id: row.id,
      from: config.mail.from,
      to: row.toAddress,
      ...rendered,
      messageId: `<${row.id}@${new URL(config.publicUrl).hostname || hostname()}>`,
      headers,
    });
    await markSent(context.db, row, sent.messageId);
    return true;
  } catch (error) {
    const message = errorText(error);
    if (row.attempts >= options.maxAttempts) {
      context.log.error(
        { mailId: row.id, template: row.template, attempts: row.attempts, err: message },
        'a mail could not be sent and is given up',
      );
      await markFailure(context.db, row, message, null);
    } else {
      const retryAt = new Date(Date.now() + backoffFor(row.attempts, options.backoffMs, options.maxBackoffMs));
      context.log.warn(
        { mailId: row.id, template: row.template, attempts: row.attempts, retryAt, err: message },
        'a mail could not be sent; it is tried again later',
      );
      await markFailure(context.db, row, message, retryAt);
    }
    return false;
  }
}

/**
 * One pass: claims due mails and sends them one by one (a mail is marked sent only after the
 * transport took it, so a crash in between sends it again: at least once). Answers how many it claimed.
 */
export async function sendDueMail(
  context: MailSenderContext,
  options: MailSenderOptions = {},
): Promise<{ claimed: number; sent: number }> {
  const settings = { ...MAIL_DEFAULTS, ...withoutUndefined(options) };
  const rows = await claimDueMail(context.db, { limit: settings.batch, leaseMs: settings.leaseMs });
  let sent = 0;
  for (const row of rows) if (await sendOne(context, row, settings)) sent += 1;
  return { claimed: rows.length, sent };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key, entry]) => entry !== undefined && key !== 'transport'),
  ) as Partial<T>;
}

/**
 * Starts this process's mail sender, a woken job (lib/woken-job.ts): a pass every pollMs, and one as
 * soon as a commit that queued mail is notified (MAIL_CHANNEL), passes running one after another
 * while a full batch was claimed. Old account mails are purged every quarter of an hour. Stops, after
 * the pass under way, when the app closes.
 */
export async function startMailSender(app: FastifyInstance, options: MailSenderOptions = {}): Promise<MailTransport> {
  const settings = { ...MAIL_DEFAULTS, ...withoutUndefined(options) };
  const transport = options.transport ?? defaultTransport(app.config);
  const context: MailSenderContext = { db: app.db, config: app.config, transport, log: app.log };
  if (!app.config.mail.smtpUrl && !options.transport && app.config.env === 'production') {
    app.log.warn(`mail is kept in ${app.config.mail.dir} and not sent; set SMTP_URL (and MAIL_FROM) to send it`);
  }
  let lastPurge = 0;
  const pass = async () => {
    const { claimed } = await sendDueMail(context, settings);
    if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeAccountMail(app.db, settings.purgeAfterMs, settings.keepSentMs);
    }
    return claimed >= settings.batch;
  };
  // On close the pass under way ends, or is left after a few seconds (a hung SMTP server): what it
  // had claimed stays leased and is sent again after the lease (at least once).
  const job = await startWokenJob(app, {
    name: 'sending mail',
    everyMs: settings.pollMs,
    pass,
    channel: MAIL_CHANNEL,
    onClose: () => transport.close(),
  });
  // Mail queued while no process was running goes out now.
  job.wake();
  return transport;
}
