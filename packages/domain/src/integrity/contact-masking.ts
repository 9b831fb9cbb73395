import {
  CUED_CASHTAG,
  CUED_HANDLE,
  EMAIL,
  EMAIL_AT_WORD,
  EMAIL_OBFUSCATED,
  EMAIL_PROVIDER,
  FILE_EXTENSIONS,
  IBAN_CANDIDATE,
  KEYWORD_HANDLES,
  MESSAGING_LINK,
  NOT_A_HANDLE,
  NOT_A_MAILBOX,
  SECOND_LEVEL_END,
  PAYMENT_LINK,
  isIban,
  type ContactKind,
} from './contact-patterns.ts';
import { PHONE_CANDIDATE, isPhoneNumber, phoneParts } from './contact-phones.ts';
import { seeThroughDisguises } from './contact-disguises.ts';
import { originOf } from './contact-view.ts';

/**
 * Contact masking (decision 037): emails, phone numbers, messaging and payment handles
 * and links in messages, bid proposals and gig texts are replaced by a visible token before anyone
 * else reads them. Pure and synchronous: the server masks once per write, the web may preview.
 */

export type { ContactKind } from './contact-patterns.ts';

/** What replaces each hidden contact in the stored text; screens may show it translated. */
export const CONTACT_MASK_TOKEN = '[contact hidden]';

export interface ContactFound {
  kind: ContactKind;
  /** Where the contact was in the original text: [start, end). */
  start: number;
  end: number;
}

export interface MaskResult {
  /** The text with every contact replaced by CONTACT_MASK_TOKEN (the original when nothing was found). */
  text: string;
  found: ContactFound[];
}

type Found = ContactFound;

function each(pattern: RegExp, text: string, visit: (match: RegExpExecArray) => void): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex++;
    visit(match);
  }
}

function emails(text: string, out: Found[]): void {
  for (const pattern of [EMAIL, EMAIL_OBFUSCATED, EMAIL_AT_WORD, EMAIL_PROVIDER]) {
    each(pattern, text, (m) => {
      if (pattern === EMAIL && FILE_EXTENSIONS.test(m[0])) return;
      if (pattern !== EMAIL && NOT_A_MAILBOX.test(m[0])) return;
      let end = m.index + m[0].length;
      // "yahoo [dot] co [dot] uk": the engine stops at the first known ending; a country may follow.
      SECOND_LEVEL_END.lastIndex = end;
      const country = SECOND_LEVEL_END.exec(text);
      if (country) end += country[0].length;
      out.push({ kind: 'email', start: m.index, end });
    });
  }
}

function links(text: string, out: Found[]): void {
  each(MESSAGING_LINK, text, (m) =>
    out.push({ kind: 'link', start: m.index, end: m.index + m[0].replace(/[.,;:!?]+$/, '').length }),
  );
  each(PAYMENT_LINK, text, (m) =>
    out.push({ kind: 'payment', start: m.index, end: m.index + m[0].replace(/[.,;:!?]+$/, '').length }),
  );
}

/** The last group of a match as a span, its trailing punctuation left out. */
function lastGroup(m: RegExpExecArray, kind: ContactKind, out: Found[]): void {
  const group = m[m.length - 1];
  if (!group) return;
  const handle = group.replace(/[.\-#]+$/, '');
  if (NOT_A_HANDLE.test(handle.replace(/^[@$]\s?/, ''))) return;
  const start = m.index + m[0].length - group.length;
  // "Discord: un outil de travail", "TG: 150 mg": a plain word that prose goes on from, or a count.
  if (/^\d{1,6}$/.test(handle)) return;
  if (/^[A-Za-z\u00c0-\u024f]+$/.test(handle) && /^\s+[\p{L}\d(]/u.test(m.input.slice(start + handle.length))) return;
  out.push({ kind, start, end: start + handle.length });
}

function handles(text: string, out: Found[]): void {
  for (const { kind, pattern } of KEYWORD_HANDLES) each(pattern, text, (m) => lastGroup(m, kind, out));
  each(CUED_HANDLE, text, (m) => lastGroup(m, 'messaging', out));
  each(CUED_CASHTAG, text, (m) => lastGroup(m, 'payment', out));
}

function phones(text: string, out: Found[]): void {
  each(PHONE_CANDIDATE, text, (m) => {
    const end = m.index + m[0].length;
    if (isPhoneNumber(text, m.index, end)) {
      out.push({ kind: 'phone', start: m.index, end });
      return;
    }
    for (const part of phoneParts(m[0])) {
      const start = m.index + part.offset;
      if (isPhoneNumber(text, start, start + part.length)) out.push({ kind: 'phone', start, end: start + part.length });
    }
  });
}

function ibans(text: string, out: Found[]): void {
  each(IBAN_CANDIDATE, text, (m) => {
    // The candidate may run into a following word in capitals: try shorter ends, group by group.
    let candidate = m[0];
    while (candidate.length >= 15) {
      if (isIban(candidate)) {
        out.push({ kind: 'payment', start: m.index, end: m.index + candidate.length });
        return;
      }
      const cut = candidate.lastIndexOf(' ');
      if (cut < 0) return;
      candidate = candidate.slice(0, cut);
    }
  });
}

/** Overlapping or touching finds become one (the first one's kind). */
function merge(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Found[] = [];
  for (const item of sorted) {
    const last = merged[merged.length - 1];
    if (last && item.start <= last.end) last.end = Math.max(last.end, item.end);
    else merged.push({ ...item });
  }
  return merged;
}

function findIn(text: string, found: Found[]): Found[] {
  emails(text, found);
  links(text, found);
  handles(text, found);
  ibans(text, found);
  phones(text, found);
  return found;
}

/**
 * Finds the contact details of a text, in order, without changing it: in the text as written and in
 * the text seen through its disguises (contact-disguises.ts), each find of the latter mapped back to
 * the original characters it was read from.
 */
export function findContacts(text: string): ContactFound[] {
  const found = findIn(text, []);
  const view = seeThroughDisguises(text);
  if (view.text !== text) {
    for (const item of findIn(view.text, [])) {
      if (item.end <= item.start) continue;
      const [start, end] = originOf(view, item.start, item.end);
      found.push({ kind: item.kind, start, end });
    }
  }
  return merge(found);
}

/** The text with every contact detail replaced by CONTACT_MASK_TOKEN, and where they were. */
export function maskContacts(text: string): MaskResult {
  const found = findContacts(text);
  if (found.length === 0) return { text, found };
  let masked = '';
  let from = 0;
  for (const item of found) {
    masked += text.slice(from, item.start) + CONTACT_MASK_TOKEN;
    from = item.end;
  }
  return { text: masked + text.slice(from), found };
}
