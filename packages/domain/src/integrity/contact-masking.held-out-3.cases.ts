import { family, type MaskingCase } from './contact-cases.ts';

/**
 * Held out, third set (decision 037): written after the fixes made for the second held-out file and
 * not used for any, so its figures are the estimate for messages nobody has seen. Its misses stay in
 * it as known limits.
 */

/**
 * What the engine missed in this file when it was first run (2026-11-29), and why. A fourth miss,
 * "(646) 555-0199" read as an ISBN-10 because its digits pass the check, was a plain error in the
 * ISBN rule and was fixed after the measurement (decision 037 gives both figures).
 */
const HELD_OUT_3_LIMITS: Record<string, string> = {
  'shoot me an email: emma_r (at sign) fastmail (dot) com':
    '"at sign" in brackets is no spelled at, and fastmail no known provider',
  'je suis sur insta sous le nom clara.redige': '"sous le nom" is no verb the engine reads after a platform',
  'en insta me encuentras como lucia.escribe': '"me encuentras como" is no verb the engine reads after a platform',
};

export const HELD_OUT_3_CASES: MaskingCase[] = [
  ...family(
    'held out 3: contacts',
    [
      ['en', 'shoot me an email: emma_r (at sign) fastmail (dot) com', 'emma_r (at sign) fastmail (dot) com'],
      ['en', 'phone: 07 7 00 90 04 56', '07 7 00 90 04 56'],
      ['en', 'ping me on whatsApp \u2192 447700900456', '447700900456'],
      ['en', 'snap: emma.w_22 (add me)', 'emma.w_22'],
      ['en', 'email emmawrites at outlook dot com for the draft', 'emmawrites at outlook dot com'],
      ['en', 'PAYPAL ME AT EMMAW@GMAIL.COM', 'EMMAW@GMAIL.COM'],
      ['en', 'my cell, if easier: (646) 555-0199', '(646) 555-0199'],
      ['en', 'tg handle = emma_w', 'emma_w'],
      ['en', 'my discord username is emma.writes.22', 'emma.writes.22'],
      [
        'fr',
        'mon num\u00e9ro : z\u00e9ro-six / quarante-cinq / 67 / 89 / 01',
        'z\u00e9ro-six / quarante-cinq / 67 / 89 / 01',
      ],
      ['fr', 'envoie un mail \u00e0 clara.r arobase sfr point fr', 'clara.r arobase sfr point fr'],
      ['fr', 'je suis sur insta sous le nom clara.redige', 'clara.redige'],
      ['fr', 'whatsapp : +33 6 45 67 89 01', '+33 6 45 67 89 01'],
      ['fr', 'paylib au 06 45 67 89 01', '06 45 67 89 01'],
      ['fr', 'mon mail pro : c.roux(arobase)univ-lyon2(point)fr', 'c.roux(arobase)univ-lyon2(point)fr'],
      ['de', 'Meine Mail lautet jonas.h at gmx punkt net', 'jonas.h at gmx punkt net'],
      ['de', 'erreichbar unter null-eins-sieben-null 98 76 54 3', 'null-eins-sieben-null 98 76 54 3'],
      ['de', 'Snapchat-Name: jonas_h99', 'jonas_h99'],
      ['de', 'Schick es an jonas(at)t-online(punkt)de', 'jonas(at)t-online(punkt)de'],
      ['de', 'Revolut: @jonash', '@jonash'],
      ['de', 'Bei WhatsApp findest du mich unter 0170 9876543', '0170 9876543'],
      ['es', 'mi correo: lucia_tfg arroba protonmail punto com', 'lucia_tfg arroba protonmail punto com'],
      [
        'es',
        'escr\u00edbeme al seis cinco cuatro - treinta y dos - diez - noventa y ocho',
        'seis cinco cuatro - treinta y dos - diez - noventa y ocho',
      ],
      ['es', 'en insta me encuentras como lucia.escribe', 'lucia.escribe'],
      ['es', 'mi paypal: lucia.tfg@outlook.es', 'lucia.tfg@outlook.es'],
      ['es', 'Telegram \u2192 @lucia_tfg', '@lucia_tfg'],
      ['es', 'tel 654.321.098', '654.321.098'],
    ],
    HELD_OUT_3_LIMITS,
  ),
  ...family(
    'held out 3: look-alikes',
    [
      [
        'en',
        'Doe, J., & Roe, R. (2021). Title. Nature, 590(7845), 232\u2013238. https://doi.org/10.1038/s41586-021-03205-y',
      ],
      ['en', 'Office hours: Mon 13:00\u201314:30, Wed 09:00\u201310:00, room 3.045.'],
      ['en', 'APA 7th ed., p. 45; see also \u00a712.3 and Table 2.'],
      ['en', 'The fee is \u00a31,200 (about \u20ac1 390) for 15 000 words.'],
      ['en', 'ISBN-13: 9780262033848; ISBN-10: 0262033844'],
      ['en', 'Our hypothesis H2 at p < 0.001 (\u03b2 = 0.42, SE = 0.07).'],
      ['en', 'My thesis is on Telegram use among students, 2019-2023.'],
      ['fr', 'Voir l\u2019article sur https://www.persee.fr/doc/rfsoc_0035-2969_1977_num_18_1_6941'],
      ['fr', 'S\u00e9ance 4 : le 03/10/2025 de 8 h \u00e0 10 h, amphi B.'],
      ['fr', 'M\u00e9moire de 12 000 mots, 60 pages, soutenance \u00e0 14 h.'],
      ['de', 'Punkt 3 der Gliederung: 1.1, 1.2 und 2.4.'],
      ['de', 'Die Studie (N = 1.204) erschien 2019 in der KZfSS, 71(2), 201\u2013230.'],
      ['de', 'Matrikel im WiSe 2024/25, Modul 10-201-2001.'],
      ['es', 'El art\u00edculo est\u00e1 en https://www.redalyc.org/articulo.oa?id=12345678'],
      ['es', 'La nota media es 7,25 sobre 10, con 120 cr\u00e9ditos ECTS.'],
      ['es', 'Clase a las 16:30 en el aula 2.07, c\u00f3digo 104567.'],
    ],
    HELD_OUT_3_LIMITS,
  ),
];
