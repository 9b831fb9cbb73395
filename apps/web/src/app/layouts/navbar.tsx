import { NAVBAR_SCROLL_THRESHOLD_PX } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { SearchForm } from '../../components/search-form.tsx';
import { buttonClasses } from '../../components/ui/button.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { useScrolledPast } from '../../components/use-scrolled-past.ts';
import { BECOME_SELLER_PATH, useCurrentUser } from '../../features/auth/index.ts';
import { BECOME_SELLER_SETTINGS_PATH } from './account-links.ts';
import { LazyNotificationsMenu, LazyUserMenu } from './account-menus.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { LazyLanguageSwitcher, LazyMobileMenu } from './navbar-menus.tsx';

const navLinkClasses =
  'inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap ' +
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-accent-700';

/**
 * The main navbar. On home the search box and the category strip wait until the visitor has scrolled
 * past the hero's top (they overlay the page there, so nothing jumps); on every other page they show at once.
 */
export function Navbar() {
  const { t } = useTranslation('layout');
  const user = useCurrentUser();
  const isHome = useLocation().pathname === '/';
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const showExtras = !isHome || scrolled;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <LazyMobileMenu user={user} />
        <Logo />
        {showExtras && <SearchForm size="sm" className="hidden max-w-md min-w-0 flex-1 xl:flex" />}

        <nav aria-label={t('nav.label')} className="ml-auto flex items-center gap-1">
          <ul className="hidden items-center gap-0.5 lg:flex">
            <li>
              <NavLink to="/how-it-works" className={navLinkClasses}>
                {t('nav.howItWorks')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/gigs" end className={navLinkClasses}>
                {t('nav.freelance')}
              </NavLink>
            </li>
            <li>
              <LazyLanguageSwitcher />
            </li>
            {!user && (
              <li>
                <NavLink to="/login" className={navLinkClasses}>
                  {t('nav.signIn')}
                </NavLink>
              </li>
            )}
            {!user?.isSeller && (
              <li>
                <Link to={user ? BECOME_SELLER_SETTINGS_PATH : BECOME_SELLER_PATH} className={navLinkClasses}>
                  {t('nav.becomeSeller')}
                </Link>
              </li>
            )}
          </ul>
          {user ? (
            <>
              <LazyNotificationsMenu user={user} area="main" />
              <LazyUserMenu user={user} />
            </>
          ) : (
            <Link to="/register" className={buttonClasses('primary', 'sm', 'ml-1')}>
              {t('nav.join')}
            </Link>
          )}
        </nav>
      </div>

      {showExtras && (
        <div className={isHome ? 'absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-sm' : ''}>
          <div className="container-page border-t border-slate-200 py-2 xl:hidden">
            <SearchForm size="sm" />
          </div>
          <CategoryStrip />
        </div>
      )}
    </header>
  );
}
