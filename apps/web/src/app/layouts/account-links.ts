import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ClipboardIcon,
  DashboardIcon,
  MessageIcon,
  PlusIcon,
  UserIcon,
} from '../../components/ui/icons.tsx';
import { messagesPath } from '../../features/messages/index.ts';

export interface AccountLink {
  to: string;
  /** Key in the layout namespace. */
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** What the avatar menu offers: seller tools first (sellers only), then what every signed-in user has. */
export function accountLinkGroups(user: CurrentUser): AccountLink[][] {
  const everyone: AccountLink[] = [
    { to: `/profile/${user._id}`, labelKey: 'account.profile', Icon: UserIcon },
    { to: '/orders', labelKey: 'account.orders', Icon: ClipboardIcon },
    { to: MESSAGES_PATH, labelKey: 'account.messages', Icon: MessageIcon },
  ];
  if (!user.isSeller) return [everyone];
  const seller: AccountLink[] = [
    { to: '/seller/dashboard', labelKey: 'account.dashboard', Icon: DashboardIcon },
    { to: '/seller/mygigs', labelKey: 'account.gigs', Icon: BriefcaseIcon },
    { to: '/seller/add', labelKey: 'account.addGig', Icon: PlusIcon },
  ];
  return [seller, everyone];
}

export const MESSAGES_PATH = messagesPath('main');
