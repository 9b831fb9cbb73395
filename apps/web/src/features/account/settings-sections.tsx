import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { ComponentType } from 'react';
import { ChangeEmailForm, ChangePasswordForm } from '../auth/index.ts';
import { MailPreferences } from '../mail-preferences/index.ts';
import { DataSection } from './components/data-section.tsx';
import { SellerSection } from './components/seller-section.tsx';
import { SessionsList } from './components/sessions-list.tsx';

/** What a part of /settings is given: the signed-in person. */
export type SettingsPart = ComponentType<{ user: CurrentUser }>;

export interface SettingsSection {
  /** The section's anchor (/settings#security). */
  id: string;
  /** Keys in the account namespace. */
  titleKey: string;
  introKey?: string;
  /** Shown one under the other; adding a form to a section is one line here. */
  parts: SettingsPart[];
}

/** The mail preferences of the person (the mail-preferences feature's section). */
const MailPreferencesPart: SettingsPart = ({ user }) => <MailPreferences viewerId={user._id} />;

/**
 * The sections of /settings, in order. Each is a list of parts, so that a part built elsewhere
 * drops in with one line: the auth feature's email and password changes above the devices, the
 * mail-preferences feature's switches under Notifications.
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'account', titleKey: 'sections.account', introKey: 'sections.accountIntro', parts: [SellerSection] },
  {
    id: 'security',
    titleKey: 'sections.security',
    introKey: 'sections.securityIntro',
    parts: [ChangeEmailForm, ChangePasswordForm, SessionsList],
  },
  {
    id: 'notifications',
    titleKey: 'sections.notifications',
    introKey: 'sections.notificationsIntro',
    parts: [MailPreferencesPart],
  },
  { id: 'data', titleKey: 'sections.data', introKey: 'sections.dataIntro', parts: [DataSection] },
];
