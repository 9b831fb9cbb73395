import { describe, expect, it } from 'vitest';
import { compareDelivery, percentOf, type EarlierHit } from './compare.ts';
import { ESSAY_DE, ESSAY_EN, ESSAY_ES, ESSAY_FR, OTHER_EN, reworded } from './originality.texts.test-data.ts';
import {
  fingerprintText,
  fold,
  K_GRAM,
  keptText,
  kGramHashes,
  MAX_WORDS,
  winnow,
  WINNOW_GUARANTEE,
  WINDOW,
  wordsOf,
} from './winnow.ts';

/** The delivery's text compared with earlier documents, as the service does it with the database. */
function compare(delivered: string, earlier: string[]) {
  const document = { fileName: 'essay.docx', text: keptText(delivered), ...fingerprintText(keptText(delivered)) };
  const texts = new Map(earlier.map((text, index) => [`doc-${index}`, keptText(text)]));
  const hits: EarlierHit[] = [...texts].flatMap(([documentId, text]) =>
    fingerprintText(text).fingerprints.map((fingerprint) => ({ documentId, ...fingerprint })),
  );
  return compareDelivery([document], hits, texts);
}

const essay = ESSAY_EN.join('\n');
const words = (count: number, from = 'alpha') => Array.from({ length: count }, (_, i) => `${from}${i}`).join(' ');

describe('the overlap of a delivery with earlier documents', () => {
  it.each([
    { name: 'identical text', delivered: essay, earlier: [essay], min: 100, max: 100 },
    { name: 'disjoint text', delivered: essay, earlier: [OTHER_EN.join('\n')], min: 0, max: 0 },
    {
      name: 'paragraphs reordered',
      delivered: [ESSAY_EN[2], ESSAY_EN[0], ESSAY_EN[3], ESSAY_EN[1]].join('\n'),
      earlier: [essay],
      min: 85,
      max: 100,
    },
    {
      name: 'light rewording (a synonym every 10 words)',
      delivered: reworded(essay),
      earlier: [essay],
      min: 25,
      max: 80,
    },
    {
      name: 'sentences inserted between the paragraphs',
      delivered: [ESSAY_EN[0], OTHER_EN[0], ESSAY_EN[1], ESSAY_EN[2], OTHER_EN[1], ESSAY_EN[3]].join('\n'),
      earlier: [essay],
      min: 50,
      max: 85,
    },
    {
      name: 'half of it copied',
      delivered: [ESSAY_EN[0], ESSAY_EN[1], ...OTHER_EN].join('\n'),
      earlier: [essay],
      min: 35,
      max: 65,
    },
    { name: 'a text shorter than k words', delivered: 'Inflation targeting became', earlier: [essay], min: 0, max: 0 },
    { name: 'French, identical', delivered: ESSAY_FR, earlier: [ESSAY_FR], min: 100, max: 100 },
    { name: 'German, identical', delivered: ESSAY_DE, earlier: [ESSAY_DE], min: 100, max: 100 },
    { name: 'Spanish, identical', delivered: ESSAY_ES, earlier: [ESSAY_ES], min: 100, max: 100 },
    { name: 'French against German and Spanish', delivered: ESSAY_FR, earlier: [ESSAY_DE, ESSAY_ES], min: 0, max: 0 },
    {
      name: 'accents and case folded (French without accents, in capitals)',
      delivered: fold(ESSAY_FR).toUpperCase(),
      earlier: [ESSAY_FR],
      min: 100,
      max: 100,
    },
    {
      name: 'ß written ss (German)',
      delivered: ESSAY_DE.replaceAll('ß', 'ss'),
      earlier: [ESSAY_DE],
      min: 100,
      max: 100,
    },
    {
      name: 'punctuation and line breaks changed',
      delivered: essay.replace(/[,.]/g, ' ; ').replace(/ /g, '\n'),
      earlier: [essay],
      min: 100,
      max: 100,
    },
  ])('$name: $min-$max %', ({ delivered, earlier, min, max }) => {
    const { overlapPercent } = compare(delivered, earlier);
    expect(overlapPercent).toBeGreaterThanOrEqual(min);
    expect(overlapPercent).toBeLessThanOrEqual(max);
  });

  it('always finds a shared run of w + k - 1 words inside unrelated text, and never one shorter than k words', () => {
    const shared = ESSAY_EN[1]!.split(' ').slice(0, WINNOW_GUARANTEE).join(' ');
    expect(
      compare(`${words(40)} ${shared} ${words(40, 'beta')}`, [`${words(40, 'gamma')} ${shared} ${words(40, 'delta')}`])
        .overlapPercent,
    ).toBeGreaterThan(0);
    const tooShort = shared
      .split(' ')
      .slice(0, K_GRAM - 1)
      .join(' ');
    expect(
      compare(`${words(40)} ${tooShort} ${words(40, 'beta')}`, [
        `${words(40, 'gamma')} ${tooShort} ${words(40, 'delta')}`,
      ]).overlapPercent,
    ).toBe(0);
  });

  it('shows the matching passages side by side, one per reordered paragraph, with the share of each document', () => {
    const reordered = [ESSAY_EN[2], ESSAY_EN[0]].join('\n');
    const { matches } = compare(reordered, [OTHER_EN.join('\n'), essay]);
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(match!.documentId).toBe('doc-1');
    expect(match!.sharePercent).toBeGreaterThanOrEqual(85);
    expect(match!.passages.length).toBeGreaterThanOrEqual(2);
    expect(match!.passages[0]!.delivered).toContain('Critics argue that a narrow mandate');
    expect(match!.passages[0]!.matched).toContain('Critics argue that a narrow mandate');
    expect(match!.passages.at(-1)!.matched).toContain('Inflation targeting became the dominant framework');
  });

  it('keeps the original spelling in the passages while comparing folded words', () => {
    const { matches } = compare(fold(ESSAY_FR), [ESSAY_FR]);
    expect(matches[0]!.passages[0]!.matched).toContain('révolution française');
    expect(matches[0]!.passages[0]!.delivered).toContain('revolution francaise');
  });

  it('ranks several earlier documents by their share', () => {
    const delivered = [ESSAY_EN[0], ESSAY_EN[1], ESSAY_EN[2], OTHER_EN[0]].join('\n');
    const { matches, overlapPercent } = compare(delivered, [OTHER_EN.join('\n'), essay]);
    expect(matches.map((match) => match.documentId)).toEqual(['doc-1', 'doc-0']);
    expect(matches[0]!.sharePercent).toBeGreaterThan(matches[1]!.sharePercent);
    expect(overlapPercent).toBeGreaterThanOrEqual(matches[0]!.sharePercent);
  });
});

describe('the fingerprint engine', () => {
  it('hashes every k-gram and winnows one per window at least', () => {
    const text = words(100);
    const hashes = kGramHashes(wordsOf(text));
    expect(hashes).toHaveLength(100 - K_GRAM + 1);
    const fingerprints = winnow(hashes);
    // Density of winnowing: about 2 / (w + 1) of the k-grams; never a window without one.
    expect(fingerprints.length).toBeGreaterThanOrEqual(Math.floor(hashes.length / WINDOW));
    expect(fingerprints.length).toBeLessThan(hashes.length);
    for (let start = 0; start + WINDOW <= hashes.length; start++) {
      expect(
        fingerprints.some((fingerprint) => fingerprint.position >= start && fingerprint.position < start + WINDOW),
      ).toBe(true);
    }
    for (const fingerprint of fingerprints)
      expect(Number.isSafeInteger(fingerprint.hash) && fingerprint.hash >= 0).toBe(true);
  });

  it('gives the same hash to the same words wherever they are', () => {
    const a = kGramHashes(wordsOf('one two three four five six'));
    const b = kGramHashes(wordsOf('zero one two three four five'));
    expect(a[0]).toBe(b[1]);
    expect(a[1]).not.toBe(b[1]);
  });

  it('keeps a short text with one fingerprint, and none under k words', () => {
    expect(fingerprintText('one two three four five').fingerprints).toHaveLength(1);
    expect(fingerprintText('one two three four').fingerprints).toHaveLength(0);
    expect(fingerprintText('').fingerprints).toHaveLength(0);
  });

  it('keeps the text tidy and bounded', () => {
    expect(keptText('\uFEFFLine\u0000 one\r\n\r\n  two\t\tthree  ')).toBe('Line one\ntwo three');
    expect(keptText('e\u0301tude')).toBe('étude');
    const long = keptText(words(MAX_WORDS + 10));
    expect(wordsOf(long)).toHaveLength(MAX_WORDS);
  });

  it('writes percentages honestly: 0 only for nothing, 100 only for everything', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(1, 1000)).toBe(1);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
