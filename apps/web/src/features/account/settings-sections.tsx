import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { ComponentType } from 'react';
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

/**
 * The sections of /settings, in order. Each is a list of parts, so that a part built elsewhere
 * drops in with one line:
 * - Security: the password change (the auth feature's ChangePasswordForm) goes first, above the sessions.
 * - Notifications: the mail preferences (the notifications feature's section) are its only part; the
 *   section is shown once it has one.
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'account', titleKey: 'sections.account', introKey: 'sections.accountIntro', parts: [SellerSection] },
  { id: 'security', titleKey: 'sections.security', introKey: 'sections.securityIntro', parts: [/* ChangePasswordForm, */ SessionsList] },
  { id: 'notifications', titleKey: 'sections.notifications', introKey: 'sections.notificationsIntro', parts: [/* NotificationPreferences */] },
  { id: 'data', titleKey: 'sections.data', introKey: 'sections.dataIntro', parts: [DataSection] },
];
