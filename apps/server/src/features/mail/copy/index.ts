import type { Language } from '@inkwell/domain/limits';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { MailCopy } from './types.ts';

export type { MailCopy } from './types.ts';

/** Every language's copy of the mails (the same keys in each: copy.test.ts). */
export const MAIL_COPY: Record<Language, MailCopy> = { en, fr, de, es };

/** Fills `{key}` placeholders with plain text; a missing key is left empty. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, key: string) => values[key] ?? '');
}
