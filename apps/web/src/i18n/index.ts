import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES } from '@inkwell/domain/limits';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, languageDetector, storedLanguage } from './language-detector.ts';
import { PAGE_DATA_ID } from './page-data-id.ts';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per screen or area
 * (common, layout, home, howItWorks, auth, ...). Every language has every key: i18n.test.ts fails otherwise.
 *
 * Each file is its own chunk, fetched when first needed (docs/decisions/031-web-bundle.md): the
 * visitor's language only, the shell's namespaces before the first render (main.tsx), a page's
 * when its route loads (app/router.tsx) or, failing that, when a component asks for it
 * (react-i18next suspends until it is there, so no key is ever shown).
 */
// The server renderer bundles every text itself (entry-server.tsx) and needs none of these chunks.
const loaders: Record<string, () => Promise<Record<string, unknown>>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

const fileOf = (language: string, namespace: string) => `./locales/${language}/${namespace}.json`;

/** Every namespace (English has them all: i18n.test.ts checks the other languages have the same). */
export const NAMESPACES: readonly string[] = Object.keys(loaders)
  .map((path) => /\.\/locales\/en\/([^/]+)\.json$/.exec(path)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined);

/**
 * What every screen's frame needs (navbar, footer), loaded before the first render. The texts of
 * failures (`errors`) come with each page that can fail (app/router.tsx) and with the signed-in
 * person's menus: home, whose first screen cannot fail, does without them.
 */
export const SHELL_NAMESPACES = ['common', 'layout', 'categories'] as const;
/** The texts of failures (lib/problem-text.ts), loaded with every page that calls the API on a person's behalf. */
export const ERRORS_NAMESPACE = 'errors';

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[fileOf(language, namespace)];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, PAGE_DATA_ID };

/** The language the server rendered the page in, which the first render must use to hydrate it. */
function pageLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(PAGE_DATA_ID)?.dataset.language || undefined;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

const isSupported = (code: string | undefined) =>
  !!code && (LANGUAGES as readonly string[]).includes(code.split('-')[0] ?? '');

/**
 * Writes the language on <html> when it changes. Writing lang or dir, even the same value, makes the
 * browser compute the style of the whole page again (over 100 ms at CPU x4 on /gigs): the page
 * the server rendered already has both, and the app's start must not pay for them again.
 */
function applyToDocument(language: string) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dir = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * The visitor's own choice from before this page (the cookie, else the stored one), read before
 * i18next starts and writes the page's language into both: a page the server rendered in another
 * language (a visitor from before the cookie) switches to it once hydrated.
 */
export const chosenLanguage: string | undefined = (() => {
  const choice = storedLanguage()?.split('-')[0];
  return isSupported(choice) ? choice : undefined;
})();

i18n.on('languageChanged', (language) => applyToDocument(i18n.resolvedLanguage ?? language));

/**
 * Resolves once the visitor's language and the shell's namespaces are loaded. The server renderer
 * (entry-server.tsx) has an instance per request with every text at hand, and starts none here.
 */
export const i18nReady: Promise<unknown> = import.meta.env.SSR
  ? Promise.resolve()
  : i18n
      .use(localeBackend)
      .use(languageDetector)
      .use(initReactI18next)
      .init({
        supportedLngs: [...LANGUAGES],
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        // A supported language has every key (i18n.test.ts), so it needs no fallback and only its own
        // files are fetched; any other language is shown in English.
        fallbackLng: (code) => (isSupported(code) ? [] : [DEFAULT_LANGUAGE]),
        defaultNS: 'common',
        ns: [...SHELL_NAMESPACES],
        interpolation: { escapeValue: false },
        returnNull: false,
        // A page the server rendered is hydrated in the language it was rendered in.
        lng: pageLanguage(),
      });

/**
 * Loads namespaces of the visitor's language (loaded ones cost nothing). Asked before the language
 * is known (a route's first load starts with the app), they join the first load rather than wait for it.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  // On the server every text is loaded with the request's instance (entry-server.tsx).
  if (import.meta.env.SSR) return;
  // Loaded already: nothing to wait for (i18next would answer a turn of the event loop later).
  if (i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))) return;
  if (!i18n.isInitialized) {
    const pending = i18n.options.ns;
    if (Array.isArray(pending))
      for (const namespace of namespaces) if (!pending.includes(namespace)) pending.push(namespace);
    await i18nReady;
  }
  await i18n.loadNamespaces([...namespaces]);
}

export { i18n };
