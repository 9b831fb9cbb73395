/**
 * Mail: the transactional outbox every feature queues mail into, in its own transaction;
 * the sender that delivers it (SMTP, or .eml files kept under DATA_DIR/mail); the dev inbox pages;
 * what the one-click unsubscribe needs, and the outbox's backlog for the metrics scrape.
 */
export { enqueueMail, MAIL_CHANNEL, type OutgoingMail } from './outbox.ts';
export { findUnsubscribe, mailBacklogColumns } from './outbox.repository.ts';
export { MAIL_DEFAULTS, sendDueMail, startMailSender, type MailSenderOptions } from './sender.ts';
export { fileTransport, smtpTransport, type KeptMail, type MailMessage, type MailTransport } from './transports.ts';
export { devInboxRoutes } from './dev-inbox.routes.ts';
export { listKeptMail, type InboxMail } from './dev-inbox.ts';
