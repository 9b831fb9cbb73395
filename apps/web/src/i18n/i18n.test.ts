import { LANGUAGES } from '@inkwell/domain/limits';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { directionOf, i18n, localeBackend, NAMESPACES, SHELL_NAMESPACES } from './index.ts';

/** Every locale file on disk, read afresh so namespaces added later are checked too. */
const localesDir = join(import.meta.dirname, 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function load(language: string, namespace: string): Map<string, unknown> | null {
  try {
    return flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const languageDirs = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const namespaces = [
  ...new Set(
    languageDirs.flatMap((language) =>
      readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length)),
    ),
  ),
].sort();

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

describe('translations', () => {
  test('there is a folder for every supported language and nothing else', () => {
    expect([...languageDirs].sort()).toEqual([...LANGUAGES].sort());
  });

  test('namespaces exist', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  test.each(namespaces)('namespace "%s": every key is present and filled in every language', (namespace) => {
    const files = new Map(LANGUAGES.map((language) => [language, load(language, namespace)]));
    const allKeys = new Set<string>();
    for (const keys of files.values()) for (const key of keys?.keys() ?? []) allKeys.add(key);

    const problems: string[] = [];
    for (const [language, keys] of files) {
      if (!keys) {
        problems.push(`${language}/${namespace}.json is missing`);
        continue;
      }
      for (const key of allKeys) {
        if (!keys.has(key)) problems.push(`${language}/${namespace}.json: "${key}" is missing`);
        else if (!isFilled(keys.get(key)))
          problems.push(`${language}/${namespace}.json: "${key}" is empty or not text`);
      }
    }
    expect(problems).toEqual([]);
  });

  test.each(namespaces)('namespace "%s": placeholders match across languages', (namespace) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const english = load('en', namespace);
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const keys = load(language, namespace);
      for (const [key, text] of english ?? []) {
        if (!keys?.has(key)) continue;
        const expected = placeholders(text).join(',');
        const actual = placeholders(keys.get(key)).join(',');
        if (expected !== actual)
          problems.push(`${language}/${namespace}.json "${key}": {{${actual}}} instead of {{${expected}}}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('text direction', () => {
  test('Arabic is written right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-EG')).toBe('rtl');
  });

  test.each(LANGUAGES)('%s is written left to right', (language) => {
    expect(directionOf(language)).toBe('ltr');
  });

  test("the page's language and direction are written only when they change (each write restyles)", async () => {
    await i18n.changeLanguage('en');
    const root = document.documentElement;
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((records) => seen.push(...records));
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
    const writes = () => [...seen.splice(0), ...observer.takeRecords()].map((record) => record.attributeName);
    try {
      await i18n.changeLanguage('en');
      expect(writes()).toEqual([]);
      // A language written left to right as English is: only lang changes.
      await i18n.changeLanguage('fr');
      expect(writes()).toEqual(['lang']);
      expect([root.lang, root.dir]).toEqual(['fr', 'ltr']);
    } finally {
      observer.disconnect();
      await i18n.changeLanguage('en');
    }
  });
});

describe('plurals', () => {
  test.each(LANGUAGES)('%s: the rating label says one buyer, not "1 buyers"', (language) => {
    const t = i18n.getFixedT(language, 'gigs');
    const one = t('rating.label', { value: 5, count: 1 });
    const two = t('rating.label', { value: 5, count: 2 });
    expect(one).toContain('1');
    expect(one).not.toBe(two.replace('2', '1'));
  });
});

describe('loading on demand', () => {
  const read = (language: string, namespace: string) =>
    new Promise<unknown>((resolve, reject) =>
      localeBackend.read(language, namespace, (error, texts) => (error ? reject(error) : resolve(texts))),
    );

  test("the app knows every namespace on disk, and the shell's are among them", () => {
    expect([...NAMESPACES].sort()).toEqual(namespaces);
    for (const namespace of SHELL_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });

  test.each(LANGUAGES)('%s: a namespace is fetched as its file says', async (language) => {
    expect(await read(language, 'home')).toEqual(
      JSON.parse(readFileSync(join(localesDir, language, 'home.json'), 'utf8')),
    );
  });

  test('a language or namespace that does not exist is an error, not an empty page of keys', async () => {
    await expect(read('xx', 'home')).rejects.toThrow('No translations for xx/home');
    await expect(read('en', 'nothing')).rejects.toThrow('No translations for en/nothing');
  });
});
