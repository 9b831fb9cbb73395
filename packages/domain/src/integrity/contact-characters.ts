import { rewriteMatches, type TextView, type ViewWriter } from './contact-view.ts';

/**
 * The character-level disguises of contact details (decision 037), undone on a view of the text:
 * Unicode compatibility forms (NFKC: the full-width and small-form at sign and full stop, \uff20
 * \ufe6b \uff0e, full-width and mathematical digits, ligatures), invisible format characters
 * (zero-width space and joiners, soft hyphen, direction marks) and leftover combining marks dropped,
 * Cyrillic and Greek letters that look Latin read as Latin, the digits of other scripts read as 0-9,
 * and hyphens that are not "-" read as "-". Signs beyond ASCII are \u escapes (decision 030: the
 * compiled server stays Latin-1).
 */

/** Pairs: a look-alike, then the Latin letter it passes for. */
const CONFUSABLE_PAIRS =
  '\u0430a\u0435e\u043ak\u043eo\u0440p\u0441c\u0443y\u0445x\u0456i\u0458j\u0455s\u0501d\u051bq\u051dw\u04bbh' +
  '\u0410A\u0412B\u0415E\u041aK\u041cM\u041dH\u041eO\u0420P\u0421C\u0422T\u0423Y\u0425X\u0406I\u0408J\u0405S' +
  '\u03b1a\u03b5e\u03b9i\u03bak\u03bdv\u03bfo\u03c1p\u03c5u\u03c7x\u0391A\u0392B\u0395E\u0396Z\u0397H\u0399I' +
  '\u039aK\u039cM\u039dN\u039fO\u03a1P\u03a4T\u03a5Y\u03a7X\u0131i\u0261g\u0585o\u057du\u1d0fo\u1d20v\u1d21w' +
  // Signs: the ideographic full stop, hyphens and the minus sign.
  '\u3002.\u2010-\u2011-\u2012-\u2212-\ufe63-';

const CONFUSABLES = new Map<string, string>();
for (let i = 0; i < CONFUSABLE_PAIRS.length; i += 2) CONFUSABLES.set(CONFUSABLE_PAIRS[i]!, CONFUSABLE_PAIRS[i + 1]!);

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;

/** The value of a decimal digit of any script: Unicode lays each script's digits out 0 to 9 in a row. */
function digitValue(codePoint: number): number {
  let zero = codePoint;
  while (zero > 0 && codePoint - zero < 60 && DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return (codePoint - zero) % 10;
}

/** One character (a code point) of an NFKC form, as the engine should read it ('' when invisible). */
function readAs(char: string): string {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return char;
  const folded = CONFUSABLES.get(char);
  if (folded) return folded;
  if (INVISIBLE.test(char)) return '';
  if (DECIMAL_DIGIT.test(char)) return String(digitValue(code));
  return char;
}

/** Runs of ASCII (not followed by a combining mark), or one character with its combining marks. */
const CLUSTERS = /[\0-\x7f]+(?![\p{M}])|[^\p{M}][\p{M}]*|[\p{M}]+/gsu;

export function undoCharacterDisguises(view: TextView): TextView {
  if (/^[\0-\x7f]*$/.test(view.text)) return view;
  return rewriteMatches(view, CLUSTERS, (match, out: ViewWriter) => {
    const cluster = match[0];
    if (cluster.charCodeAt(0) < 0x80 && cluster.charCodeAt(cluster.length - 1) < 0x80) return false;
    let read = '';
    for (const char of cluster.normalize('NFKC')) read += readAs(char);
    if (read === cluster) return false;
    out.write(read, match.index, match.index + cluster.length);
    return true;
  });
}
