import { MenuIcon } from '../../components/ui/icons.tsx';
import { deferred } from '../deferred.tsx';
import { LanguageButtonFace, languageTriggerClasses } from './language.tsx';

/**
 * The navbar's menus built on Radix (the language menu, the hamburger sheets): their code loads
 * right after the first paint instead of with it (docs/decisions/031-web-bundle.md). Until then the
 * very same button shows in their place, so nothing moves when they arrive.
 */
export const LazyLanguageSwitcher = deferred(
  async () => (await import('./language-switcher.tsx')).LanguageSwitcher,
  () => (
    <button type="button" className={languageTriggerClasses} aria-haspopup="menu">
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
