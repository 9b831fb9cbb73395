import { LANGUAGES } from '@inkwell/domain/limits';
import { describe, expect, test } from 'vitest';
import { pdfFonts, pdfInfo, pdfText } from '../../../test/fixtures/pdf.ts';
import { PAPER_COPY, paperCopyOf } from './copy/index.ts';
import type { Paper } from './paper.ts';
import { paperFormat, shortReference } from './paper-format.ts';
import { renderPaper } from './render-paper.ts';

const paper = (rows: number): Paper => ({
  language: 'fr-FR',
  title: 'Relevé mensuel',
  subtitle: 'novembre 2026',
  facts: [{ label: 'Vendeur', value: 'amélie.härt' }],
  sections: [
    { title: 'Soldes', lines: [{ label: 'Total à la clôture', value: '1 100,00 $US', strong: true }] },
    {
      title: 'Commandes versées',
      note: 'Straße, año, señal, ç, œ, €',
      table: {
        columns: [
          { label: 'Date', width: 1 },
          { label: 'Commande', width: 3 },
          { label: 'Net', width: 1, align: 'right' },
        ],
        rows: Array.from({ length: rows }, (_, index) => [`${index + 1} nov.`, `Mémoire n° ${index + 1}`, '9,00 $US']),
        total: ['', 'Total', `${rows * 9},00 $US`],
        empty: 'Aucune commande.',
      },
    },
  ],
  notes: ['Les dates sont en UTC.'],
  pageFooter: 'Page {page} sur {pages}',
});

describe('renderPaper', () => {
  test('an A4 PDF whose text, accents included, reads back, set in DejaVu Sans embedded', async () => {
    const bytes = await renderPaper(paper(3));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const info = await pdfInfo(bytes);
    expect(info['Page size']).toBe('595.28 x 841.89 pts (A4)');
    expect(info.Pages).toBe('1');
    expect(info.Title).toBe('Inkwell: Relevé mensuel novembre 2026');
    const fonts = await pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.name).toMatch(/\+DejaVuSans(-Bold)?$/);
      expect(font.embedded).toBe(true);
    }
    const text = await pdfText(bytes);
    for (const words of [
      'Relevé mensuel',
      'amélie.härt',
      'Straße, año, señal, ç, œ, €',
      'Mémoire n° 3',
      'Page 1 sur 1',
    ])
      expect(text).toContain(words);
  });

  test("a long table runs onto more pages, its header on each, every page's footer counting them", async () => {
    const bytes = await renderPaper(paper(90));
    const pages = Number((await pdfInfo(bytes)).Pages);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain('Mémoire n° 90');
    expect(text).toContain(`Page ${pages} sur ${pages}`);
    // The header row repeats at the top of every page the table runs onto.
    for (const page of text.split('\f').filter((content) => content.trim()))
      expect(page).toMatch(/Date\s+Commande\s+Net/);
  });

  test('an empty table says so instead', async () => {
    const empty = paper(0);
    const text = await pdfText(await renderPaper(empty));
    expect(text).toContain('Aucune commande.');
    expect(text).not.toContain('Commande ');
  });
});

describe('the copy of the papers', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];

  test('has the same keys, all non-empty, in en, fr, de and es', () => {
    const english = keysOf(PAPER_COPY.en).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(PAPER_COPY[language]).sort(), language).toEqual(english);
      for (const key of english) {
        const value = key
          .split('.')
          .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], PAPER_COPY[language]);
        expect(value, `${language} ${key}`).not.toBe('');
      }
    }
  });

  test("a reader's language picks its copy; one Inkwell does not speak falls back to English", () => {
    expect(paperCopyOf('fr').receipt.title).toBe('Reçu');
    expect(paperCopyOf('de').statement.title).toBe('Monatsabrechnung');
    expect(paperCopyOf('xx')).toBe(PAPER_COPY.en);
  });
});

describe('paperFormat', () => {
  test('money, dates, months and rates in the reader’s locale, dates in UTC', () => {
    const en = paperFormat(PAPER_COPY.en);
    const fr = paperFormat(PAPER_COPY.fr);
    const de = paperFormat(PAPER_COPY.de);
    expect(en.money(123_450)).toBe('$1,234.50');
    expect(fr.money(123_450)).toMatch(/^1\s234,50\s\$US$/);
    expect(de.money(-1235)).toMatch(/^-12,35\s\$$/);
    // 23:30 in UTC on 30 November is still 30 November, wherever the server runs.
    expect(en.date(new Date('2026-11-30T23:30:00Z'))).toBe('November 30, 2026');
    expect(en.dateTime(new Date('2026-11-30T23:30:00Z'))).toMatch(/^November 30, 2026.*11:30\sPM$/);
    expect(en.month('2026-11')).toBe('November 2026');
    expect(fr.month('2026-11')).toBe('novembre 2026');
    expect(paperFormat(PAPER_COPY.es).month('2026-02')).toBe('febrero de 2026');
    expect(en.rate(1000)).toBe('10%');
    expect(fr.rate(1250)).toMatch(/^12,5\s%$/);
  });

  test('a short reference is the last 8 hexadecimal digits of an id, in capitals', () => {
    expect(shortReference('019ad2b4-7c3e-7f00-8a1b-2c3d4e5f6a7b')).toBe('4E5F6A7B');
  });
});
