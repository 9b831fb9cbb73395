import { carried, family, type MaskingCase } from './contact-cases.ts';
import { CARRIERS } from './contact-masking.disguises.cases.ts';

/**
 * Contact details spelled out or pulled apart (decision 037): letters spaced or dotted, hosts and
 * slashes said as words, a number broken over lines, a bare US number, and handles cued only by the
 * platform's name or a short tag ("tg:", "snap:", "live:").
 */

export const SPELLED_CASES: MaskingCase[] = [
  ...carried('spaced letters', CARRIERS, {
    en: [
      'j o h n @ g m a i l . c o m',
      'm i k e . r @ o u t l o o k . c o m',
      's a r a h k 8 4 @ y a h o o . c o m',
      '0 7 7 0 0 9 0 0 1 2 3',
      'j o h n d o e at g m a i l dot c o m',
      'w a . m e / 4 4 7 7 0 0 9 0 0 1 2 3',
      'p a y p a l . m e / j o h n d o e',
    ],
    fr: [
      'j u l i e @ o r a n g e . f r',
      'l e a . c @ g m a i l . c o m',
      '0 6 1 2 3 4 5 6 7 8',
      'j u l i e arobase g m a i l point c o m',
      't . m e / r e d a c p r o',
    ],
    de: [
      'l u k a s @ g m x . d e',
      'a n n a . s @ w e b . d e',
      '0 1 5 1 2 3 4 5 6 7 8 9',
      'l u k a s (at) g m a i l (punkt) c o m',
      'r e v o l u t . m e / l u k a s w',
    ],
    es: [
      'c a r m e n @ h o t m a i l . e s',
      't f g . a y u d a @ g m a i l . c o m',
      '6 1 2 3 4 5 6 7 8',
      'c a r m e n arroba g m a i l punto c o m',
      'w a . m e / 3 4 6 1 2 3 4 5 6 7 8',
    ],
  }),
  ...carried('dotted letters', CARRIERS, {
    en: [
      'j.o.h.n.d.o.e at gmail dot com',
      'm-i-k-e-r@g-m-a-i-l.com',
      's_a_r_a_h at yahoo dot com',
      'j.o.h.n@gmail.com',
    ],
    fr: ['j.u.l.i.e arobase gmail point com', 'l-e-a@o-r-a-n-g-e.fr', 'r.e.d.a.c@free.fr'],
    de: ['l.u.k.a.s at gmx punkt de', 'a-n-n-a@w-e-b.de', 'l*u*k*a*s@gmail.com'],
    es: ['c.a.r.m.e.n arroba gmail punto com', 't-f-g@h-o-t-m-a-i-l.es', 'a.n.a@gmail.com'],
  }),
  ...carried('spelled hosts', CARRIERS, {
    en: [
      'wa dot me slash 447700900123',
      'paypal . me / johndoe',
      't dot me slash essayhelpuk',
      'paypal(dot)me(slash)johnsmithwrites',
      'cash dot app slash $writerdan',
      'discord dot gg slash abc123',
      'revolut [dot] me [slash] danwr',
      'wa . me / 447700900123',
    ],
    fr: ['wa point me slash 33612345678', 'paypal . me / redacpro', 't point me / redacpro', 'paypal(.)me/redacpro'],
    de: [
      'wa punkt me slash 4915123456789',
      'paypal . me / lukasweber',
      'revolut punkt me / lukasw',
      't [.] me / lukas_schreibt',
    ],
    es: [
      'wa punto me slash 34612345678',
      'paypal . me / carmenruiz',
      't punto me barra carmen_redacta',
      'paypal punto me / carmenruiz',
    ],
  }),
  ...family(
    'broken lines',
    [
      ['en', 'ok here it is\n07700\n900\n123\ncall after 6', '07700\n900\n123'],
      ['en', 'my number\n+44 7700\n900 123', '+44 7700\n900 123'],
      ['en', 'text me\n415\n555\n0132', '415\n555\n0132'],
      ['en', 'phone:\n0207 946\n0958', '0207 946\n0958'],
      ['fr', 'mon portable\n06 12\n34 56 78', '06 12\n34 56 78'],
      ['fr', 'voilà\n06\n12\n34\n56\n78', '06\n12\n34\n56\n78'],
      ['fr', 'appelle\n+33 6 12\n34 56 78', '+33 6 12\n34 56 78'],
      ['fr', 'fixe\r\n01 42 68\r\n53 00', '01 42 68\r\n53 00'],
      ['de', 'Handy\n0151\n23456789', '0151\n23456789'],
      ['de', 'ruf an\n+49 176\n1234 5678', '+49 176\n1234 5678'],
      ['de', 'Nummer:\n030\n1234\n5678', '030\n1234\n5678'],
      ['de', 'hier\n0171 / 234\n5678', '0171 / 234\n5678'],
      ['es', 'mi móvil\n612\n345\n678', '612\n345\n678'],
      ['es', 'llámame\n+34 612\n34 56 78', '+34 612\n34 56 78'],
      ['es', 'fijo\n91 123\n45 67', '91 123\n45 67'],
      ['es', 'apunta\n699\n88\n77\n66', '699\n88\n77\n66'],
    ],
    { 'hier\n0171 / 234\n5678': 'a slash with a space on each side is too wide a gap inside a number' },
  ),
  ...family('bare US numbers', [
    ['en', 'text 4155550132 after class', '4155550132'],
    ['en', 'my cell 2125551234', '2125551234'],
    ['en', 'hit me up 6465550199 or here', '6465550199'],
    ['en', '3125550147 is my number', '3125550147'],
    ['en', 'faster this way: 7185550123', '7185550123'],
    ['en', 'Dan 9175550110 (evenings)', '9175550110'],
    ['en', 'call 1 4155550132', '1 4155550132'],
    ['en', '14155550132 whatsapp', '14155550132'],
    ['fr', 'client américain : 4155550132', '4155550132'],
    ['fr', 'mon numéro aux US 2125551234', '2125551234'],
    ['de', 'US-Nummer 6465550199, ab 18 Uhr', '6465550199'],
    ['de', 'in Boston erreichbar: 6175550100', '6175550100'],
    ['es', 'número de EE. UU. 3055550123', '3055550123'],
    ['es', 'estoy en Miami, 7865550144', '7865550144'],
    ['en', 'my number is 415.555.0132 k', '415.555.0132'],
    ['en', 'txt 415 5550132', '415 5550132'],
  ]),
];
