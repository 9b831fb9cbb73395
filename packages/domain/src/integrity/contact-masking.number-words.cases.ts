import { family, type MaskingCase } from './contact-cases.ts';

/**
 * Phone numbers said as words in the four languages (decision 037): digit by digit, in pairs as
 * French, German and Spanish speakers say them, with "double", "hundred" and a spoken "plus".
 */

/** Digits said as words: a seller reads the number out instead of typing it. */
export const NUMBER_WORD_CASES: MaskingCase[] = family('number words', [
  [
    'en',
    'my cell is seven seven zero zero nine zero zero one two three',
    'seven seven zero zero nine zero zero one two three',
  ],
  [
    'en',
    'ring zero seven seven double oh, nine double oh, one two three',
    'zero seven seven double oh, nine double oh, one two three',
  ],
  [
    'en',
    '+44 seven seven zero zero nine zero zero one two three, ask for Dan',
    '+44 seven seven zero zero nine zero zero one two three',
  ],
  [
    'en',
    'whatsapp four one five, five five five, zero one three two',
    'four one five, five five five, zero one three two',
  ],
  ['en', 'it is 0 7 7 0 0 nine zero zero one two three', '0 7 7 0 0 nine zero zero one two three'],
  ['en', 'easier on the phone: zero seven seven zero zero, 900 123', 'zero seven seven zero zero, 900 123'],
  ['en', 'my digits r 4 1 5 five five five 0 1 3 2', '4 1 5 five five five 0 1 3 2'],
  [
    'en',
    'Seven. Seven. Zero. Zero. Nine. Zero. Zero. One. Two. Three. Call me',
    'Seven. Seven. Zero. Zero. Nine. Zero. Zero. One. Two. Three',
  ],
  [
    'en',
    'text me: four one five - five five five - zero one three two',
    'four one five - five five five - zero one three two',
  ],
  [
    'en',
    'you can reach me on zero seven seven triple zero, nine one two three',
    'zero seven seven triple zero, nine one two three',
  ],
  [
    'en',
    'number is two one two, five five five, one two three four (NYC)',
    'two one two, five five five, one two three four',
  ],
  [
    'en',
    'my number: oh seven seven hundred, nine hundred, one two three',
    'oh seven seven hundred, nine hundred, one two three',
  ],
  [
    'en',
    'call: zero-seven-seven-zero-zero nine-zero-zero one-two-three',
    'zero-seven-seven-zero-zero nine-zero-zero one-two-three',
  ],
  [
    'en',
    'dial oh two oh seven nine four six oh nine five eight for the office',
    'oh two oh seven nine four six oh nine five eight',
  ],
  [
    'fr',
    'mon numéro : zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit',
    'zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit',
  ],
  [
    'fr',
    'appelle le zéro six quatre-vingt-douze soixante et onze quarante vingt',
    'zéro six quatre-vingt-douze soixante et onze quarante vingt',
  ],
  [
    'fr',
    'c’est le zéro six un deux trois quatre cinq six sept huit',
    'zéro six un deux trois quatre cinq six sept huit',
  ],
  [
    'fr',
    'portable : zéro sept, quatre-vingt-un, vingt-deux, trente-trois, quarante-quatre',
    'zéro sept, quatre-vingt-un, vingt-deux, trente-trois, quarante-quatre',
  ],
  [
    'fr',
    'joins-moi au 06 douze trente-quatre cinquante-six soixante-dix-huit',
    '06 douze trente-quatre cinquante-six soixante-dix-huit',
  ],
  [
    'fr',
    'plus trente-trois six douze trente-quatre cinquante-six soixante-dix-huit',
    'trente-trois six douze trente-quatre cinquante-six soixante-dix-huit',
  ],
  [
    'fr',
    'zero six / un deux / trois quatre / cinq six / sept huit, le soir',
    'zero six / un deux / trois quatre / cinq six / sept huit',
  ],
  [
    'fr',
    'fixe : zéro un, quarante-deux, soixante-huit, cinquante-trois, zéro zéro',
    'zéro un, quarante-deux, soixante-huit, cinquante-trois, zéro zéro',
  ],
  [
    'fr',
    'écris au zéro six quatre-vingt-dix-huit soixante-seize cinquante-quatre trente-deux',
    'zéro six quatre-vingt-dix-huit soixante-seize cinquante-quatre trente-deux',
  ],
  ['de', 'Handynummer null eins fünf eins, 2345 6789', 'null eins fünf eins, 2345 6789'],
  [
    'de',
    'meine Nummer: null eins fünf eins, vierunddreißig, sechsundfünfzig, achtundsiebzig, neunzig',
    'null eins fünf eins, vierunddreißig, sechsundfünfzig, achtundsiebzig, neunzig',
  ],
  [
    'de',
    'ruf an: null eins sieben sechs, eins zwei drei vier fünf sechs sieben acht',
    'null eins sieben sechs, eins zwei drei vier fünf sechs sieben acht',
  ],
  [
    'de',
    'plus neun vier, eins sieben sechs, zwölf vierunddreißig sechsundfünfzig achtundsiebzig',
    'neun vier, eins sieben sechs, zwölf vierunddreißig sechsundfünfzig achtundsiebzig',
  ],
  [
    'de',
    'erreichbar unter null drei null, zwölf, vierunddreißig, sechsundfünfzig, achtundsiebzig',
    'null drei null, zwölf, vierunddreißig, sechsundfünfzig, achtundsiebzig',
  ],
  [
    'de',
    'Nummer ist 0151 zwei drei vier fünf sechs sieben acht neun',
    '0151 zwei drei vier fünf sechs sieben acht neun',
  ],
  [
    'de',
    'null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben-acht-neun, ab 18 Uhr',
    'null-eins-fünf-zwei, drei-vier-fünf-sechs-sieben-acht-neun',
  ],
  [
    'de',
    'Festnetz: null dreißig, zwölf vierunddreißig sechsundfünfzig sieben',
    'null dreißig, zwölf vierunddreißig sechsundfünfzig sieben',
  ],
  [
    'es',
    'mi número: seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho',
    'seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho',
  ],
  ['es', 'llámame al seis uno dos tres cuatro cinco seis siete ocho', 'seis uno dos tres cuatro cinco seis siete ocho'],
  [
    'es',
    'móvil: seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho',
    'seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho',
  ],
  [
    'es',
    'más treinta y cuatro, seis doce, treinta y cuatro, cincuenta y seis, setenta y ocho',
    'treinta y cuatro, seis doce, treinta y cuatro, cincuenta y seis, setenta y ocho',
  ],
  [
    'es',
    'whatsapp: 612 treinta y cuatro cincuenta y seis setenta y ocho',
    '612 treinta y cuatro cincuenta y seis setenta y ocho',
  ],
  [
    'es',
    'fijo nueve uno, uno dos tres, cuarenta y cinco, sesenta y siete',
    'nueve uno, uno dos tres, cuarenta y cinco, sesenta y siete',
  ],
  [
    'es',
    'es el seis-nueve-nueve, ochenta y ocho, setenta y siete, sesenta y seis',
    'seis-nueve-nueve, ochenta y ocho, setenta y siete, sesenta y seis',
  ],
  [
    'es',
    'Apunta: seis cinco cuatro, tres dos uno, nueve ocho siete',
    'seis cinco cuatro, tres dos uno, nueve ocho siete',
  ],
  [
    'es',
    'escríbeme al siete uno dos, veintidós, treinta y tres, cuarenta y cuatro',
    'siete uno dos, veintidós, treinta y tres, cuarenta y cuatro',
  ],
]);
