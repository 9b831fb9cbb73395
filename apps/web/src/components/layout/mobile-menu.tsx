import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonClasses } from '../ui/button.ts';
import { CloseIcon, LogOutIcon, MenuIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo.tsx';
import { accountLinkGroups, BECOME_SELLER_PATH } from './account-links.ts';
import { LanguageList } from './language-switcher.tsx';

const linkClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/** A link that also closes the sheet. */
function SheetLink({ to, children, className = linkClasses }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Dialog.Close asChild>
      <Link to={to} className={className}>
        {children}
      </Link>
    </Dialog.Close>
  );
}

/**
 * The hamburger menu of small screens: a Radix dialog sliding in from the side with the navbar's links.
 * It draws its own backdrop instead of Dialog.Overlay, whose scroll lock injects a <style> element
 * that the production Content Security Policy (style-src 'self') refuses.
 */
export function MobileMenu({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={t('menu.open')}
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 bg-slate-900/40 motion-safe:animate-fade-in" aria-hidden="true" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <LogoMark className="size-7" />
              {t('menu.title')}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('menu.close')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>

          <nav aria-label={t('menu.label')} className="flex flex-1 flex-col gap-6 px-3 py-4">
            {user && (
              <div className="flex items-center gap-3 px-3">
                <Avatar src={user.img} className="size-10" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{user.username}</span>
                  <span className="block text-sm text-slate-600">
                    {user.isSeller ? t('account.roleSeller') : t('account.roleBuyer')}
                  </span>
                </span>
              </div>
            )}

            <ul className="flex flex-col gap-0.5">
              <li><SheetLink to="/how-it-works">{t('nav.howItWorks')}</SheetLink></li>
              <li><SheetLink to="/gigs">{t('nav.freelance')}</SheetLink></li>
              {!user && <li><SheetLink to="/login">{t('nav.signIn')}</SheetLink></li>}
              {!user?.isSeller && <li><SheetLink to={BECOME_SELLER_PATH}>{t('nav.becomeSeller')}</SheetLink></li>}
            </ul>

            {user &&
              accountLinkGroups(user).map((group) => (
                <ul key={group[0]?.to} className="flex flex-col gap-0.5 border-t border-slate-200 pt-4">
                  {group.map(({ to, labelKey, Icon }) => (
                    <li key={to}>
                      <SheetLink to={to}>
                        <Icon className="size-5 text-slate-500" />
                        {t(labelKey)}
                      </SheetLink>
                    </li>
                  ))}
                </ul>
              ))}

            {user ? (
              <div className="border-t border-slate-200 pt-4">
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className={`${linkClasses} w-full text-left`}
                >
                  <LogOutIcon className="size-5 text-slate-500" />
                  {t('account.logout')}
                </button>
              </div>
            ) : (
              <SheetLink to="/register" className={buttonClasses('primary', 'lg', 'w-full')}>
                {t('nav.join')}
              </SheetLink>
            )}

            <div className="mt-auto border-t border-slate-200 px-1 pt-4">
              <p className="mb-2 px-2 text-sm font-semibold text-slate-600">{t('language.label')}</p>
              <LanguageList />
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
