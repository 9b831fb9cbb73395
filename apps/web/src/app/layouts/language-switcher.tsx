import { LANGUAGES } from '@inkwell/domain/limits';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { LANGUAGE_NAMES, LanguageButtonFace, languageTriggerClasses, useLanguage } from './language.tsx';

/**
 * Navbar language menu (Radix dropdown with radio items);
 * `defaultOpen` when its stand-in was clicked before it arrived.
 */
export function LanguageSwitcher({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('layout');
  const { current, change } = useLanguage();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={languageTriggerClasses}>
        <LanguageButtonFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={
          'z-50 min-w-44 rounded-xl border border-slate-200 ' + 'bg-white p-1.5 shadow-lg motion-safe:animate-fade-in'
        }
      >
        <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-600">
          {t('language.label')}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={current} onValueChange={change}>
          {LANGUAGES.map((language) => (
            <DropdownMenu.RadioItem
              key={language}
              value={language}
              lang={language}
              className={
                'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ' +
                'text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold'
              }
            >
              {LANGUAGE_NAMES[language]}
              <DropdownMenu.ItemIndicator>
                <CheckIcon className="size-4 text-accent-700" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The same choice as a row of buttons, for the mobile menu. */
export function LanguageList() {
  const { t } = useTranslation('layout');
  const { current, change } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className="grid grid-cols-2 gap-2">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => change(language)}
          className={
            'rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 ' +
            'hover:bg-slate-50 aria-pressed:border-accent-700 aria-pressed:bg-accent-50 ' +
            'aria-pressed:font-semibold aria-pressed:text-accent-800'
          }
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
