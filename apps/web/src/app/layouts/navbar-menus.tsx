import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { onDemand, type StandInHandlers } from '../../components/on-demand.tsx';
import { loadNamespaces } from '../../i18n/index.ts';
import { LanguageButtonFace, languageTriggerClasses } from './language.tsx';
import { sheetTriggerClasses } from './sheet-trigger.ts';

/**
 * The navbar's menus built on Radix (the language menu, the hamburger sheets): their code is not
 * fetched with the page but when someone reaches for one (docs/decisions/031-web-bundle.md). Until
 * then the very same button stands in their place, in the server's markup too; using it opens the
 * menu as soon as its code is there.
 */
export const LazyLanguageSwitcher = onDemand(
  async () => (await import('./language-switcher.tsx')).LanguageSwitcher,
  ({ reach }: { reach: StandInHandlers }) => (
    <button
      type="button"
      className={languageTriggerClasses}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      {...reach}
    >
      <LanguageButtonFace />
    </button>
  ),
);

function SheetStandIn({
  label,
  breakpointClasses,
  reach,
}: {
  label: string;
  breakpointClasses: string;
  reach: StandInHandlers;
}) {
  return (
    <button
      type="button"
      className={sheetTriggerClasses(breakpointClasses)}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      {...reach}
    >
      <MenuIcon className="size-6" />
    </button>
  );
}

interface MenuProps {
  user: CurrentUser | null;
}

export const LazyMobileMenu = onDemand<MenuProps>(
  async () => (await Promise.all([import('./mobile-menu.tsx'), loadNamespaces(['messages'])]))[0].MobileMenu,
  function MobileMenuStandIn({ reach }) {
    const { t } = useTranslation('layout');
    return <SheetStandIn label={t('menu.open')} breakpointClasses="lg:hidden" reach={reach} />;
  },
);

export const LazySellerMobileMenu = onDemand<{ user: CurrentUser }>(
  async () =>
    (await Promise.all([import('./seller-mobile-menu.tsx'), loadNamespaces(['messages'])]))[0].SellerMobileMenu,
  function SellerMobileMenuStandIn({ reach }) {
    const { t } = useTranslation('sellerHub');
    return <SheetStandIn label={t('menu.open')} breakpointClasses="xl:hidden" reach={reach} />;
  },
);
