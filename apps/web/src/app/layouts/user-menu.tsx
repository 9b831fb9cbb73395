import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ChevronDownIcon, LogOutIcon } from '../../components/ui/icons.tsx';
import { useLogout, useSignOutEverywhere } from '../../features/auth/index.ts';
import { UnreadMessagesBadge, useMessagesLinkName } from '../../features/messages/index.ts';
import { accountLinkGroups, MESSAGES_PATH, type AccountLink } from './account-links.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ' +
  'outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

interface UserMenuProps {
  user: CurrentUser;
  /** Groups of links above Log out; the main navbar's account links unless told otherwise. */
  linkGroups?: AccountLink[][];
  /** The avatar alone in the bar (the name shows inside the menu), for a crowded navbar. */
  compact?: boolean;
}

/** The avatar menu of a signed-in user (Radix dropdown: arrow keys, Escape, type-ahead). */
export function UserMenu({ user, linkGroups = accountLinkGroups(user), compact = false }: UserMenuProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const everywhere = useSignOutEverywhere();
  const messages = useMessagesLinkName(user._id, t('account.messages'));
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={
            'inline-flex h-10 items-center gap-2 rounded-full py-1 pr-1 pl-1 ' +
            'hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-2.5'
          }
        >
          <Avatar src={user.img} className="size-8" />
          <span className="sr-only">{t('account.menuFor')} </span>
          <span
            className={
              `sr-only max-w-32 truncate text-sm font-medium ` + `text-slate-800 ${compact ? '' : 'sm:not-sr-only'}`
            }
          >
            {user.username}
          </span>
          <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={
            'z-50 min-w-60 rounded-xl border border-slate-200 ' + 'bg-white p-1.5 shadow-lg motion-safe:animate-fade-in'
          }
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <Avatar src={user.img} className="size-10" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">{user.username}</span>
              <span className="block text-xs text-slate-600">
                {user.isSeller ? t('account.roleSeller') : t('account.roleBuyer')}
              </span>
            </span>
          </DropdownMenu.Label>
          {linkGroups.map((group, index) => (
            <Fragment key={group[0]?.to ?? index}>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Group>
                {group.map(({ to, labelKey, Icon }) => (
                  <DropdownMenu.Item key={to} asChild className={itemClasses}>
                    <Link to={to} aria-label={to === MESSAGES_PATH ? messages.name : undefined}>
                      <Icon className="size-4 text-slate-500" />
                      {t(labelKey)}
                      {to === MESSAGES_PATH ? (
                        <UnreadMessagesBadge count={messages.unread} className="ml-auto" />
                      ) : null}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </Fragment>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOutIcon className="size-4 text-slate-500" />
            {t('account.logout')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={everywhere.open}>
            <LogOutIcon className="size-4 text-slate-500" />
            {everywhere.label}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {everywhere.dialog}
    </>
  );
}
