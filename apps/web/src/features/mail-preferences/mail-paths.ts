/** The page of mail notification settings (the unsubscribe page links to it). */
export const MAIL_SETTINGS_PATH = '/settings/notifications';
