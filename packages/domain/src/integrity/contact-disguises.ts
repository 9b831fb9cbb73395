import { undoCharacterDisguises } from './contact-characters.ts';
import { readNumberWords } from './contact-number-words.ts';
import { identityView, rewriteMatches, type TextView, type ViewWriter } from './contact-view.ts';

/**
 * The text as contact masking reads it (decision 037): each rewrite undoes one way of disguising a
 * contact and keeps, for every character, where it came from in the original. Each pattern here is
 * linear: runs start only at a token's edge and repeated groups are separated by a required sign.
 */

/** "O7700 9OO123", "0l23": O/o and l/I inside a run of digits are read as 0 and 1. */
const WORD = /[\p{L}\p{N}]+/gu;

function readDigitLetters(view: TextView): TextView {
  return rewriteMatches(view, WORD, (match, out) => {
    const token = match[0];
    if (!/^[0-9OoIl]+$/.test(token) || !/\d/.test(token) || !/[OoIl]/.test(token)) return false;
    out.write(token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'), match.index, match.index + token.length);
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

/** "j o h n @ g m a i l . c o m", "0 7 7 0 0": three or more single characters apart are one word. */
const SPACED_SINGLES = /(?<!\S)\S(?:[ \t]{1,3}\S(?!\S)){2,}/gu;

/** "wa dot me slash 4477...", "paypal . me / johndoe", "t(.)me/x": a messaging or payment host spelled out. */
const HOST_WORDS =
  String.raw`wa|t|m|fb|paypal|revolut|cash|discord|signal|telegram|line|x|twitter|instagram|facebook|` +
  String.raw`snapchat|tiktok|calendly|venmo|linkedin|wise|patreon|lydia|whatsapp|ko-fi|buymeacoffee`;
const DOT_SIGN = String.raw`\s*(?:[([{<]\s*(?:dot|point|punto|punkt|\.)\s*[)\]}>]|\b(?:dot|point|punto|punkt)\b|\.)\s*`;
const SLASH_SIGN = String.raw`\s*(?:[([{<]\s*(?:slash|/)\s*[)\]}>]|\bslash\b|/)\s*`;
const SPELLED_HOST = new RegExp(
  String.raw`(?<![\w.])(${HOST_WORDS})${DOT_SIGN}(me|com|gg|app|us|dog|group|fr)\b(?:${SLASH_SIGN}([\w][\w.\-+#]*))?`,
  'gi',
);

function readSpelledHosts(view: TextView): TextView {
  return rewriteMatches(view, SPELLED_HOST, (match, out) => {
    const read = `${match[1]}.${match[2]}${match[3] ? `/${match[3]}` : ''}`;
    if (read === match[0]) return false;
    out.write(read, match.index, match.index + match[0].length);
    return true;
  });
}

/** The text seen through the disguises of contact details; the same object when there was none. */
export function seeThroughDisguises(text: string): TextView {
  let view = identityView(text);
  view = undoCharacterDisguises(view);
  view = readDigitLetters(view);
  view = readNumberWords(view);
  view = joinBrokenLines(view);
  view = rewriteMatches(view, DOTTED_LETTERS, (match, out) => keepOnly(match, out, /[\p{L}]/u));
  view = rewriteMatches(view, SPACED_SINGLES, (match, out) => keepOnly(match, out, /\S/));
  view = readSpelledHosts(view);
  return view;
}
