import { describe, expect, test } from 'vitest';
import { readSpelledAddresses, readSpellings } from './contact-spellings.ts';
import { identityView, originOf } from './contact-view.ts';

describe('readSpellings: other spellings of providers and platforms (decision 037)', () => {
  test.each([
    ['g mail, gee-mail, hot mail', 'gmail, gmail, hotmail'],
    ['tele gram, T\u00e9l\u00e9gramme, Telegramm, telegrama', 'telegram, telegram, telegram, telegram'],
    ['guasap, ouatsap, wsp, whatsap', 'whatsapp, whatsapp, whatsapp, whatsapp'],
    ['insta gram, snap chat, dis cord, pay pal', 'instagram, snapchat, discord, paypal'],
  ])('%s', (text, read) => {
    expect(readSpellings(identityView(text)).text).toBe(read);
  });

  test('words that only hold a spelling stay, and a view that changes nothing is the same object', () => {
    const text = 'Telegram, gmailer, the mail of the gee, a telegraph';
    const view = identityView(text);
    expect(readSpellings(view)).toBe(view);
  });
});

describe('readSpelledAddresses: an address spelled with words or signs for "@" and "."', () => {
  test.each([
    ['clara point redige arobase gmail point com', 'clara.redige@gmail.com'],
    ['jonas Punkt hilft Klammeraffe gmail Punkt com', 'jonas.hilft@gmail.com'],
    ['jonas-hilft \u00e4t web punkt de', 'jonas-hilft@web.de'],
    ['emma.w(a)yahoo(.)co(.)uk', 'emma.w@yahoo.co.uk'],
    ['E-Mail: jonas . hilft @ gmx . de', 'E-Mail: jonas.hilft@gmx.de'],
    ['lucia.tfg en gmail punto com', 'lucia.tfg@gmail.com'],
    ['mi email: lucia@gmail,com', 'mi email: lucia@gmail.com'],
  ])('%s', (text, read) => {
    expect(readSpelledAddresses(identityView(text)).text).toBe(read);
  });

  test.each([
    'look at this point in time',
    'Der Klammeraffe hei\u00dft im Englischen \u201eat sign\u201c.',
    'El signo arroba (@) se usa en los correos.',
    'lo tengo en casa punto com',
    'meet at 10 dot com',
    'Au point 2.3, voir le site.',
  ])('prose stays: %s', (text) => {
    expect(readSpelledAddresses(identityView(text)).text).toBe(text);
  });

  test('the address read stands for the whole spelled span of the original', () => {
    const text = 'mail: emma dot writes at proton dot me, thanks';
    const view = readSpelledAddresses(identityView(text));
    const at = view.text.indexOf('emma.writes@proton.me');
    expect(text.slice(...originOf(view, at, at + 'emma.writes@proton.me'.length))).toBe(
      'emma dot writes at proton dot me',
    );
  });
});
