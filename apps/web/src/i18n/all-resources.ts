import type { Resource } from 'i18next';
import { i18n } from './index.ts';

/**
 * Every language's every namespace, bundled at once. Tests only: they render screens synchronously
 * in any language with the real texts. The app itself fetches one language's files on demand (index.ts).
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export const resources: Resource = {};
for (const [path, texts] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  resources[language] ??= {};
  resources[language][namespace] = texts;
}

/** Puts every text into the i18n store: nothing is fetched afterwards, and nothing suspends. */
export function addAllResources(): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, texts] of Object.entries(namespaces))
      i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
