/** Mail (issue 16): the transactional outbox every feature queues mail into, in its own transaction. */
export { enqueueMail, type OutgoingMail } from './outbox.ts';
export { findUnsubscribe } from './unsubscribe.ts';
