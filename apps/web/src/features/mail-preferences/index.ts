/** What app/ and other features use of mail preferences: the settings section, and where it lives on its own. */
export { MailPreferences } from './components/mail-preferences.tsx';
export { MAIL_SETTINGS_PATH } from './mail-paths.ts';
