import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StoreIcon, UserIcon } from '../../components/ui/icons.tsx';
import { UnreadMessagesBadge, useMessagesLinkName } from '../../features/messages/index.ts';
import { isActiveLink, SELLER_MESSAGES_PATH, SELLER_NAV_LINKS } from '../../features/seller-hub/index.ts';
import { SheetLanguages, SheetLink, sheetLinkClasses, SheetLogout, SheetUser, SideSheet } from './side-sheet.tsx';

const activeClasses = 'aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800';

/** The Seller Hub's menu on phones and tablets: the navbar's links, the marketplace, Profile, Log out. */
export function SellerMobileMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const { t } = useTranslation('sellerHub');
  const { pathname } = useLocation();
  const messages = useMessagesLinkName(user._id, t('nav.messages'));

  return (
    <SideSheet
      openLabel={t('menu.open')}
      closeLabel={t('menu.close')}
      title={t('title')}
      triggerClassName="xl:hidden"
      defaultOpen={defaultOpen}
    >
      <nav aria-label={t('menu.label')} className="flex flex-1 flex-col gap-6 px-3 py-4">
        <SheetUser user={user} role={t('role')} />

        <ul className="flex flex-col gap-0.5">
          {SELLER_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <SheetLink
                to={link.to}
                aria-current={isActiveLink(link, pathname) ? 'page' : undefined}
                aria-label={link.to === SELLER_MESSAGES_PATH ? messages.name : undefined}
                className={`${sheetLinkClasses} ${activeClasses}`}
              >
                <link.Icon className="size-5 text-slate-500" />
                {t(link.labelKey)}
                {link.to === SELLER_MESSAGES_PATH ? (
                  <UnreadMessagesBadge count={messages.unread} className="ml-auto" />
                ) : null}
              </SheetLink>
            </li>
          ))}
        </ul>

        <ul className="flex flex-col gap-0.5 border-t border-slate-200 pt-4">
          <li>
            <SheetLink to={`/profile/${user._id}`}>
              <UserIcon className="size-5 text-slate-500" />
              {t('nav.profile')}
            </SheetLink>
          </li>
          <li>
            <SheetLink to="/">
              <StoreIcon className="size-5 text-slate-500" />
              {t('nav.marketplace')}
            </SheetLink>
          </li>
        </ul>

        <SheetLogout />
        <SheetLanguages />
      </nav>
    </SideSheet>
  );
}
