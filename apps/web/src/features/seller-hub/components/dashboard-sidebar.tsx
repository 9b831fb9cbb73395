import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { UnreadMessagesBadge, useMessagesLinkName } from '../../messages/index.ts';
import { SELLER_MESSAGES_PATH } from '../seller-links.ts';
import {
  BriefcaseIcon,
  ClipboardIcon,
  DashboardIcon,
  MessageIcon,
  PlusIcon,
  UserIcon,
} from '../../../components/ui/icons.tsx';

const linkClasses =
  'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium ' +
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800';

/**
 * The dashboard's sidebar (docs/product.md#seller-area): titled Seller Hub, the seller's avatar (the default one when
 * there is none), username and "Professional Seller", and Overview, My Gigs, Orders, Messages,
 * Create Gig, Profile.
 */
export function DashboardSidebar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('sellerHub');
  const { pathname } = useLocation();
  const titleId = useId();
  const messages = useMessagesLinkName(user._id, t('sidebar.messages'));
  const links = [
    { to: '/seller/dashboard', label: t('sidebar.overview'), Icon: DashboardIcon },
    { to: '/seller/mygigs', label: t('sidebar.myGigs'), Icon: BriefcaseIcon },
    { to: '/seller/orders', label: t('sidebar.orders'), Icon: ClipboardIcon },
    { to: SELLER_MESSAGES_PATH, label: t('sidebar.messages'), Icon: MessageIcon },
    { to: '/seller/add', label: t('sidebar.createGig'), Icon: PlusIcon },
    { to: `/profile/${user._id}`, label: t('sidebar.profile'), Icon: UserIcon },
  ];

  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:self-start"
    >
      <h2 id={titleId} className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('title')}
      </h2>
      <div className="mt-3 flex items-center gap-3 px-1">
        <Avatar src={user.img} className="size-12" />
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-slate-900">{user.username}</p>
          <p className="text-sm text-slate-600">{t('role')}</p>
        </div>
      </div>
      <nav aria-label={t('sidebar.label')} className="mt-4 border-t border-slate-200 pt-3">
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={pathname === to ? 'page' : undefined}
                aria-label={to === SELLER_MESSAGES_PATH ? messages.name : undefined}
                className={linkClasses}
              >
                <Icon className="size-4 shrink-0" />
                <span className="truncate">{label}</span>
                {to === SELLER_MESSAGES_PATH ? (
                  <UnreadMessagesBadge count={messages.unread} className="ml-auto" />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
