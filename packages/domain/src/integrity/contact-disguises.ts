import { undoCharacterDisguises } from './contact-characters.ts';
import { readNumberWords } from './contact-number-words.ts';
import { readSpelledAddresses, readSpellings } from './contact-spellings.ts';
import { identityView, rewriteMatches, type TextView, type ViewWriter } from './contact-view.ts';

/**
 * The text as contact masking reads it (decision 037): each rewrite undoes one way of disguising a
 * contact and keeps, for every character, where it came from in the original. Each pattern here is
 * linear: runs start only at a token's edge and repeated groups are separated by a required sign.
 */

/**
 * "O7700 9OO123", "0l23", "34S", "+l 415", "(O)30": inside a word of digits, O/o is read as 0, l/I as 1,
 * S as 5, Z as 2 and B as 8 (these three not first, unless a digit comes just before); alone, O in
 * "(O)" and l or I after "+".
 */
const WORD = /[\p{L}\p{N}]+/gu;
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', Z: '2', B: '8' };

function readDigitLetters(view: TextView): TextView {
  const { text } = view;
  return rewriteMatches(view, WORD, (match, out) => {
    const token = match[0];
    const at = match.index;
    // S, Z and B lead a word only after a digit ("34.S6"), so "B12" and "S3" stay names.
    const afterDigit = /\d[\s.\-/]{0,2}$/.test(text.slice(Math.max(0, at - 3), at));
    const inDigits =
      /^[0-9OoIlSZB]+$/.test(token) && /\d/.test(token) && /\D/.test(token) && (afterDigit || !/^[SZB]/.test(token));
    const alone =
      (token === 'O' && text[at - 1] === '(' && text[at + 1] === ')') || (/^[lI]$/.test(token) && text[at - 1] === '+');
    if (!inDigits && !alone) return false;
    out.write(
      token.replace(/[OoIlSZB]/g, (letter) => AS_DIGIT[letter]!),
      at,
      at + token.length,
    );
    return true;
  });
}

/** A number broken over lines: the line break between two digits is read as a space. */
const BROKEN_LINE = /(?<=\d)[ \t]*(?:\r?\n[ \t]*)+(?=[\d(+])/g;

function joinBrokenLines(view: TextView): TextView {
  return rewriteMatches(view, BROKEN_LINE, (match, out) => {
    out.write(' ', match.index, match.index + match[0].length);
    return true;
  });
}

/** Drops the separators of a match, keeping the characters `keep` accepts, each at its own place. */
function keepOnly(match: RegExpExecArray, out: ViewWriter, keep: RegExp): boolean {
  const token = match[0];
  for (let i = 0; i < token.length; i++) {
    if (keep.test(token[i]!)) out.write(token[i]!, match.index + i, match.index + i + 1);
    else out.write('', match.index + i, match.index + i + 1);
  }
  return true;
}

/** "j.o.h.n", "j-o-h-n", "j_o_h_n": single letters joined by one repeated sign are one word. */
const DOTTED_LETTERS = /(?<![\p{L}\p{N}.\-_*])\p{L}([.\-_*])\p{L}(?:\1\p{L})+(?![\p{L}\p{N}])/gu;

/**
 * "j o h n @ g m a i l . c o m", "0 7 7 0 0": three or more single characters apart are one word (the
 * last may carry the sentence's stop or comma); two after a dot or a spelled dot ("(punkt) d e").
 */
const SINGLE_END = String.raw`(?![^\s.,;:!?)])`;
const SPACED_SINGLES = new RegExp(String.raw`(?<!\S)\S(?:[ \t]{1,3}\S${SINGLE_END}){2,}`, 'gu');
const SPACED_PAIR = new RegExp(
  String.raw`(?<=(?:[.)\]}]|\b(?:dot|point|punto|punkt))[ \t]{1,3})\S[ \t]{1,3}\S${SINGLE_END}`,
  'gu',
);

/** "wa dot me slash 4477...", "paypal . me / johndoe", "t(.)me/x": a messaging or payment host spelled out. */
const HOST_WORDS =
  String.raw`wa|t|m|fb|paypal|revolut|cash|discord|signal|telegram|line|x|twitter|instagram|facebook|` +
  String.raw`snapchat|tiktok|calendly|venmo|linkedin|wise|patreon|lydia|whatsapp|ko-fi|buymeacoffee`;
const DOT_SIGN = String.raw`\s*(?:[([{<]\s*(?:dot|point|punto|punkt|\.)\s*[)\]}>]|\b(?:dot|point|punto|punkt)\b|\.)\s*`;
const SLASH_WORDS = String.raw`forward[ -]slash|slash|barra|schr\u00e4gstrich|barre`;
const SLASH_SIGN = String.raw`\s*(?:[([{<]\s*(?:${SLASH_WORDS}|/)\s*[)\]}>]|\b(?:${SLASH_WORDS})\b|/)\s*`;
/** A host and a path: "paypal . me" alone names the site, with a path it names a person. */
const SPELLED_HOST = new RegExp(
  String.raw`(?<![\w.])(${HOST_WORDS})${DOT_SIGN}(me|com|gg|app|us|dog|group|fr)\b${SLASH_SIGN}([$@]?\w[\w.\-+#]*)`,
  'gi',
);

function readSpelledHosts(view: TextView): TextView {
  return rewriteMatches(view, SPELLED_HOST, (match, out) => {
    const read = `${match[1]}.${match[2]}/${match[3]}`;
    if (read === match[0]) return false;
    out.write(read, match.index, match.index + match[0].length);
    return true;
  });
}

/** The text seen through the disguises of contact details; the same object when there was none. */
export function seeThroughDisguises(text: string): TextView {
  let view = identityView(text);
  view = undoCharacterDisguises(view);
  view = readSpellings(view);
  view = readDigitLetters(view);
  view = readNumberWords(view);
  view = joinBrokenLines(view);
  view = rewriteMatches(view, DOTTED_LETTERS, (match, out) => keepOnly(match, out, /[\p{L}]/u));
  view = rewriteMatches(view, SPACED_SINGLES, (match, out) => keepOnly(match, out, /\S/));
  view = rewriteMatches(view, SPACED_PAIR, (match, out) => keepOnly(match, out, /\S/));
  view = readSpelledHosts(view);
  view = readSpelledAddresses(view);
  return view;
}
