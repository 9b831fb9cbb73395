import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, MessageIcon } from '../../../components/ui/icons.tsx';

/**
 * The Seller Hub's notifications icon. Notifications arrive with a later release; until then the
 * menu says plainly that there are none (no made-up count) and leads to the messages.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('sellerHub');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={t('notifications.button')}
      >
        <BellIcon className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg motion-safe:animate-fade-in"
      >
        <DropdownMenu.Label className="px-3 pt-2 pb-1">
          <span className="block text-sm font-semibold text-slate-900">{t('notifications.title')}</span>
          <span className="mt-1 block text-sm text-slate-600">{t('notifications.empty')}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900">
          <Link to="/seller/messages">
            <MessageIcon className="size-4 text-slate-500" />
            {t('notifications.openMessages')}
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
