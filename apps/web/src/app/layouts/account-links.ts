import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ClipboardIcon,
  DashboardIcon,
  HeartIcon,
  MessageIcon,
  PlusIcon,
  SettingsIcon,
  ShieldCheckIcon,
  StoreIcon,
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
/** The operators' hub: reports, rules, the audit log. */
export const OPERATOR_HUB_PATH = '/operator';

/** The account page, the liked gigs, and where a signed-in buyer becomes a seller. */
export const SETTINGS_PATH = '/settings';
export const LIKED_PATH = '/liked';
export const BECOME_SELLER_SETTINGS_PATH = '/settings#become-seller';

/**
 * What the avatar menu offers: seller tools first (sellers only; a buyer gets "Become a seller" there),
 * then what every signed-in user has, then the operators' hub and disputes desk (operators only).
 */
export function accountLinkGroups(user: CurrentUser): AccountLink[][] {
  const everyone: AccountLink[] = [
    { to: `/profile/${user._id}`, labelKey: 'account.profile', Icon: UserIcon },
    { to: '/orders', labelKey: 'account.orders', Icon: ClipboardIcon },
    { to: MESSAGES_PATH, labelKey: 'account.messages', Icon: MessageIcon },
    { to: LIKED_PATH, labelKey: 'account.liked', Icon: HeartIcon },
    { to: SETTINGS_PATH, labelKey: 'account.settings', Icon: SettingsIcon },
  ];
  const operator: AccountLink[][] = user.isOperator
    ? [
        [
          { to: OPERATOR_HUB_PATH, labelKey: 'account.operator', Icon: ShieldCheckIcon },
          { to: OPERATOR_DISPUTES_PATH, labelKey: 'account.disputes', Icon: ClipboardIcon },
        ],
      ]
    : [];
  if (!user.isSeller)
    return [
      [{ to: BECOME_SELLER_SETTINGS_PATH, labelKey: 'account.becomeSeller', Icon: StoreIcon }],
      everyone,
      ...operator,
    ];
  const seller: AccountLink[] = [
    { to: '/seller/dashboard', labelKey: 'account.dashboard', Icon: DashboardIcon },
    { to: '/seller/mygigs', labelKey: 'account.gigs', Icon: BriefcaseIcon },
    { to: '/seller/add', labelKey: 'account.addGig', Icon: PlusIcon },
  ];
  return [seller, everyone, ...operator];
}

export const MESSAGES_PATH = messagesPath('main');
