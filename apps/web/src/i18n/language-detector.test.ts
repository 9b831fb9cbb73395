import { beforeEach, expect, test, vi } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, languageDetector, storedLanguage } from './language-detector.ts';

const detect = () => languageDetector.detect?.() as string[];
const cookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));

// The test setup switches every test to English, which writes both: each test starts with neither.
beforeEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

test("the cookie comes first, then the stored choice, then the browser's languages in their order", () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
  expect(detect()).toEqual(['es-MX', 'en']);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  expect(detect()).toEqual(['de', 'es-MX', 'en']);
  document.cookie = `${LANGUAGE_COOKIE}=fr; Path=/`;
  expect(detect()).toEqual(['fr', 'es-MX', 'en']);
  expect(storedLanguage()).toBe('fr');
});

test('a language the page changes to is written to the cookie the server reads and to localStorage', () => {
  languageDetector.cacheUserLanguage?.('de');
  expect(cookie()).toBe(`${LANGUAGE_COOKIE}=de`);
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  languageDetector.cacheUserLanguage?.('cimode');
  expect(cookie()).toBe(`${LANGUAGE_COOKIE}=de`);
});
