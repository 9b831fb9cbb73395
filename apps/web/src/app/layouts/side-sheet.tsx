import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { DialogClose, DialogShell } from '../../components/ui/dialog-shell.tsx';
import { LogOutIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import { useLogout } from '../../features/auth/index.ts';
import { LanguageList } from './language-switcher.tsx';
import { sheetTriggerClasses } from './sheet-trigger.ts';

export const sheetLinkClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/** A link that also closes the sheet. */
export function SheetLink({ className = sheetLinkClasses, ...props }: ComponentProps<typeof Link>) {
  return (
    <DialogClose asChild>
      <Link className={className} {...props} />
    </DialogClose>
  );
}

interface SideSheetProps {
  /** The accessible names of the menu button, the sheet's close button, and the sheet's title. */
  openLabel: string;
  closeLabel: string;
  title: string;
  /** Breakpoint classes that hide the menu button where the links fit in the bar (e.g. `lg:hidden`). */
  triggerClassName?: string;
  /**
   * Opened at once: its menu button's stand-in was used before
   * the sheet's code had come (app/layouts/navbar-menus.tsx).
   */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * The hamburger menu of small screens: the dialog shell sliding
 * in from the side (focus trapped and given back, Escape closes).
 */
export function SideSheet({
  openLabel,
  closeLabel,
  title,
  triggerClassName = 'lg:hidden',
  defaultOpen = false,
  children,
}: SideSheetProps) {
  const [open, setOpen] = useState(defaultOpen);

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      size="side"
      closeLabel={closeLabel}
      trigger={
        <button type="button" className={sheetTriggerClasses(triggerClassName)} aria-label={openLabel}>
          <MenuIcon className="size-6" />
        </button>
      }
      title={
        <>
          <LogoMark className="size-7" />
          {title}
        </>
      }
    >
      {children}
    </DialogShell>
  );
}

/** The signed-in user at the top of a sheet: avatar, username and what they are (`role`). */
export function SheetUser({ user, role }: { user: CurrentUser; role: string }) {
  return (
    <div className="flex items-center gap-3 px-3">
      <Avatar src={user.img} className="size-10" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900">{user.username}</span>
        <span className="block text-sm text-slate-600">{role}</span>
      </span>
    </div>
  );
}

/** Log out, as the avatar menu does it (the logout API hook), in a sheet. */
export function SheetLogout() {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  return (
    <div className="border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className={`${sheetLinkClasses} w-full text-left`}
      >
        <LogOutIcon className="size-5 text-slate-500" />
        {t('account.logout')}
      </button>
    </div>
  );
}

/** The language choice at the foot of a sheet. */
export function SheetLanguages() {
  const { t } = useTranslation('layout');
  return (
    <div className="mt-auto border-t border-slate-200 px-1 pt-4">
      <p className="mb-2 px-2 text-sm font-semibold text-slate-600">{t('language.label')}</p>
      <LanguageList />
    </div>
  );
}
