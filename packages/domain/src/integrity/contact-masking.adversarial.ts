/**
 * Inputs written to make a pattern engine backtrack (decision 037): each unit is repeated to the
 * wanted size. `npm run masking:figures` times them at 10 kB, 100 kB and 1 MB; the unit tests check
 * the output on them.
 */
export const ADVERSARIAL_INPUTS: Array<{ name: string; unit: string }> = [
  { name: 'digits and spaces', unit: '1 ' },
  { name: 'digit groups and spaces', unit: '12 345 ' },
  { name: 'single letters and spaces', unit: 'a ' },
  { name: 'at signs', unit: '@' },
  { name: 'letters and at signs', unit: 'a@' },
  { name: 'number words', unit: 'seven ' },
  { name: 'number words and commas', unit: 'sept, ' },
  { name: 'one long word', unit: 'a' },
  { name: 'dotted letters', unit: 'a.' },
  { name: 'spelled-out ats', unit: 'x at ' },
  { name: 'bracketed ats and dots', unit: 'a (at) b (dot) ' },
  { name: 'keywords with colons', unit: 'telegram: ' },
  { name: 'IBAN-like groups', unit: 'AB12 ' },
  { name: 'digits and dashes', unit: '1-' },
  { name: 'digits over lines', unit: '1\n' },
  { name: 'letters for digits', unit: 'O0l1' },
  { name: 'spelled hosts', unit: 'wa dot me ' },
  { name: 'full-width and zero-width', unit: '\uff10\u200b' },
  { name: 'Arabic-Indic digits and spaces', unit: '\u0669 ' },
  { name: 'Cyrillic look-alikes and spaces', unit: '\u0430 ' },
  { name: 'digits with combining marks', unit: '\u096f\u0301' },
  { name: 'spaces', unit: ' ' },
  { name: 'spelled dots between words', unit: 'a dot ' },
  { name: 'words for at and dot', unit: 'x klammeraffe y punkt ' },
  { name: 'bracketed a and dots', unit: 'x(a)y(.)' },
  { name: 'commas between labels', unit: 'a@b,' },
  { name: 'provider spellings', unit: 'g mail ' },
  { name: 'platforms and verbs', unit: 'insta, it is ' },
  { name: 'handle before a platform', unit: 'i am a_1 on ' },
  { name: 'digits and en dashes', unit: '1\u2013' },
  { name: 'one number word among digits', unit: '12 six ' },
];
