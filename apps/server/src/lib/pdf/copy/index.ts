import { LANGUAGES, type Language } from '@inkwell/domain/limits';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { PaperCopy } from './types.ts';

export type { PaperCopy } from './types.ts';

/** Every language's copy of the papers (the same keys in each: paper-copy.test.ts). */
export const PAPER_COPY: Record<Language, PaperCopy> = { en, fr, de, es };

/** The copy of a reader's language (their language setting); English for one Inkwell does not speak. */
export function paperCopyOf(language: string): PaperCopy {
  return (LANGUAGES as readonly string[]).includes(language) ? PAPER_COPY[language as Language] : PAPER_COPY.en;
}

/** Fills `{key}` placeholders with plain text; a missing key is left empty. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, key: string) => values[key] ?? '');
}
