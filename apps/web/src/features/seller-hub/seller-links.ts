import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ClipboardIcon,
  DashboardIcon,
  DollarIcon,
  MessageIcon,
  PlusIcon,
} from '../../components/ui/icons.tsx';
import { messagesPath } from '../messages/index.ts';

export const SELLER_MESSAGES_PATH = messagesPath('seller');

export interface SellerLink {
  to: string;
  /** Key in the sellerHub namespace. */
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Other addresses that belong to this link (a conversation belongs to Messages). */
  alsoActiveOn?: string;
}

/** The Seller Hub navbar of docs/product.md#seller-area: Dashboard, My Gigs, Add Gig, Orders, Earnings, Messages. */
export const SELLER_NAV_LINKS: readonly SellerLink[] = [
  { to: '/seller/dashboard', labelKey: 'nav.dashboard', Icon: DashboardIcon },
  { to: '/seller/mygigs', labelKey: 'nav.myGigs', Icon: BriefcaseIcon },
  { to: '/seller/add', labelKey: 'nav.addGig', Icon: PlusIcon },
  { to: '/seller/orders', labelKey: 'nav.orders', Icon: ClipboardIcon },
  { to: '/seller/earnings', labelKey: 'nav.earnings', Icon: DollarIcon },
  { to: SELLER_MESSAGES_PATH, labelKey: 'nav.messages', Icon: MessageIcon, alsoActiveOn: '/seller/message/' },
];

/** Whether `link` is the page at `pathname` (marked with aria-current="page"). */
export function isActiveLink(link: SellerLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === link.to || (link.alsoActiveOn !== undefined && path.startsWith(link.alsoActiveOn));
}
