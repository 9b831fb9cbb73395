import { ViewWriter, type TextView } from './contact-view.ts';

/**
 * Digits written as words, in English, French, German and Spanish (decision 037): "seven seven zero
 * zero", "zéro six", "null eins fünf", "seis uno dos", "double oh seven". A run of number words and
 * digit groups is read as its digits only when it holds at least two number words and seven digits,
 * so "one of the two", "Sept 2019" or "uno o dos" stay as written; the phone rules then decide.
 * Signs beyond ASCII are \u escapes (decision 030).
 */

const WORDS: Record<string, string> = {};
const LISTS: Array<[string, string]> = [
  ['0', 'zero oh o z\u00e9ro null cero'],
  ['1', 'one un une eins ein uno una'],
  ['2', 'two deux zwei zwo dos'],
  ['3', 'three trois drei tres'],
  ['4', 'four quatre vier cuatro'],
  ['5', 'five cinq f\u00fcnf fuenf funf cinco'],
  ['6', 'six sechs seis'],
  ['7', 'seven sept sieben siete'],
  ['8', 'eight huit acht ocho'],
  ['9', 'nine neuf neun nueve'],
];
for (const [digit, words] of LISTS) for (const word of words.split(' ')) WORDS[word] = digit;

/** "double seven" is 77, "triple zero" 000 (English and French speakers both say it). */
const REPEATS: Record<string, number> = { double: 2, triple: 3, doble: 2, doppel: 2 };

const TOKEN = /[\p{L}\p{N}]+/gu;
/** What may stand between two numbers of one run: spaces, commas, dashes, dots, slashes, brackets. */
const GAP = /^[\s,.;:/()\-\u2013]{1,4}$/;

interface Token {
  start: number;
  end: number;
  digits: string;
  word: boolean;
}

function numberToken(text: string, start: number, end: number, times: number): Token | 'repeat' | null {
  const raw = text.slice(start, end);
  if (/^\d+$/.test(raw)) return { start, end, digits: raw.repeat(times), word: false };
  const lower = raw.toLowerCase();
  if (REPEATS[lower]) return 'repeat';
  const digit = WORDS[lower];
  if (digit === undefined) return null;
  return { start, end, digits: digit.repeat(times), word: true };
}

function flush(run: Token[], out: ViewWriter, state: { from: number }): void {
  const words = run.filter((token) => token.word).length;
  const digits = run.reduce((sum, token) => sum + token.digits.length, 0);
  if (words >= 2 && digits >= 7) {
    out.copy(state.from, run[0]!.start);
    for (const token of run) out.write(token.digits, token.start, token.end);
    state.from = run[run.length - 1]!.end;
  }
  run.length = 0;
}

/** Reads runs of number words (and the digit groups among them) as digits, gaps dropped. */
export function readNumberWords(view: TextView): TextView {
  const { text } = view;
  const out = new ViewWriter(view);
  const state = { from: 0 };
  const run: Token[] = [];
  // A "double" or "triple" waiting for the number it repeats.
  let repeat: { times: number; start: number; end: number } | null = null;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const start = match.index;
    const joinsFrom = repeat ? repeat.end : run[run.length - 1]?.end;
    if (joinsFrom === undefined || !GAP.test(text.slice(joinsFrom, start))) {
      flush(run, out, state);
      repeat = null;
    }
    const token = numberToken(text, start, start + match[0].length, repeat?.times ?? 1);
    if (token === 'repeat') {
      repeat = { times: REPEATS[match[0].toLowerCase()]!, start, end: start + match[0].length };
      continue;
    }
    if (token === null) flush(run, out, state);
    else {
      if (repeat) {
        // The repeat word is read with the number it repeats.
        token.word = true;
        if (run.length === 0) token.start = repeat.start;
      }
      run.push(token);
    }
    repeat = null;
  }
  flush(run, out, state);
  out.copy(state.from, text.length);
  return out.done();
}
