import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { rememberLanguage } from '../../features/auth/index.ts';

/** Each language is named in its own language, whatever the page's language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
};

export function useLanguage() {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current: Language = (LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as Language)
    : DEFAULT_LANGUAGE;
  // The detector caches the choice in localStorage, so it survives a reload; a signed-in person's mail follows it.
  const change = (language: string) => {
    void i18n.changeLanguage(language);
    if ((LANGUAGES as readonly string[]).includes(language)) rememberLanguage(language as Language);
  };
  return { current, change };
}

export const languageTriggerClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium ' +
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';

/** What the navbar's language button shows: the current language, named in itself. */
export function LanguageButtonFace() {
  const { t } = useTranslation('layout');
  const { current } = useLanguage();
  return (
    <>
      <GlobeIcon className="size-4" />
      <span className="sr-only">{t('language.label')}: </span>
      <span lang={current}>
        <span className="uppercase xl:hidden">{current}</span>
        <span className="hidden xl:inline">{LANGUAGE_NAMES[current]}</span>
      </span>
      <ChevronDownIcon className="size-3.5" />
    </>
  );
}
