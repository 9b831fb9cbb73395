import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ClipboardIcon,
  DashboardIcon,
  MessageIcon,
  PlusIcon,
  ShieldCheckIcon,
  UserIcon,
} from '../../components/ui/icons.tsx';
import { messagesPath } from '../../features/messages/index.ts';

export interface AccountLink {
  to: string;
  /** Key in the layout namespace. */
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Operators decide disputes there (docs/product.md#order-life). */
export const OPERATOR_DISPUTES_PATH = '/operator/disputes';

/** What the avatar menu offers: seller tools first (sellers only), then what every signed-in user has, then the operators' desk (operators only). */
export function accountLinkGroups(user: CurrentUser): AccountLink[][] {
  const everyone: AccountLink[] = [
    { to: `/profile/${user._id}`, labelKey: 'account.profile', Icon: UserIcon },
    { to: '/orders', labelKey: 'account.orders', Icon: ClipboardIcon },
    { to: MESSAGES_PATH, labelKey: 'account.messages', Icon: MessageIcon },
  ];
  const operator: AccountLink[][] = user.isOperator ? [[{ to: OPERATOR_DISPUTES_PATH, labelKey: 'account.disputes', Icon: ShieldCheckIcon }]] : [];
  if (!user.isSeller) return [everyone, ...operator];
  const seller: AccountLink[] = [
    { to: '/seller/dashboard', labelKey: 'account.dashboard', Icon: DashboardIcon },
    { to: '/seller/mygigs', labelKey: 'account.gigs', Icon: BriefcaseIcon },
    { to: '/seller/add', labelKey: 'account.addGig', Icon: PlusIcon },
  ];
  return [seller, everyone, ...operator];
}

export const MESSAGES_PATH = messagesPath('main');
