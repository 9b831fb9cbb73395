/**
 * The fingerprint engine (decision 038): word k-grams of a text, hashed with a rolling hash and
 * winnowed (Schleimer, Wilkerson, Aiken 2003, "Winnowing: local algorithms for document
 * fingerprinting"). Pure: no I/O. Two documents that share a run of at least
 * WINNOW_GUARANTEE words (after normalisation) always share a fingerprint; runs shorter than
 * K_GRAM words never do (noise such as "in the context of the").
 */

/** Words per k-gram. */
export const K_GRAM = 5;
/** k-grams per winnowing window. */
export const WINDOW = 4;
/** The shortest shared run of words that is always found: w + k - 1. */
export const WINNOW_GUARANTEE = WINDOW + K_GRAM - 1;
/** The most words of one document kept and fingerprinted. */
export const MAX_WORDS = 200_000;

/** A word of the kept text: where it is (character offsets) and its folded form. */
export interface Word {
  start: number;
  end: number;
  folded: string;
}

export interface Fingerprint {
  /** A 52-bit hash of the k-gram (fits a JavaScript number and a PostgreSQL bigint). */
  hash: number;
  /** The index of the k-gram's first word. */
  position: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text kept for a document: Unicode NFC, control characters gone, runs of white space as one
 * space (paragraph breaks as one newline), cut after MAX_WORDS words.
 */
export function keptText(raw: string): string {
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\ufeff]/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
  let count = 0;
  for (const match of text.matchAll(WORD)) {
    count += 1;
    if (count > MAX_WORDS) return text.slice(0, match.index).trimEnd();
  }
  return text;
}

/** Case and accents folded the same way in every language: "Étude" and "etude", "Straße" and "strasse". */
export function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ß', 'ss');
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, folded: fold(match[0]) });
  }
  return words;
}

/** FNV-1a of a word, 32 bits; `seed` gives a second, independent hash. */
function wordHash(word: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const BASE_A = 0x01000193;
const BASE_B = 0x5bd1e995;

/** base^k mod 2^32. */
function power(base: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = Math.imul(result, base);
  return result;
}

/**
 * The hash of every k-gram, in order: two Rabin-Karp rolling hashes (mod 2^32) over the words'
 * hashes, the first's 32 bits and 20 of the second's joined into one 52-bit number.
 */
export function kGramHashes(words: readonly Word[], k = K_GRAM): number[] {
  if (words.length < k) return [];
  const outA = power(BASE_A, k);
  const outB = power(BASE_B, k);
  const a = words.map((word) => wordHash(word.folded, 0));
  const b = words.map((word) => wordHash(word.folded, 0x9e3779b9));
  const hashes: number[] = [];
  let ha = 0;
  let hb = 0;
  for (let i = 0; i < words.length; i++) {
    ha = (Math.imul(ha, BASE_A) + a[i]!) | 0;
    hb = (Math.imul(hb, BASE_B) + b[i]!) | 0;
    if (i >= k) {
      ha = (ha - Math.imul(a[i - k]!, outA)) | 0;
      hb = (hb - Math.imul(b[i - k]!, outB)) | 0;
    }
    if (i >= k - 1) hashes.push((ha >>> 0) * 0x100000 + (hb >>> 12));
  }
  return hashes;
}

/**
 * Winnowing: in every window of `w` consecutive k-gram hashes the smallest is selected (the
 * rightmost one on a tie), and recorded once for as long as it stays the window's minimum.
 * A text shorter than one window keeps its smallest hash.
 */
export function winnow(hashes: readonly number[], w = WINDOW): Fingerprint[] {
  const fingerprints: Fingerprint[] = [];
  if (hashes.length === 0) return fingerprints;
  const windows = Math.max(1, hashes.length - w + 1);
  let last = -1;
  for (let start = 0; start < windows; start++) {
    const end = Math.min(hashes.length, start + w);
    let best = start;
    for (let i = start + 1; i < end; i++) if (hashes[i]! <= hashes[best]!) best = i;
    if (best !== last) {
      fingerprints.push({ hash: hashes[best]!, position: best });
      last = best;
    }
  }
  return fingerprints;
}

/** The fingerprints of a kept text, with its words (for the passages). */
export function fingerprintText(text: string): { words: Word[]; fingerprints: Fingerprint[] } {
  const words = wordsOf(text);
  return { words, fingerprints: winnow(kGramHashes(words)) };
}
