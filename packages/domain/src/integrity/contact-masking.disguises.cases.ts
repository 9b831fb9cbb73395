import { carried, type CaseLanguage, type MaskingCase } from './contact-cases.ts';

/**
 * Contact details in disguise (decision 037): what a seller who knows about the filter writes to get
 * an address or a number past it. Characters beyond Latin-1 that cannot be seen (zero-width, soft
 * hyphen, joiners) are written as \u escapes; look-alike letters and full-width forms as they are.
 */

/** Sentences a seller wraps a contact in ("{}" is where it goes), none of them naming the contact's kind. */
export const CARRIERS: Record<CaseLanguage, string[]> = {
  en: [
    'ok so just reach me here instead: {}',
    'honestly the fees here are crazy, {} and we sort it directly',
    'I can do it cheaper outside the site, {}',
    '{} - message me there, I reply faster',
    'for the full draft get in touch: {} tonight',
    'My details: {}. Delete this after you saved it lol',
    'pls save this {} so we can talk properly',
    'Send the rubric to {} and I start today',
  ],
  fr: [
    'passe plutôt par là : {}',
    'c’est moins cher hors du site, {}',
    '{} — écris-moi là-bas, je réponds plus vite',
    'pour le mémoire complet, contacte {} ce soir',
    'mes coordonnées : {}. Efface après l’avoir noté',
    'note bien {} qu’on parle tranquillement',
    'envoie la consigne à {} et je commence demain',
  ],
  de: [
    'lieber direkt: {}',
    'ohne Gebühren geht es günstiger, {}',
    '{} – dort antworte ich schneller',
    'für die ganze Hausarbeit melde dich bei {}',
    'meine Daten: {}. Bitte danach löschen',
    'speicher dir {} dann können wir reden',
    'schick die Aufgabe an {} und ich fange heute an',
  ],
  es: [
    'mejor por aquí: {}',
    'fuera de la web te sale más barato, {}',
    '{} — escríbeme allí, contesto antes',
    'para el TFG completo contacta {} esta noche',
    'mis datos: {}. Bórralo cuando lo guardes',
    'guarda {} y hablamos tranquilos',
    'manda la rúbrica a {} y empiezo hoy',
  ],
};

export const DISGUISE_CASES: MaskingCase[] = [
  ...carried('full-width', CARRIERS, {
    en: [
      'john＠gmail．com',
      'sarah.k﹫outlook﹒com',
      'ｍｉｋｅ．ｗｒｉｔｅｓ＠ｇｍａｉｌ．ｃｏｍ',
      '＋４４ ７７００ ９００１２３',
      '０７７００ ９００１２３',
      'ｗａ．ｍｅ／４４７７００９００１２３',
      'paypal．me/johndoe',
      'dan＠icloud.com',
      'essays4u＠yahoo．co．uk',
    ],
    fr: [
      'julie.m＠orange．fr',
      '０６ １２ ３４ ５６ ７８',
      'ｐａｙｐａｌ．ｍｅ／ｒｅｄａｃｐｒｏ',
      'lea﹫gmail．com',
      '＋３３ ６ １２ ３４ ５６ ７８',
      't．me/redacpro',
      'redaction.pro＠laposte．net',
    ],
    de: [
      'lukas＠gmx．de',
      '０１５１ ２３４５６７８９',
      '＋４９ １７６ １２３４５６７８',
      'revolut．me/lukasw',
      'anna﹫web﹒de',
      'ｌｕｋａｓ．ｗ＠ｇｍａｉｌ．ｃｏｍ',
      'hausarbeit-hilfe＠t-online．de',
    ],
    es: [
      'carmen＠hotmail．es',
      '６１２ ３４５ ６７８',
      '＋３４ ６１２ ３４ ５６ ７８',
      'paypal．me/carmenruiz',
      'tfg.ayuda﹫gmail．com',
      'wa．me/34612345678',
      'trabajos.uni＠outlook．es',
    ],
  }),
  ...carried('zero-width', CARRIERS, {
    en: [
      'jo\u200bhn@gm\u200bail.com',
      'sarah\u200c.k@outlook\u200d.com',
      '+44\u200b 7700\u200b 900123',
      '07700\u2060900\u2060123',
      'wa.\u200bme/447700900123',
      'pay\u00adpal.me/john\u00adwrites',
      '\ufeffdan.w@icloud.com',
      't\u200b.\u200bme/essayhelp',
    ],
    fr: [
      'julie\u200b.martin@orange\u200b.fr',
      '06\u200b12\u200b34\u200b56\u200b78',
      'lea\u00ad@\u00adgmail.com',
      'paypal\u200b.me/redacpro',
      '+33\u2060612345678',
      'redac\u200d.pro@free\u200b.fr',
    ],
    de: [
      'lukas\u200b@\u200bgmx.de',
      '0151\u200c23456789',
      'revolut\u200b.me/lukasw',
      'anna\u00ad.schmidt@web.de',
      '+49\u200b176\u200b12345678',
      'lukas\u200e.weber@gmail.com',
    ],
    es: [
      'carmen\u200b@\u200bhotmail.es',
      '612\u200b345\u200b678',
      'wa\u200d.me/34612345678',
      'paypal\u00ad.me/carmenruiz',
      '+34\u2060612\u206034\u206056\u206078',
      'tfg\u200f.ayuda@gmail.com',
    ],
  }),
  ...carried('look-alike letters', CARRIERS, {
    en: [
      'jоhn@gmаil.cоm',
      'раураl.me/johnsmith',
      'wа.mе/447700900123',
      'sarah@оutlооk.соm',
      'mike@gmail.cοm',
      'essaу.help@уahoo.com',
      'саsh.арр/$writerdan',
    ],
    fr: ['julie@оrаnge.fr', 'раураl.me/redacpro', 'lea.cοrrige@gmail.com', 't.mе/redacpro', 'mémoire.aide@gmаil.com'],
    de: ['lukas@gmх.de', 'rеvоlut.me/lukasw', 'anna@wеb.de', 'paypal.mе/lukasweber', 'texte@gmаil.com'],
    es: ['carmen@hоtmаil.es', 'раураl.me/carmenruiz', 'wа.me/34612345678', 'tfg@gmаil.com', 'ayuda.tfg@оutlook.es'],
  }),
  ...carried('other scripts’ digits', CARRIERS, {
    en: ['+٤٤ ٧٧٠٠ ٩٠٠١٢٣', '۰۷۷۰۰ ۹۰۰۱۲۳', '+४४ ७७०० ९००१२३', '𝟎𝟕𝟕𝟎𝟎 𝟗𝟎𝟎𝟏𝟐𝟑', '+1 ٤١٥ ٥٥٥ ٠١٣٢'],
    fr: ['٠٦ ١٢ ٣٤ ٥٦ ٧٨', '+۳۳ ۶ ۱۲ ۳۴ ۵۶ ۷۸', '०६ १२ ३४ ५६ ७८', '+33 ６ １２ ３４ ５６ ７８'],
    de: ['٠١٥١ ٢٣٤٥٦٧٨٩', '+۴۹ ۱۷۶ ۱۲۳۴۵۶۷۸', '०१५१ २३४५६७८९', '+49 𝟏𝟕𝟔 𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖'],
    es: ['٦١٢ ٣٤٥ ٦٧٨', '+۳۴ ۶۱۲ ۳۴ ۵۶ ۷۸', '६१२ ३४५ ६७८', '+34 ６１２ ３４ ５６ ７８'],
  }),
  ...carried('letters for digits', CARRIERS, {
    en: ['O7700 9OO123', '+44 77OO 9OO l23', '0770O 900I23', '(4l5) 555-Ol32', '+l 415 555 O132', 'o7700 9oo123'],
    fr: ['O6 l2 34 56 78', '+33 6 I2 34 56 78', '06.l2.34.S6.78', 'O6 98 76 54 3Z'],
    de: ['Ol5l 23456789', '+49 l76 l2345678', '0l7l/2345678', '+49 (O)3O l234567'],
    es: ['6l2 345 678', '+34 6l2 34 56 78', '6I2 34S 678', '9l l23 45 67'],
  }),
];
