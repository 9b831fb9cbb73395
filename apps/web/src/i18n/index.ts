import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES } from '@inkwell/domain/limits';
import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per screen or area
 * (common, layout, home, howItWorks, auth, ...). Every language has every key: i18n.test.ts fails otherwise.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

export const LANGUAGE_STORAGE_KEY = 'inkwell.language';

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} }),
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

applyToDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', applyToDocument);

export { i18n };
