import fs from 'node:fs/promises';
import path from 'node:path';
import type { KeptMail } from './transports.ts';

/** A kept mail as /dev/mail.json lists it. */
export interface InboxMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** The http(s) links of its HTML part, in order, once each. */
  links: string[];
}

/** At most this many of the newest kept mails are listed. */
export const INBOX_LIMIT = 200;
/** A kept mail's name: `<time>_<outbox id>` (transports.ts keptMailName). */
export const KEPT_NAME = /^[0-9TZ-]+_[0-9a-f-]{36}$/;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_whole, name: string) => ENTITIES[name] ?? '');

export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/\bhref="([^"]*)"/g)]
    .map((match) => decodeAttribute(match[1] ?? ''))
    .filter((href) => /^https?:\/\//.test(href));
  return [...new Set(links)];
}

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The kept mails in `dir`, newest first (an absent folder holds none); `to` keeps those to one address. */
export async function listKeptMail(dir: string, options: { to?: string } = {}): Promise<InboxMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((name) => name.endsWith('.json') && KEPT_NAME.test(name.slice(0, -5)))
    .sort()
    .reverse();
  const to = options.to?.trim().toLowerCase();
  const mails: InboxMail[] = [];
  for (const name of newest) {
    if (mails.length >= INBOX_LIMIT) break;
    const kept = await readKeptMail(dir, name.slice(0, -5));
    if (!kept || (to && kept.to.toLowerCase() !== to)) continue;
    mails.push({
      id: kept.id,
      to: kept.to,
      subject: kept.subject,
      date: kept.date,
      text: kept.text,
      links: linksOf(kept.html),
    });
  }
  return mails;
}

/** One kept mail by its name, or null. */
export async function readKeptMail(dir: string, id: string): Promise<KeptMail | null> {
  if (!KEPT_NAME.test(id)) return null;
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as KeptMail;
  } catch {
    return null;
  }
}
