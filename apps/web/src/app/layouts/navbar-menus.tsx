import { useEffect, useState } from 'react';
import type { LanguageSwitcher } from './language-switcher.tsx';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { deferred } from '../../components/deferred.tsx';
import { LanguageButtonFace, languageTriggerClasses } from './language.tsx';

/**
 * The navbar's menus built on Radix (the language menu, the hamburger sheets): their code loads
 * right after the first paint instead of with it (docs/decisions/031-web-bundle.md). Until then the
 * very same button shows in their place, so nothing moves when they arrive.
 */
/** A click on the stand-in before the menu's code arrived: the menu opens as it arrives. */
let openRequested = false;

function OpeningLanguageSwitcher({ Switcher }: { Switcher: typeof LanguageSwitcher }) {
  const [defaultOpen] = useState(() => openRequested);
  useEffect(() => {
    openRequested = false;
  }, []);
  return <Switcher defaultOpen={defaultOpen} />;
}

export const LazyLanguageSwitcher = deferred(
  async () => {
    const Switcher = (await import('./language-switcher.tsx')).LanguageSwitcher;
    return function LoadedLanguageSwitcher() {
      return <OpeningLanguageSwitcher Switcher={Switcher} />;
    };
  },
  () => (
    <button
      type="button"
      className={languageTriggerClasses}
      aria-haspopup="menu"
      onClick={() => {
        openRequested = true;
        void LazyLanguageSwitcher.preload();
      }}
    >
      <LanguageButtonFace />
    </button>
  ),
);

const hamburger = (triggerClassName: string) => (
  <span aria-hidden="true" className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 ${triggerClassName}`}>
    <MenuIcon className="size-6" />
  </span>
);

export const LazyMobileMenu = deferred(async () => (await import('./mobile-menu.tsx')).MobileMenu, () => hamburger('lg:hidden'));

export const LazySellerMobileMenu = deferred(
  async () => (await import('./seller-mobile-menu.tsx')).SellerMobileMenu,
  () => hamburger('xl:hidden'),
);
