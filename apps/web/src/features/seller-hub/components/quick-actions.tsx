import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, ClipboardIcon, MessageIcon, PlusIcon, UserIcon } from '../../../components/ui/icons.tsx';

/**
 * The four quick actions of docs/product.md#seller-area: Create New Gig, Manage Orders, Check Messages, Update Profile.
 */
export function QuickActions({ userId }: { userId: string }) {
  const { t } = useTranslation('sellerHub');
  const actions = [
    { to: '/seller/add', key: 'createGig', Icon: PlusIcon },
    { to: '/seller/orders', key: 'manageOrders', Icon: ClipboardIcon },
    { to: '/seller/messages', key: 'checkMessages', Icon: MessageIcon },
    { to: `/profile/${userId}`, key: 'updateProfile', Icon: UserIcon },
  ];

  return (
    <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
      {actions.map(({ to, key, Icon }) => (
        <li key={key} className="grid">
          <Link
            to={to}
            className={
              'group flex items-center gap-3 rounded-2xl border border-slate-200 ' +
              'bg-white p-4 shadow-sm hover:border-accent-300 hover:bg-accent-50/40'
            }
          >
            <span
              className={
                'inline-flex size-10 shrink-0 items-center ' + 'justify-center rounded-xl bg-accent-700 text-white'
              }
            >
              <Icon className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{t(`actions.${key}.title`)}</span>
              <span className="block text-sm text-slate-600">{t(`actions.${key}.body`)}</span>
            </span>
            <ChevronRightIcon className="size-4 shrink-0 text-slate-400 group-hover:text-accent-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
