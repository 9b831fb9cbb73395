import { ViewWriter, type TextView } from './contact-view.ts';

/**
 * Digits written as words, in English, French, German and Spanish (decision 037): "seven seven zero
 * zero", "zéro six, douze, trente-quatre", "null eins fünf", "seis uno dos", "double oh seven",
 * "soixante-dix-huit", "vierunddreißig", "treinta y cuatro". A run of number words and digit groups is
 * read as its digits only when it holds at least two number words and seven digits, so "one of the
 * two", "Sept 2019" or "uno o dos" stay as written; the phone rules then decide. Signs beyond ASCII
 * are \u escapes (decision 030).
 */

const VALUES = new Map<string, number>();
const LISTS: Array<[number, string]> = [
  [0, 'zero oh o z\u00e9ro null cero'],
  [1, 'one un une eins ein uno una'],
  [2, 'two deux zwei zwo dos'],
  [3, 'three trois drei tres'],
  [4, 'four quatre vier cuatro'],
  [5, 'five cinq f\u00fcnf fuenf funf cinco'],
  [6, 'six sechs seis'],
  [7, 'seven sept sieben siete'],
  [8, 'eight huit acht ocho'],
  [9, 'nine neuf neun nueve'],
  [10, 'ten dix zehn diez'],
  [11, 'eleven onze elf once'],
  [12, 'twelve douze zw\u00f6lf doce'],
  [13, 'thirteen treize dreizehn trece'],
  [14, 'fourteen quatorze vierzehn catorce'],
  [15, 'fifteen quinze f\u00fcnfzehn quince'],
  [16, 'sixteen seize sechzehn diecis\u00e9is dieciseis'],
  [17, 'seventeen siebzehn diecisiete'],
  [18, 'eighteen achtzehn dieciocho'],
  [19, 'nineteen neunzehn diecinueve'],
  [20, 'twenty vingt vingts zwanzig veinte'],
  [21, 'veintiuno veintiun'],
  [22, 'veintid\u00f3s veintidos'],
  [23, 'veintitr\u00e9s veintitres'],
  [24, 'veinticuatro'],
  [25, 'veinticinco'],
  [26, 'veintis\u00e9is veintiseis'],
  [27, 'veintisiete'],
  [28, 'veintiocho'],
  [29, 'veintinueve'],
  [30, 'thirty trente drei\u00dfig dreissig treinta'],
  [40, 'forty quarante vierzig cuarenta'],
  [50, 'fifty cinquante f\u00fcnfzig cincuenta'],
  [60, 'sixty soixante sechzig sesenta'],
  [70, 'seventy siebzig setenta'],
  [80, 'eighty achtzig ochenta'],
  [90, 'ninety neunzig noventa'],
  [100, 'cien ciento'],
  [200, 'doscientos'],
  [300, 'trescientos'],
  [400, 'cuatrocientos'],
  [500, 'quinientos'],
  [600, 'seiscientos'],
  [700, 'setecientos'],
  [800, 'ochocientos'],
  [900, 'novecientos'],
];
/** "seven hundred" is 700: the word multiplies the digit before it. */
const HUNDREDS = new Set(['hundred', 'hundert', 'cent', 'cents']);
/** "plus four four", "más treinta y cuatro": the sign of an international number. */
const PLUS = new Set(['plus', 'm\u00e1s', 'mas']);
for (const [value, words] of LISTS) for (const word of words.split(' ')) VALUES.set(word, value);
// German says a pair of digits as one word, unit first: "vierunddreißig" is 34.
const GERMAN_UNITS = ['ein', 'zwei', 'drei', 'vier', 'f\u00fcnf', 'sechs', 'sieben', 'acht', 'neun'];
const GERMAN_TENS = [
  'zwanzig',
  'drei\u00dfig',
  'dreissig',
  'vierzig',
  'f\u00fcnfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];
for (const tens of GERMAN_TENS)
  GERMAN_UNITS.forEach((unit, i) => VALUES.set(`${unit}und${tens}`, VALUES.get(tens)! + i + 1));

/** "double seven" is 77, "triple zero" 000. */
const REPEATS: Record<string, number> = { double: 2, triple: 3, doble: 2, doppel: 2 };
/** Words that join a pair of digits ("treinta y cuatro", "vingt et un", "thirty and four"). */
const JOINERS = new Set(['y', 'und', 'et', 'and']);

const TOKEN = /[\p{L}\p{N}]+/gu;
const YEAR_AFTER = /[\s,]{1,3}(?:19|20)\d\d(?!\d)/y;
/** What may stand between two numbers of one run: spaces, commas, dashes, dots, slashes, brackets. */
const GAP = /^[\s,.;:/()\-\u2013]{0,4}$/;

interface Token {
  start: number;
  end: number;
  /** A number 0-99 said in words, or a group of digits as written. */
  value: number | string;
  repeat: number;
  word: string;
}

/** Whether `value` completes the round number `open`: 60 + 18, 30 + 4, 600 + 12, 80 + 12 (French). */
function completes(open: number, value: number): boolean {
  if (open < 0 || value < 1) return false;
  if (open % 100 === 0) return value <= 99;
  return value <= 9 || (value <= 19 && (open % 100 === 60 || open % 100 === 80));
}

/** The digits a run says: "soixante dix huit" is 78, "quatre vingt douze" 92, "seiscientos doce" 612. */
function digitsOf(run: Token[]): string {
  let digits = '';
  let open = -1; // a round number (10, 20... 900) the next word may complete, else -1
  let previous: Token | null = null;
  for (const token of run) {
    const { value, repeat } = token;
    if (typeof value === 'string') {
      digits += value.repeat(repeat);
      open = -1;
    } else if (HUNDREDS.has(token.word) && typeof previous?.value === 'number' && previous.value < 10) {
      digits += '00';
      open = previous.value * 100;
    } else if (repeat === 1 && completes(open, value)) {
      const sum = open + value;
      digits = digits.slice(0, -String(open).length) + String(sum);
      open = sum % 10 === 0 ? sum : -1;
    } else if (/^vingts?$/.test(token.word) && previous?.word === 'quatre' && repeat === 1) {
      digits = `${digits.slice(0, -1)}80`;
      open = 80;
    } else {
      digits += String(value).repeat(repeat);
      open = value >= 10 && value % 10 === 0 && repeat === 1 ? value : -1;
    }
    previous = token;
  }
  return digits;
}

function flush(run: Token[], words: number, out: ViewWriter, state: { from: number }): void {
  // Two number words, or one among two groups of digits ("07700 nine 00 456", "+33 six 45 67 89 01").
  const groups = run.filter((token) => typeof token.value === 'string' && token.value !== '+').length;
  if (run.length > 0 && (words >= 2 || (words === 1 && groups >= 2))) {
    const digits = digitsOf(run);
    if (digits.length >= 7) {
      out.copy(state.from, run[0]!.start);
      out.write(digits, run[0]!.start, run[run.length - 1]!.end);
      state.from = run[run.length - 1]!.end;
    }
  }
  run.length = 0;
}

/** Reads runs of number words (and the digit groups among them) as digits, gaps dropped. */
export function readNumberWords(view: TextView): TextView {
  const { text } = view;
  const out = new ViewWriter(view);
  const state = { from: 0 };
  const run: Token[] = [];
  let words = 0;
  let lastEnd = -1;
  let repeat = { times: 1, start: -1 };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const lower = match[0].toLowerCase();
    if (lastEnd < 0 || !GAP.test(text.slice(lastEnd, start))) {
      flush(run, words, out, state);
      words = 0;
      repeat = { times: 1, start: -1 };
    }
    lastEnd = end;
    if (REPEATS[lower]) {
      repeat = { times: REPEATS[lower], start };
      continue;
    }
    if (JOINERS.has(lower) && run.length > 0) continue;
    YEAR_AFTER.lastIndex = end;
    // "Sept 2019", "one 2020": a word before a year is a date's, not a digit.
    const beforeYear = !/^\d/.test(lower) && YEAR_AFTER.test(text);
    const value = beforeYear
      ? undefined
      : /^\d+$/.test(lower)
        ? lower
        : PLUS.has(lower) && run.length === 0
          ? '+'
          : HUNDREDS.has(lower) && run.length > 0
            ? 100
            : VALUES.get(lower);
    if (value === undefined) {
      flush(run, words, out, state);
      words = 0;
      lastEnd = -1;
      repeat = { times: 1, start: -1 };
      continue;
    }
    if (typeof value === 'number') words++;
    const first = repeat.start >= 0 && run.length === 0 ? repeat.start : start;
    run.push({ start: first, end, value, repeat: repeat.times, word: lower });
    repeat = { times: 1, start: -1 };
  }
  flush(run, words, out, state);
  out.copy(state.from, text.length);
  return out.done();
}
