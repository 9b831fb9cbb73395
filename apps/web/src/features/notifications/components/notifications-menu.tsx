import type { Notification } from '@inkwell/domain/notifications/notification.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { formatTimeAgo } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import type { MessagesArea } from '../../messages/index.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationView } from '../notification-text.ts';

const itemClasses =
  'flex cursor-pointer gap-3 rounded-lg px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-slate-100';

/** The badge shows up to 99; more reads 99+. */
const badge = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell of the main navbar and of the Seller Hub: the unread count (live), and a menu of the
 * notifications written in the reader's language. Opening one marks it read and goes where it
 * matters; Mark all read reads them all.
 */
export function NotificationsMenu({ user, area }: { user: CurrentUser; area: MessagesArea }) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications(user._id) ?? 0;
  const list = useNotifications(user._id, { enabled: open });
  const markOne = useMarkNotificationRead(user._id);
  const markAll = useMarkAllNotificationsRead(user._id);
  const notifications = list.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  const openNotification = (notification: Notification, to: string) => {
    if (!notification.read) markOne.mutate(notification._id);
    void navigate(to);
  };

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={
          'relative inline-flex size-10 shrink-0 items-center justify-center ' +
          'rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100'
        }
        aria-label={unread > 0 ? t('buttonUnread', { count: unread }) : t('button')}
        title={t('button')}
      >
        <BellIcon className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className={
              'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full ' +
              'bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white tabular-nums'
            }
          >
            {badge(unread)}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className={
          'z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-96 max-w-[calc(100vw-1rem)] flex-col ' +
          'rounded-xl border border-slate-200 bg-white shadow-lg motion-safe:animate-fade-in'
        }
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <DropdownMenu.Label className="text-sm font-semibold text-slate-900">{t('title')}</DropdownMenu.Label>
          {unread > 0 ? (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                markAll.mutate();
              }}
              disabled={markAll.isPending}
              className={
                'cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-accent-800 ' +
                'outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-accent-50'
              }
            >
              {t('markAll')}
            </DropdownMenu.Item>
          ) : null}
        </div>
        {markAll.isError ? (
          // docs/product.md#user-facing-sentences's "Error occurred":
          // marking everything read failed, and nothing more is known.
          <p role="alert" className="border-b border-slate-200 px-4 py-2 text-sm text-red-800">
            {problemText(t, markAll.error, t('errors:fallback.errorOccurred'))}
          </p>
        ) : null}
        {/* The list scrolls when long: it takes the focus itself, so a keyboard
           can scroll it too (the items' roving focus is not in the tab order). */}
        <div
          role="group"
          aria-label={t('title')}
          tabIndex={0}
          className="min-h-0 overflow-y-auto p-1.5 outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
        >
          {list.isPending ? (
            <p role="status" className="px-3 py-4 text-sm text-slate-600">
              {t('loading')}
            </p>
          ) : list.isError && notifications.length === 0 ? (
            <div className="px-3 py-3">
              <p role="alert" className="text-sm text-red-800">
                {t('error')}
              </p>
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  void list.refetch();
                }}
                className={
                  'mt-2 inline-flex cursor-pointer rounded-md px-2 py-1 text-sm ' +
                  'font-medium text-accent-800 outline-none data-[highlighted]:bg-accent-50'
                }
              >
                {t('retry')}
              </DropdownMenu.Item>
            </div>
          ) : notifications.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-600">{t('empty')}</p>
          ) : (
            notifications.map((notification) => {
              const { text, to } = notificationView(notification, t, { viewer: user, area, language: i18n.language });
              return (
                <DropdownMenu.Item
                  key={notification._id}
                  onSelect={() => openNotification(notification, to)}
                  className={`${itemClasses} ${notification.read ? '' : 'bg-accent-50/60'}`}
                >
                  <Avatar src={notification.actor?.img} className="mt-0.5 size-8" />
                  <span className="min-w-0 flex-1">
                    <span
                      className={
                        `block wrap-anywhere ` +
                        `${notification.read ? 'text-slate-700' : 'font-medium text-slate-900'}`
                      }
                    >
                      {text}
                    </span>
                    <time dateTime={notification.updatedAt} className="mt-0.5 block text-xs text-slate-600">
                      {formatTimeAgo(notification.updatedAt, now, i18n.language)}
                    </time>
                  </span>
                  {notification.read ? null : (
                    <span className="mt-1.5 flex shrink-0">
                      <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-700" />
                      <span className="sr-only">{t('unread')}</span>
                    </span>
                  )}
                </DropdownMenu.Item>
              );
            })
          )}
          {list.hasNextPage ? (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                void list.fetchNextPage();
              }}
              disabled={list.isFetchingNextPage}
              className={
                'mt-1 flex cursor-pointer justify-center rounded-lg px-3 py-2 text-sm ' +
                'font-medium text-accent-800 outline-none data-[highlighted]:bg-accent-50'
              }
            >
              {t('loadMore')}
            </DropdownMenu.Item>
          ) : null}
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
