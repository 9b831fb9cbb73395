/**
 * Phone numbers for contact masking (decision 037). One candidate pattern finds runs of digits with
 * the separators people type (space, dot, dash, slash, "(0)", an area code in brackets, a leading
 * "+" or "00"); `isPhoneNumber` then decides from the digits, their grouping and a few words around
 * them. A run is taken whole (greedy, no backtracking into it), so the scan is linear in the text.
 *
 * Letters and signs beyond ASCII are written as \u escapes (\u00e9 is "é", \u20ac "€", \u2192 "→"):
 * one character beyond Latin-1 in the compiled server makes V8 keep its whole source as a two-byte
 * string, 0.85 MB more for the process's life (decision 030). esbuild escapes those of strings but
 * not those of regular expressions and String.raw; the compiled server's test checks for any.
 */

/** A run of at least 7 digits; not inside a word, a decimal, a price or a path. */
export const PHONE_CANDIDATE = new RegExp(
  String.raw`(?<![\w+$\u20ac\u00a3\u00a5.,/-])(?:\+ ?)?(?:\(\+?\d{1,4}\)|\d)(?:(?:[ \u00a0.\-\u2013/]{1,2}|` +
    String.raw` ?\(0\) ?| ?\(\d{1,4}\) ?)?\d){6,}`,
  'g',
);

/** Words that offer a number for contact, in en, fr, de, es (looked for just before the digits). */
const CONTACT_CUE = new RegExp(
  String.raw`(?:\b(?:tel|t\u00e9l|phone|mobile|cell|call|ring|text|sms|whats ?app|signal|telegram|viber|` +
    String.raw`number|num\u00e9ro|portable|appelle[rz]?|joindre|handy|telefon|nummer|ruf|anrufen|erreichbar|` +
    String.raw`m\u00f3vil|movil|tel\u00e9fono|telefono|ll\u00e1mame|llamame|n\u00famero|numero|celular|` +
    String.raw`bizum|zelle|contact|contacte[rz]?|kontakt|contacto)\b|\u260e|\ud83d\udcde|\ud83d\udcf1)`,
  'i',
);

/** What follows a number that makes it an amount, a count or a measure. */
const UNIT_AFTER = new RegExp(
  String.raw`^\s?(?:%|\u20ac|\$|\u00a3|\u00a5|(?:eur|euros?|usd|dollars?|gbp|pounds?|livres?|words?|mots?|` +
    String.raw`w\u00f6rter|worte|palabras?|pages?|seiten|p\u00e1ginas?|people|personnes|personen|personas|` +
    String.raw`habitants|einwohner|habitantes|km|kg|bytes|times|fois|mal|veces|copies|exemplaires)\b)`,
  'i',
);

/** What comes before an identifier that is not a phone number (ISBN, DOI, an order or reference number). */
const IDENTIFIER_BEFORE = new RegExp(
  String.raw`(?:isbn(?:-1[03])?|issn|doi|arxiv|pmid|order|commande|bestellung|pedido|invoice|facture|` +
    String.raw`rechnung|factura|ref\.?|siret|siren|tva|nif|cif|dni|ust-?idnr\.?|steuernummer|matrikelnummer|` +
    String.raw`expediente|#)\s*[:#]?\s*$|` +
    // A library's shelf mark: "Call number HM 585 .B68 2010", "Signatur: QA 76", "cote : 301.1".
    String.raw`(?:call (?:number|no\.?)|shelf ?mark|signatur|cote|signatura)\s*[:#]?\s*(?:[a-z]{1,3}\s*)?$`,
  'i',
);

/** Words just after a number that offer it for contact: "07700900123, call me", "... whatsapp". */
const CONTACT_CUE_AFTER = new RegExp(
  String.raw`^[\s,.;:)(-]{0,4}(?:call|text|ring|whats ?app|telegram|signal|sms|appelle|ruf|llama|` +
    String.raw`escr\u00edbeme|is my (?:number|cell|phone|mobile))\b`,
  'i',
);

/** A North American number written without separators or as 3 + 7: area and exchange codes start 2-9. */
const US_BARE = /^(?:1 ?)?[2-9]\d{2} ?[2-9]\d{6}$/;

const CURRENCY_BEFORE = /[$\u20ac\u00a3\u00a5]\s?$/;
const DATE_INSIDE = /(?:^|\D)(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d|(?:19|20)\d\d[./-]\d{1,2}[./-]\d{1,2})(?!\d)/;
const DOI_START = /^10\.\d{4,}\//;
const US_SHAPE = /^(?:1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}$/;
const ES_SHAPE = /^(?:[6-9]\d{2}(?:([ -])\d{3}\1\d{3}|([ -])\d{2}\2\d{2}\2\d{2})|[89]\d ?\d{3} ?\d{2} ?\d{2})$/;
const YEAR_RANGE = /^(?:19|20)\d\d ?[-\u2013/] ?(?:19|20)\d\d$/;
const ES_PLAIN = /^[67]\d{8}$/;

/** ISBN-10 check digit (a 10-digit run that is a valid ISBN is left alone). */
function isIsbn10(digits: string): boolean {
  if (!/^\d{9}[\dX]$/i.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = digits[i]!;
    sum += (10 - i) * (c === 'X' || c === 'x' ? 10 : Number(c));
  }
  return sum % 11 === 0;
}

/**
 * Whether the candidate `run` found at [start, end) of `text` is a phone number. Hard refusals come
 * first (a date, a DOI, an ISBN, an amount or count, an order number); then an international number,
 * a national one of GB/FR/DE (0 and 10 to 13 digits), a US or Spanish shape, or any 8 to 15 digits
 * right after a word that offers a number ("call", "tél", "Handy", "móvil"...).
 */
export function isPhoneNumber(text: string, start: number, end: number): boolean {
  const run = text.slice(start, end);
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 24);
  if (/^[\p{L}\d]/u.test(after) || /^[.,]\d/.test(after)) return false;
  if (UNIT_AFTER.test(after) || CURRENCY_BEFORE.test(before) || IDENTIFIER_BEFORE.test(before)) return false;
  if (DATE_INSIDE.test(run) || DOI_START.test(run) || YEAR_RANGE.test(run)) return false;
  const international = run.startsWith('+') || run.startsWith('00');
  const digits = run.replace(/\(0\)/, '').replace(/\D/g, '');
  if (!international && digits.length === 13 && /^97[89]/.test(digits)) return false;
  // A hyphenated ISBN-10 ends with its check character alone ("0-19-852663-6"); "555-0199" is no ISBN.
  if (!international && /-\s?[\dX]$/i.test(run) && isIsbn10(run.replace(/[^\dX]/gi, ''))) return false;
  if (international) return digits.replace(/^00/, '').length >= 8 && digits.length <= 15;
  const cued = CONTACT_CUE.test(before) || CONTACT_CUE_AFTER.test(text.slice(end, end + 40));
  if (cued) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('0')) {
    // A list of decimals ("0.5 0.25 0.125") mixes dots and spaces; a national number does not.
    if (/\./.test(run) && /\s/.test(run)) return false;
    return digits.length >= 10 && digits.length <= 13;
  }
  // A bare run of ten digits in arithmetic ("(h >>> 0) / 4294967296", "n = 2147483647") is no number to call.
  const bareUs = US_BARE.test(run) && !/(?:[\d)\]]\s*[*/^+-]|[=<>])\s*$/.test(before);
  return US_SHAPE.test(run) || bareUs || ES_SHAPE.test(run) || ES_PLAIN.test(run);
}

/** Where a long run that is not one number may hold two: split at wide gaps (" / ", " - ", two spaces). */
export function phoneParts(run: string): Array<{ offset: number; length: number }> {
  const parts: Array<{ offset: number; length: number }> = [];
  const gap = /\s*(?:[/\u2013-]\s+|\s{2,})/g;
  let from = 0;
  for (const match of run.matchAll(gap)) {
    if (match.index > from) parts.push({ offset: from, length: match.index - from });
    from = match.index + match[0].length;
  }
  if (from < run.length) parts.push({ offset: from, length: run.length - from });
  return parts.length > 1 ? parts : [];
}
