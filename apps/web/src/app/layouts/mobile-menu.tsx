import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.ts';
import { BECOME_SELLER_PATH } from '../../features/auth/index.ts';
import { UnreadMessagesBadge, useMessagesLinkName } from '../../features/messages/index.ts';
import { accountLinkGroups, MESSAGES_PATH } from './account-links.ts';
import { SheetLanguages, SheetLink, SheetLogout, SheetUser, SideSheet } from './side-sheet.tsx';

/** The main navbar's hamburger menu of small screens, with the navbar's links. */
export function MobileMenu({ user, defaultOpen }: { user: CurrentUser | null; defaultOpen?: boolean }) {
  const { t } = useTranslation('layout');
  const messages = useMessagesLinkName(user?._id ?? null, t('account.messages'));

  return (
    <SideSheet
      openLabel={t('menu.open')}
      closeLabel={t('menu.close')}
      title={t('menu.title')}
      defaultOpen={defaultOpen}
    >
      <nav aria-label={t('menu.label')} className="flex flex-1 flex-col gap-6 px-3 py-4">
        {user && <SheetUser user={user} role={user.isSeller ? t('account.roleSeller') : t('account.roleBuyer')} />}

        <ul className="flex flex-col gap-0.5">
          <li>
            <SheetLink to="/how-it-works">{t('nav.howItWorks')}</SheetLink>
          </li>
          <li>
            <SheetLink to="/gigs">{t('nav.freelance')}</SheetLink>
          </li>
          {!user && (
            <li>
              <SheetLink to="/login">{t('nav.signIn')}</SheetLink>
            </li>
          )}
          {/* A signed-in buyer finds it in the account links below (the form on /settings). */}
          {!user && (
            <li>
              <SheetLink to={BECOME_SELLER_PATH}>{t('nav.becomeSeller')}</SheetLink>
            </li>
          )}
        </ul>

        {user &&
          accountLinkGroups(user).map((group) => (
            <ul key={group[0]?.to} className="flex flex-col gap-0.5 border-t border-slate-200 pt-4">
              {group.map(({ to, labelKey, Icon }) => (
                <li key={to}>
                  <SheetLink to={to} aria-label={to === MESSAGES_PATH ? messages.name : undefined}>
                    <Icon className="size-5 text-slate-500" />
                    {t(labelKey)}
                    {to === MESSAGES_PATH ? <UnreadMessagesBadge count={messages.unread} className="ml-auto" /> : null}
                  </SheetLink>
                </li>
              ))}
            </ul>
          ))}

        {user ? (
          <SheetLogout />
        ) : (
          <SheetLink to="/register" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('nav.join')}
          </SheetLink>
        )}

        <SheetLanguages />
      </nav>
    </SideSheet>
  );
}
