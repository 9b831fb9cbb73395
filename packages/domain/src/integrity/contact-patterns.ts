/**
 * The patterns of contact masking other than phone numbers (decision 037), compiled once. Each is
 * written so that a failed attempt costs at most the length of one word or one address: runs start
 * only where no word character precedes them, and repeated groups are separated by a required
 * dot, keyword or bracket, so nothing backtracks across the text.
 *
 * Letters and signs beyond ASCII are written as \u escapes (\u00e9 is "é", \u20ac "€", \u2192 "→"):
 * one character beyond Latin-1 in the compiled server makes V8 keep its whole source as a two-byte
 * string, 0.85 MB more for the process's life (decision 030). esbuild escapes those of strings but
 * not those of regular expressions and String.raw; the compiled server's test checks for any.
 */

export type ContactKind = 'email' | 'phone' | 'messaging' | 'payment' | 'link';

const LOCAL = String.raw`(?<![\w\u00c0-\u024f.%+-])[\w\u00c0-\u024f.%+-]{1,64}`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const TLDS =
  String.raw`(?:com|net|org|fr|de|es|uk|io|eu|edu|me|info|biz|ru|it|be|ch|at|nl|ca|` +
  String.raw`us|au|ie|pt|mx|ar|co|cat|pl|se|dk|no|fi|br|cl|pe|lu|gr|cz|ro|nz|za)`;
const PROVIDERS =
  String.raw`(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|` +
  String.raw`gmx|laposte|wanadoo|yandex|aol|orange|free|web\.de|t-online)`;
const AT_MARK =
  String.raw`(?:\s*[([{<]\s*(?:at|@|arobase|arroba|` +
  String.raw`\u00e4t)\s*[)\]}>]\s*|\s*@\s*|\s+(?:arobase|arroba)\s+)`;
const AT_WORD = String.raw`\s+at\s+`;
const DOT_MARK =
  String.raw`(?:\s*[([{<]\s*(?:dot|point|punto|punkt|\.)\s*[)\]}>]\s*|` +
  String.raw`\s+(?:dot|point|punto|punkt)\s+|\s?\.\s?)`;
const DOT_WORD = String.raw`(?:\s*[([{<]\s*(?:dot|point|punto|punkt|\.)\s*[)\]}>]\s*|\s+(?:dot|point|punto|punkt)\s+)`;

/** Files named like addresses (icon@2x.png) are code, not mail. */
export const FILE_EXTENSIONS =
  /\.(?:png|jpe?g|gif|svg|webp|pdf|docx?|xlsx?|pptx?|txt|csv|js|ts|tsx|jsx|css|html?|json|py|java|md)$/i;

export const EMAIL = new RegExp(String.raw`${LOCAL}@${LABEL}(?:\.${LABEL})*\.[a-z]{2,24}\b`, 'gi');

/** "name (at) gmail (dot) com", "name arobase orange point fr", "nombre arroba gmail punto com". */
export const EMAIL_OBFUSCATED = new RegExp(
  String.raw`${LOCAL}${AT_MARK}${LABEL}(?:${DOT_MARK}${LABEL})*?${DOT_MARK}${TLDS}\b`,
  'gi',
);

/** "name at gmail dot com": the plain word "at" needs a spelled-out dot ("look at this point in time" passes). */
export const EMAIL_AT_WORD = new RegExp(
  String.raw`${LOCAL}${AT_WORD}${LABEL}(?:${DOT_WORD}${LABEL})*?${DOT_WORD}${TLDS}\b`,
  'gi',
);

/** After a known ending (".co", ".com"), the country of a second-level domain: "[dot] uk", ".au". */
export const SECOND_LEVEL_END = new RegExp(String.raw`${DOT_MARK}(?:uk|au|nz|za|br|jp|in|mx|ar|tr|il|kr)\b`, 'giy');

/** Words of prose before "at" that name no mailbox: "look at google dot com", "arrive at ...". */
export const NOT_A_MAILBOX = new RegExp(
  String.raw`^(?:look(?:ing|ed|s)?|arriv(?:e|ed|es|ing)|meet|met|be|been|is|are|was|were|am|here|there|it|` +
    String.raw`this|that|stay(?:s|ed)?|work(?:s|ed|ing)?|liv(?:e|es|ed|ing)|stud(?:y|ied|ies|ying)|back|out|` +
    String.raw`good|best|aim(?:ed)?|home|point|start(?:s|ed)?)\s`,
  'i',
);

/** "john.doe at gmail", "name (at) hotmail": a mail provider named without its domain. */
export const EMAIL_PROVIDER = new RegExp(
  String.raw`${LOCAL}(?:${AT_MARK}|${AT_WORD})${PROVIDERS}\b(?:${DOT_MARK}${TLDS}\b)?`,
  'gi',
);

const MESSAGING_HOSTS =
  String.raw`wa\.me|(?:api\.|chat\.|web\.)?whatsapp\.com|t\.me|telegram\.(?:me|dog)|discord\.gg|` +
  String.raw`discord(?:app)?\.com/(?:invite|users)|signal\.(?:me|group)|join\.skype\.com|m\.me|` +
  String.raw`fb\.me|(?:[a-z]{2,3}\.)?facebook\.com|instagram\.com|snapchat\.com/add|line\.me|` +
  String.raw`invite\.viber\.com|u\.wechat\.com|weixin\.qq\.com|calendly\.com|(?:[\w-]+\.)?zoom\.us/j|` +
  String.raw`meet\.google\.com|linkedin\.com/in|tiktok\.com/@[\w.]*|(?:twitter|x)\.com/\w+`;
const PAYMENT_HOSTS =
  String.raw`paypal\.me|(?:www\.)?paypal\.com/(?:paypalme|pools|donate|send)|(?:account\.)?venmo\.com|cash\.app|` +
  (String.raw`revolut\.me|wise\.com/pay|buymeacoffee\.com|ko-fi\.com|` +
    String.raw`patreon\.com|pay\.lydia\.me|lydia-app\.com|paylib\.fr`);
const REST = String.raw`(?:[/?#:][^\s<>"'()\]]*)?`;

export const MESSAGING_LINK = new RegExp(
  String.raw`(?<![\w.-])(?:(?:https?://)?(?:www\.)?(?:${MESSAGING_HOSTS}` +
    String.raw`)${REST}|(?:skype|whatsapp|tg|viber|signal):[^\s<>"']{3,}|live:\.cid\.[\w.-]+)`,
  'gi',
);
export const PAYMENT_LINK = new RegExp(
  String.raw`(?<![\w.-])(?:https?://)?(?:www\.)?(?:${PAYMENT_HOSTS})${REST}`,
  'gi',
);

const MESSAGING_STRONG =
  String.raw`whats ?app|telegram|tg|skype|discord|wechat|weixin|snap(?:chat)?|` +
  String.raw`insta(?:gram)?|viber|kik|threema|messenger|tiktok|line id`;
const MESSAGING_WEAK = String.raw`signal|ig|facebook|fb|twitter|x`;
const PAYMENT_WORDS =
  String.raw`pay ?pal|venmo|cash ?app|cashtag|revolut|revtag|wise|zelle|` +
  String.raw`bizum|lydia|paylib|twint|skrill|payoneer|western union|moneygram`;
const ID_WORD =
  String.raw`(?:[\s-]+(?:id|handle|user(?:name)?|pseudo|usuario|nombre|name|tag|me|` +
  String.raw`number|num\u00e9ro|nummer|n\u00famero|account|compte|konto|cuenta))?`;
const SEPARATOR = String.raw`\s*(?:[:=\u2192]|->|[-\u2013\u2014](?=\s))\s*`;
/** Without a separator, a handle that shows what it is: "@x", "$x", Skype's "live:x", Discord's "x#1234". */
const SHOWN_HANDLE = String.raw`(?:\s*[?!])?\s+(?=[@$]|live:|[\w.]{2,32}#\d{4}\b)`;
const HANDLE = String.raw`(?:live:\.?)?(?:[@$]\s?)?[\w][\w.\-#]{1,40}`;
/** A handle that shows it is one: it holds a digit, "_", "." or "-" among its letters, or starts with "@". */
const SHOWN_SHAPE = String.raw`(?=[\w.\-]*[A-Za-z])(?=[\w.\-]*[\d_.\-])`;
const SHAPED_HANDLE = String.raw`(?:[@$]\s?[\w][\w.\-#]{1,40}|${SHOWN_SHAPE}[\w][\w.\-#]{1,40})`;
const PROVIDER_WORDS =
  String.raw`g ?mail|hotmail|outlook|yahoo|icloud|proton(?:mail)?|gmx|posteo|web\.de|` + String.raw`laposte|wanadoo`;
/** Verbs that give a handle without "my" before: "venmo is x_22", "insta, it is x", "discord, soy x". */
const BARE_VERB = String.raw`,?\s+(?:it\s+is|it['\u2019]?s|is|est|c['\u2019]est|c|ist|bin ich|ich bin|es|soy|=)\s+`;
const PLATFORM_AFTER = String.raw`\s+(?:on|sur|auf|bei|en)\s+(?:${MESSAGING_STRONG}|${MESSAGING_WEAK})\b`;
const POSSESSIVE = String.raw`\b(?:my|mon|ma|mein(?:e)?|mi)\s+`;
const VERB = String.raw`\s+(?:is|est|ist|es|c['\u2019]est|c|soy|=)\s+`;

/** Words after a keyword and a colon that are not a handle ("WhatsApp: not allowed"). */
export const NOT_A_HANDLE = new RegExp(
  String.raw`^(?:no|not|none|yes|the|and|pas|non|nein|nicht|ja|oui|si|s\u00ed|ok|n\/a|aucun|kein|ninguno|please|` +
    String.raw`${MESSAGING_STRONG}|${MESSAGING_WEAK}|${PAYMENT_WORDS})$`,
  'i',
);

/**
 * A keyword and what follows it; the handle is the last group. `kind` says which list it names.
 * "Telegram: @ana_w", "my Skype is ana.w", "Venmo @Ana-W", "Cash App $anaw", "Discord - ana#1234".
 */
export const KEYWORD_HANDLES: Array<{ kind: ContactKind; pattern: RegExp }> = [
  {
    kind: 'messaging',
    pattern: new RegExp(
      String.raw`\b(?:${MESSAGING_STRONG})\b${ID_WORD}(?:${SEPARATOR}|${SHOWN_HANDLE})(${HANDLE})`,
      'gi',
    ),
  },
  {
    kind: 'messaging',
    pattern: new RegExp(String.raw`\b(?:${MESSAGING_WEAK})\b${ID_WORD}\s*:?\s*([@][\w][\w.]{1,30})`, 'gi'),
  },
  {
    kind: 'messaging',
    pattern: new RegExp(
      String.raw`${POSSESSIVE}(?:${MESSAGING_STRONG}|${MESSAGING_WEAK})${ID_WORD}${VERB}(${HANDLE})`,
      'gi',
    ),
  },
  {
    kind: 'payment',
    pattern: new RegExp(String.raw`\b(?:${PAYMENT_WORDS})\b${ID_WORD}(?:${SEPARATOR}|\s+(?=[@$]))(${HANDLE})`, 'gi'),
  },
  {
    kind: 'payment',
    pattern: new RegExp(String.raw`${POSSESSIVE}(?:${PAYMENT_WORDS})${ID_WORD}${VERB}(${HANDLE})`, 'gi'),
  },
  {
    kind: 'messaging',
    pattern: new RegExp(
      String.raw`\b(?:${MESSAGING_STRONG}|${MESSAGING_WEAK})\b${ID_WORD}${BARE_VERB}(${SHAPED_HANDLE})`,
      'gi',
    ),
  },
  {
    kind: 'payment',
    pattern: new RegExp(String.raw`\b(?:${PAYMENT_WORDS})\b${ID_WORD}${BARE_VERB}(${SHAPED_HANDLE})`, 'gi'),
  },
  {
    kind: 'messaging',
    pattern: new RegExp(
      String.raw`\b(?:i am|i['\u2019]m|je suis|ich bin|soy)\s+(${SHAPED_HANDLE})(?=${PLATFORM_AFTER})`,
      'gi',
    ),
  },
  {
    // "my gmail is emma.writes", "mi gmail: lucia2024": a provider named as the kind of address.
    kind: 'email',
    pattern: new RegExp(
      String.raw`(?:${POSSESSIVE})?\b(?:${PROVIDER_WORDS})\b${ID_WORD}(?:${VERB}|${SEPARATOR})(${SHAPED_HANDLE})`,
      'gi',
    ),
  },
];

/**
 * An "@handle" after words that offer it for contact ("add me", "écris-moi", "schreib mir",
 * "escríbeme"...), within a short clause; a bare "@APA" in academic text passes.
 */
export const CUED_HANDLE = new RegExp(
  String.raw`\b(?:add me|contact me|message me|text me|dm me|pm me|reach me|find me|follow me|write (?:to )?me|my ` +
    String.raw`handle|my username|\u00e9cris[- ]moi|contacte[- ]moi|ajoute[- ]moi|mon pseudo|schreib(?:e)? mir|` +
    (String.raw`kontaktier(?:e)? mich|adde mich|f\u00fcg(?:e)? mich|` +
      String.raw`escr\u00edbeme|escribeme|cont\u00e1ctame|contactame|`) +
    String.raw`agr\u00e9game|a\u00f1\u00e1deme|m\u00e1ndame|s\u00edgueme)\b[^.\n@]{0,40}?(@[A-Za-z_][\w.]{2,30})`,
  'gi',
);

/** A "$cashtag" after a word about paying ("send", "pay", "envoie", "zahl", "paga"). */
export const CUED_CASHTAG = new RegExp(
  String.raw`\b(?:send|pay|paid|payment|envoie|envoyez|paye[rz]?|zahl(?:e|en)?|\u00fcberweis\w*|paga|` +
    String.raw`pagar|env\u00eda|envia|manda)\b[^.\n$]{0,30}?(\$[A-Za-z][A-Za-z0-9_]{2,19})\b`,
  'gi',
);

/** IBAN candidates (two letters, two check digits, 11 to 30 more letters or digits in groups); mod 97 decides. */
export const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b/g;

/** The ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 is 1. */
export function isIban(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (compact.length < 15 || compact.length > 34) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
