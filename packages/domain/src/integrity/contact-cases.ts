/**
 * The shape of contact masking's labelled set (decision 037) and the helpers its files write cases
 * with. A positive lists the contact details it holds: each must be hidden whole. A negative holds
 * none: nothing in it may be hidden. `family` names the disguise or the look-alike it tests.
 */

export type CaseLanguage = 'en' | 'fr' | 'de' | 'es';

export interface MaskingCase {
  lang: CaseLanguage;
  family: string;
  text: string;
  /** The contact details in the text; empty for a lookalike that must pass untouched. */
  contacts: string[];
  /** A known limit of the engine (counted in the figures, not asserted case by case): why it fails. */
  limit?: string;
}

export const pos = (lang: CaseLanguage, text: string, ...contacts: string[]): MaskingCase => ({
  lang,
  family: 'plain',
  text,
  contacts,
});
export const neg = (lang: CaseLanguage, text: string): MaskingCase => ({
  lang,
  family: 'lookalike',
  text,
  contacts: [],
});
export const limit = (reason: string, item: MaskingCase): MaskingCase => ({ ...item, limit: reason });

/**
 * Cases of one family: `[lang, text, ...contacts]` rows (no contacts for a look-alike); `limits` gives
 * the known limits by text, with the reason the engine fails them.
 */
export function family(
  name: string,
  rows: Array<[CaseLanguage, string, ...string[]]>,
  limits: Record<string, string> = {},
): MaskingCase[] {
  return rows.map(([lang, text, ...contacts]) => {
    const item: MaskingCase = { lang, family: name, text, contacts };
    return limits[text] ? { ...item, limit: limits[text] } : item;
  });
}

/** Every text of `carriers` (per language, "{}" is where the contact goes) with every contact given. */
export function carried(
  name: string,
  carriers: Partial<Record<CaseLanguage, string[]>>,
  contacts: Partial<Record<CaseLanguage, string[]>>,
): MaskingCase[] {
  const cases: MaskingCase[] = [];
  for (const lang of ['en', 'fr', 'de', 'es'] as const) {
    const texts = carriers[lang] ?? [];
    (contacts[lang] ?? []).forEach((contact, i) => {
      const text = texts[i % texts.length]!.replace('{}', contact);
      cases.push({ lang, family: name, text, contacts: [contact] });
    });
  }
  return cases;
}
