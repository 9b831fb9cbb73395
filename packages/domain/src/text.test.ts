import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fieldProblemOf } from './errors.ts';
import {
  excerpt,
  findBrokenText,
  isStorableText,
  line,
  multiline,
  rawLine,
  textProblem,
  type TextKind,
} from './text.ts';

/**
 * The text rule checked against a second, independent definition over many generated strings:
 * walk the string by code points (a lone surrogate comes out of the iterator as itself), refuse a
 * code point below U+0020 unless it is tab, line feed or carriage return in a multi-line text, and
 * refuse any surrogate code point. encodeURIComponent, which throws on a lone surrogate, cross-checks the surrogates.
 */
function expected(value: string, kind: TextKind): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) return false;
    if (code < 0x20 && !(kind === 'multiline' && (code === 0x09 || code === 0x0a || code === 0x0d))) return false;
  }
  return true;
}

function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** mulberry32: a seeded generator, so a failing case can be replayed from the seed in the message. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTROLS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
const SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE00'];
const CLEAN = [
  'a',
  'Z',
  ' ',
  'é',
  '€',
  '日本',
  '😀',
  '\uD83D\uDE00',
  '\u007F',
  '\u0085',
  '\u00A0',
  '\u200B',
  '\u2028',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
];
const pick = (list: readonly string[], next: () => number) => list[Math.floor(next() * list.length)]!;

function generated(next: () => number): string {
  const length = Math.floor(next() * 12);
  let text = '';
  for (let i = 0; i < length; i++) {
    const roll = next();
    // Pieces that sit next to each other (a high then a low surrogate makes a pair), and raw UTF-16 units.
    if (roll < 0.7) text += pick(CLEAN, next);
    else if (roll < 0.82) text += pick(CONTROLS, next);
    else if (roll < 0.92) text += pick(SURROGATES, next);
    else text += String.fromCharCode(Math.floor(next() * 0x10000));
  }
  return text;
}

describe('the text rule', () => {
  test.each(CONTROLS.map((char, code) => [`U+${code.toString(16).padStart(4, '0')}`, code, char] as const))(
    '%s is refused on one line, and on many lines unless tab, line feed or carriage return',
    (_name, code, char) => {
      expect(isStorableText(`a${char}b`, 'line')).toBe(false);
      expect(isStorableText(`a${char}b`, 'multiline')).toBe(code === 9 || code === 10 || code === 13);
    },
  );

  test('a lone surrogate is refused wherever it stands; a pair (an emoji) is a character', () => {
    for (const lone of SURROGATES) {
      for (const text of [lone, `a${lone}`, `${lone}a`, `a${lone}b`])
        expect(isStorableText(text, 'multiline'), JSON.stringify(text)).toBe(false);
    }
    expect(isStorableText('\uDE00\uD83D', 'line')).toBe(false);
    expect(isStorableText('😀 日本 é \u00A0 \u2028 \uFFFD', 'line')).toBe(true);
  });

  test('20,000 generated strings: the verdict matches the independent definition for both kinds', () => {
    const seed = 14_2025;
    const next = random(seed);
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = generated(next);
      for (const kind of ['line', 'multiline'] as const) {
        const verdict = isStorableText(text, kind);
        expect(verdict, `seed ${seed}, case ${i}, ${kind}: ${JSON.stringify(text)}`).toBe(expected(text, kind));
        if (kind === 'line' && !verdict) refused++;
      }
      if (isWellFormed(text)) continue;
      expect(isStorableText(text, 'multiline'), `seed ${seed}, case ${i}: not well formed`).toBe(false);
    }
    // The generator reaches both sides of the rule often.
    expect(refused).toBeGreaterThan(4_000);
    expect(refused).toBeLessThan(16_000);
  });

  test('the problem names the first refused character', () => {
    expect(textProblem('ok\u0000\uD800', 'line')).toMatchObject({ character: 'U+0000', kind: 'control' });
    expect(textProblem('ok\uD800\u0000', 'line')).toMatchObject({ character: 'U+D800', kind: 'surrogate' });
    expect(textProblem('tab\tthen\u001B', 'multiline')).toMatchObject({ character: 'U+001B' });
    expect(textProblem('fine\r\n', 'multiline')).toBeNull();
  });
});

describe('the schemas of text fields', () => {
  test('line(), multiline() and rawLine() refuse with the field code invalid_characters and the character', () => {
    const result = z.object({ title: line().max(5) }).safeParse({ title: 'a\u0000' }, { reportInput: true });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['title']);
    expect(issue.message).toContain('U+0000');
    expect(fieldProblemOf(issue)).toEqual({ code: 'invalid_characters', params: { character: 'U+0000' } });
    expect(multiline().safeParse('  two\nlines\t ').data).toBe('two\nlines');
    expect(multiline().safeParse('x\u0007').success).toBe(false);
    expect(line().safeParse('  spaced\t').data).toBe('spaced');
    expect(line().safeParse('in\tside').success).toBe(false);
    expect(rawLine().safeParse(' kept ').data).toBe(' kept ');
    expect(rawLine().safeParse('pi_\uDC00').success).toBe(false);
  });

  test('findBrokenText finds the first broken string or key anywhere in a body', () => {
    expect(findBrokenText({ a: 'fine\n', b: [1, { c: 'x\u0000' }] })).toMatchObject({
      path: 'b.1.c',
      problem: { character: 'U+0000' },
    });
    expect(findBrokenText({ ['k\u0001']: 1 })).toMatchObject({ path: 'k\u0001' });
    expect(findBrokenText({ a: 'tab\tline\r\n', n: null, t: true, list: ['😀'] })).toBeNull();
    expect(findBrokenText('\uD800')).toMatchObject({ path: '_' });
  });
});

describe('excerpt', () => {
  test('collapses white space and keeps a text at most max characters long whole', () => {
    expect(excerpt('  Short\n\nand\t sweet. ', 16)).toBe('Short and sweet.');
  });

  test('cuts a longer text at max characters, with an ellipsis and no space before it', () => {
    expect(excerpt('one two three four', 8)).toBe('one two…');
    expect(excerpt('one two three four', 9)).toBe('one two t…');
  });

  test('counts characters, not UTF-16 units: an emoji across the cut is kept whole', () => {
    expect(excerpt('abcd🎓efgh', 5)).toBe('abcd🎓…');
    expect(excerpt('🎓🎓🎓', 3)).toBe('🎓🎓🎓');
  });
});
