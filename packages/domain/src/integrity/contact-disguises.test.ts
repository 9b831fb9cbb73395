import { describe, expect, test } from 'vitest';
import { seeThroughDisguises } from './contact-disguises.ts';
import { originOf } from './contact-view.ts';
import { CONTACT_MASK_TOKEN, maskContacts } from './contact-masking.ts';

/** The original characters a span of the view stands for. */
function origin(text: string, from: number, to: number): string {
  return text.slice(...originOf(seeThroughDisguises(text), from, to));
}

describe('seeThroughDisguises: the text as the engine reads it (decision 037)', () => {
  test.each([
    ['full-width and small forms', 'john\uff20gmail\uff0ecom \ufe6b \uff10\uff16', 'john@gmail.com @ 06'],
    ['zero-width and format characters', 'jo\u200bhn\u00ad@gm\u2060ail.com\ufeff', 'john@gmail.com'],
    ['Cyrillic and Greek look-alikes', 'j\u043ehn@gm\u0430il.c\u03bfm', 'john@gmail.com'],
    ['other scripts\u2019 digits', '\u0660\u0667 \u06f0\u06f7 \u0966\u096d \ud835\udfce\ud835\udfd5', '07 07 07 07'],
    ['letters inside digits', 'O7700 9OO l23 34S +l (O)30', '07700 900 123 345 +1 (0)30'],
    ['letters outside digits stay', "O'Brien, CO2, B12, IO", "O'Brien, CO2, B12, IO"],
    ['number words in en', 'call seven seven zero zero nine zero zero one two three', 'call 7700900123'],
    ['number words in fr', 'z\u00e9ro six, douze, trente-quatre, cinquante-six, soixante-dix-huit', '0612345678'],
    ['number words in de', 'null eins f\u00fcnf eins, vierunddrei\u00dfig, sechsundf\u00fcnfzig', '01513456'],
    ['number words in es', 'seiscientos doce, treinta y cuatro, cincuenta y seis, setenta y ocho', '612345678'],
    ['double, hundred and plus', 'plus four four seven seven hundred double nine', '+44770099'],
    ['a few number words stay', 'one or two pages, uno o dos, Sept 2019', 'one or two pages, uno o dos, Sept 2019'],
    ['spaced letters', 'j o h n @ g m a i l . c o m.', 'john@gmail.com.'],
    ['dotted letters', 'j.o.h.n at gmail', 'john at gmail'],
    ['a number over lines', 'call\n07700\n900\n123', 'call\n07700 900 123'],
    ['spelled hosts', 'wa dot me slash 447700900123 and paypal . me / jo', 'wa.me/447700900123 and paypal.me/jo'],
  ])('%s', (_name, text, read) => {
    expect(seeThroughDisguises(text).text).toBe(read);
  });

  test('a text with nothing to undo is its own view', () => {
    const text = 'A literature review of 2 500 words, due 12.05.2024.';
    const view = seeThroughDisguises(text);
    expect(view.text).toBe(text);
    expect(view.starts).toBeNull();
    expect(originOf(view, 3, 13)).toEqual([3, 13]);
  });

  test('each character of the view knows the original characters it came from', () => {
    const text = 'mail: jo\u200bhn\uff20gmail\uff0ecom!';
    const view = seeThroughDisguises(text);
    const at = view.text.indexOf('john@gmail.com');
    expect(origin(text, at, at + 'john@gmail.com'.length)).toBe('jo\u200bhn\uff20gmail\uff0ecom');
    const words = 'my cell: seven seven zero zero nine zero zero one two three, thanks';
    const digits = seeThroughDisguises(words).text.indexOf('7700900123');
    expect(origin(words, digits, digits + 10)).toBe('seven seven zero zero nine zero zero one two three');
  });
});

describe('maskContacts through disguises', () => {
  test('hides the original characters and leaves every other one as it was, byte for byte', () => {
    const text =
      'Hi \u{1F600}, write to j\u043ehn\uff20gmail\uff0ecom or call zero seven seven zero zero, 900 123 \u2014 merci';
    const { text: masked, found } = maskContacts(text);
    expect(found.map((item) => text.slice(item.start, item.end))).toEqual([
      'j\u043ehn\uff20gmail\uff0ecom',
      'zero seven seven zero zero, 900 123',
    ]);
    expect(masked).toBe(`Hi \u{1F600}, write to ${CONTACT_MASK_TOKEN} or call ${CONTACT_MASK_TOKEN} \u2014 merci`);
  });

  test('a find of the disguised view and one of the text as written become one span', () => {
    const text = 'mail john@gmail.com or j o h n @ g m a i l . c o m';
    const { found } = maskContacts(text);
    expect(found.map((item) => text.slice(item.start, item.end))).toEqual([
      'john@gmail.com',
      'j o h n @ g m a i l . c o m',
    ]);
  });
});
