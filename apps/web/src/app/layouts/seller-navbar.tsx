import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { UnreadMessagesBadge, useMessagesLinkName } from '../../features/messages/index.ts';
import { isActiveLink, SELLER_MESSAGES_PATH, SELLER_NAV_LINKS } from '../../features/seller-hub/index.ts';
import { LazyNotificationsMenu, LazyUserMenu } from './account-menus.tsx';
import { LazyLanguageSwitcher, LazySellerMobileMenu } from './navbar-menus.tsx';

const linkClasses =
  'inline-flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium ' +
  'whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800';

/**
 * The Seller Hub navbar (docs/product.md#seller-area): the logo back to the marketplace, the hub's title,
 * Dashboard, My Gigs, Add Gig, Orders, Messages, the notifications icon and an avatar menu with
 * Profile and Log out. Below 1280 px (where the links would not fit in every language) they move into a menu.
 */
export function SellerNavbar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('sellerHub');
  const { pathname } = useLocation();
  const messages = useMessagesLinkName(user._id, t('nav.messages'));
  const profileLinks = [[{ to: `/profile/${user._id}`, labelKey: 'account.profile', Icon: UserIcon }]];

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3">
        <LazySellerMobileMenu user={user} />
        <Logo compact />
        <span
          className={
            'shrink-0 border-l border-slate-200 pl-2 text-sm ' +
            'font-semibold whitespace-nowrap text-accent-800 sm:pl-3'
          }
        >
          {t('title')}
        </span>

        <nav aria-label={t('nav.label')} className="ml-auto flex items-center gap-1 xl:ml-4 xl:flex-1">
          <ul className="hidden items-center gap-0.5 xl:flex">
            {SELLER_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isActiveLink(link, pathname) ? 'page' : undefined}
                  aria-label={link.to === SELLER_MESSAGES_PATH ? messages.name : undefined}
                  className={linkClasses}
                >
                  <link.Icon className="hidden size-4 2xl:block" />
                  {t(link.labelKey)}
                  {link.to === SELLER_MESSAGES_PATH ? <UnreadMessagesBadge count={messages.unread} /> : null}
                </Link>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-1 xl:ml-auto">
            <LazyNotificationsMenu user={user} area="seller" />
            <div className="hidden xl:block">
              <LazyLanguageSwitcher />
            </div>
            <LazyUserMenu user={user} linkGroups={profileLinks} compact />
          </div>
        </nav>
      </div>
    </header>
  );
}
