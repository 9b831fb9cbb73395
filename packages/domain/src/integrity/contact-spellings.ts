import { rewriteMatches, type TextView } from './contact-view.ts';

/**
 * Two more readings of contact masking's view (decision 037): the other spellings of mail providers
 * and messaging platforms ("g mail", "tele gram", "télégramme", "guasap"), and an address spelled
 * with words or signs for "@" and "." in the four languages ("clara point redige arobase gmail point
 * com", "jonas Klammeraffe posteo Punkt de", "emma.w(a)yahoo(.)co(.)uk"), read as one address. Both
 * patterns are linear: they start at a word's edge and their repeats are bounded and separated by a
 * required sign or word.
 *
 * Letters beyond ASCII are \u escapes (\u00e9 is "é", \u00e4 "ä"): see contact-patterns.ts.
 */

/** Each spelling and the name it is read as. */
const SPELLINGS: Array<[string, string]> = [
  [String.raw`(?:g|gee|ji)[ -]mail|gmial|gmal|gamil`, 'gmail'],
  [String.raw`hot[ -]mail|hotmial`, 'hotmail'],
  [String.raw`ya[ -]hoo`, 'yahoo'],
  [String.raw`out[ -]look`, 'outlook'],
  [String.raw`proton[ -]mail`, 'protonmail'],
  [String.raw`t[e\u00e9]l[e\u00e9][ -]?gram(?:me|m|a)?`, 'telegram'],
  [String.raw`whats[ -]ap|whatsap|wh?atsapp?|guasapp?|wass?app?|ouatsapp?|wsp`, 'whatsapp'],
  [String.raw`insta[ -]gram`, 'instagram'],
  [String.raw`snap[ -]chat`, 'snapchat'],
  [String.raw`dis[ -]cord`, 'discord'],
  [String.raw`sky[ -]pe`, 'skype'],
  [String.raw`pay[ -]pal`, 'paypal'],
];
const SPELLING = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${SPELLINGS.map(([source]) => `(${source})`).join('|')})(?![\p{L}\p{N}])`,
  'giu',
);

export function readSpellings(view: TextView): TextView {
  return rewriteMatches(view, SPELLING, (match, out) => {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    const name = SPELLINGS[index]![1];
    if (match[0].toLowerCase() === name) return false;
    out.write(name, match.index, match.index + match[0].length);
    return true;
  });
}

const DOT_WORDS = String.raw`dot|point|punto|punkt`;
const AT_WORDS = String.raw`at|arobase|arroba|klammeraffe|at-zeichen|\u00e4t`;
const DOT_SEP = String.raw`(\s*[([{<]\s*(?:${DOT_WORDS}|\.)\s*[)\]}>]\s*|\s+(?:${DOT_WORDS})\s+|\s?\.\s?)`;
const AT_SEP =
  String.raw`(\s*[([{<]\s*(?:${AT_WORDS}|a|@)\s*[)\]}>]\s*|\s?@\s?|` +
  String.raw`\s+(?:${AT_WORDS})\s+|\s+(?:chez|en|bei)\s+)`;
const LOCAL_WORD = String.raw`[\p{L}\p{N}_%+-]{1,64}`;
const DOMAIN_WORD = String.raw`[a-z0-9-]{1,63}`;
const TLDS =
  String.raw`(?:com|net|org|fr|de|es|uk|io|eu|edu|me|info|biz|it|be|ch|at|nl|ca|us|au|ie|pt|mx|ar|co|cat|` +
  String.raw`pl|se|dk|no|fi|br|cl|pe|lu|gr|cz|ro|nz|za)`;
/** A local part of up to five words, a sign or word for "@", a domain of up to four labels, a TLD. */
const SPELLED_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@%+-])${LOCAL_WORD}(?:${DOT_SEP}${LOCAL_WORD}){0,4}${AT_SEP}` +
    String.raw`${DOMAIN_WORD}(?:${DOT_SEP}${DOMAIN_WORD}){0,3}(${DOT_SEP.slice(1, -1)}|,)${TLDS}(?![\p{L}\p{N}])`,
  'giu',
);
const PROVIDER = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}])(?:gmail|hotmail|yahoo|outlook|icloud|protonmail|proton|gmx|posteo|laposte|` +
    String.raw`wanadoo|orange|free|web|yandex|aol)(?![\p{L}\p{N}])`,
  'iu',
);
/** Words of prose before "at" that name no mailbox ("look at this point. com..."). */
const NOT_A_MAILBOX = new RegExp(
  String.raw`^(?:look|looking|arrive|meet|met|be|is|are|was|were|here|there|it|this|that|stay|work|live|` +
    String.raw`study|back|out|good|best|home|point)$`,
  'i',
);

/**
 * Reads a spelled address as "local.part@domain.tld" when it holds some sign of being one: the at
 * sign itself, a spelled "@" in brackets or in another language, or the plain word "at" with a
 * spelled dot or a known provider; "chez", "en" and "bei" count only before a known provider, and a
 * comma for the last dot only after one.
 */
export function readSpelledAddresses(view: TextView): TextView {
  return rewriteMatches(view, SPELLED_ADDRESS, (match, out) => {
    const whole = match[0];
    const at = AT_SEP_ALONE.exec(whole);
    if (!at) return false;
    const local = whole.slice(0, at.index);
    const domain = whole.slice(at.index + at[0].length);
    const atWord = at[0].trim().toLowerCase();
    const provider = PROVIDER.test(` ${domain}`);
    if (/^(?:chez|en|bei)$/.test(atWord) && !provider) return false;
    if (atWord === 'at' && !provider && !/\s|[([{<]/.test(domain.replace(/\s+$/, ''))) return false;
    if (match[match.length - 1] === ',' && !provider) return false;
    if (NOT_A_MAILBOX.test(local) || !/[\p{L}\p{N}]/u.test(local)) return false;
    const read = `${joinParts(local)}@${joinParts(domain)}`;
    if (read === whole) return false;
    out.write(read, match.index, match.index + whole.length);
    return true;
  });
}

const AT_SEP_ALONE = new RegExp(AT_SEP, 'iu');
const PART = /[\p{L}\p{N}_%+-]+/gu;

/** The words of a spelled local part or domain joined by dots. */
function joinParts(spelled: string): string {
  const words = (spelled.match(PART) ?? []).filter((word) => !new RegExp(`^(?:${DOT_WORDS})$`, 'i').test(word));
  return words.join('.');
}
