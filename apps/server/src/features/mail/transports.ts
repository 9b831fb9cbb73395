import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { firstUse } from '../../lib/first-use.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-modes.ts';

/** One message as the sender hands it to a transport. */
export interface MailMessage {
  /** The outbox row's id: the kept file's name and the Message-ID are made from it. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable across retries of one row, so a receiver may fold a second copy into the first. */
  messageId: string;
  headers: Record<string, string>;
}

/** What a kept mail's sidecar file says (the dev inbox lists these). */
export interface KeptMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where mail goes: an SMTP server, or .eml files kept in a folder. `send` resolves once it took the message. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  /** Said in the log at start: where mail goes (never the SMTP password). */
  readonly description: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * nodemailer loads with the first mail sent, not at start (decision 030): a server that only
 * answers reads never needs it. Each transport makes its nodemailer transporter then, once.
 */
const loadNodemailer = firstUse((): Promise<typeof Nodemailer> => import('nodemailer'));

/** `make` runs with the first send; close() closes what it made, if anything was. */
function lazyTransporter<T extends Pick<Transporter, 'close'>>(make: (nodemailer: typeof Nodemailer) => T) {
  let made: T | undefined;
  return {
    get: async () => (made ??= make(await loadNodemailer())),
    close: () => made?.close(),
  };
}

const toNodemailer = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  messageId: message.messageId,
  headers: message.headers,
});

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example:465).
 * Short timeouts: a send must end well within the sender's lease.
 */
export function smtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 20_000;
  // Pooled: one pass hands several mails over the same connections.
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    }),
  );
  const shown = new URL(url);
  return {
    kind: 'smtp',
    description: `SMTP at ${shown.protocol}//${shown.host}`,
    send: async (message) => {
      const info = await (await transporter.get()).sendMail(toNodemailer(message));
      if (info.rejected.length > 0)
        throw new Error(`the SMTP server refused ${info.rejected.map(String).join(', ')}: ${info.response}`);
      return { messageId: info.messageId };
    },
    close: transporter.close,
  };
}

/** A kept mail's file name without extension: the time first, so names sort by time. */
export function keptMailName(at: Date, id: string): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}_${id}`;
}

/**
 * The embedded default when no SMTP_URL is set: each message is written whole (RFC 822, as SMTP
 * would carry it, from nodemailer's stream transport) to `<dir>/<time>_<id>.eml`, with a `.json`
 * beside it that the dev inbox reads. Files are written under a temporary name and renamed, so a
 * reader never sees half of one. They hold reset and verification links: the folder is 0700 and the
 * files 0600, whatever the umask (decision 024).
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const write = async (file: string, content: string | Buffer) => {
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, content, { mode: PRIVATE_FILE_MODE });
    await fs.rename(temporary, file);
  };
  return {
    kind: 'files',
    description: `files in ${dir}`,
    send: async (message) => {
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const info = await (await transporter.get()).sendMail(toNodemailer(message));
      const at = new Date();
      const name = keptMailName(at, message.id);
      await write(path.join(dir, `${name}.eml`), info.message as Buffer);
      const kept: KeptMail = {
        id: name,
        to: message.to,
        from: message.from,
        subject: message.subject,
        date: at.toISOString(),
        text: message.text,
        html: message.html,
        headers: message.headers,
      };
      await write(path.join(dir, `${name}.json`), JSON.stringify(kept));
      return { messageId: info.messageId };
    },
    close: transporter.close,
  };
}
