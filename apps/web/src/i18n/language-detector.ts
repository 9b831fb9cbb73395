import type { LanguageDetectorModule } from 'i18next';

/** Where a visitor's choice of language is kept: localStorage, and the cookie the server reads (docs/decisions/033). */
export const LANGUAGE_STORAGE_KEY = 'inkwell.language';
/** The visitor's language as the server sees it: written by the browser with every choice. */
export const LANGUAGE_COOKIE = 'inkwell_lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language in the cookie, else the one stored, as written (undefined when neither is there). */
export function storedLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie) return decodeURIComponent(cookie);
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be unavailable (private mode).
    return undefined;
  }
}

/**
 * The browser's language for i18next: the visitor's choice (cookie, then localStorage), else the
 * browser's languages in their order; i18next takes the first it supports. Each language the page
 * changes to is written to both. A few lines in place of i18next-browser-languagedetector, whose
 * other detectors (query string, path, subdomain, session storage) the app never used.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const browser =
      typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
    return [storedLanguage(), ...browser].filter((code): code is string => !!code);
  },
  cacheUserLanguage(language) {
    if (language === 'cimode') return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage can be unavailable (private mode): the cookie still carries the choice.
    }
    document.cookie =
      `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}` + `; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  },
};
