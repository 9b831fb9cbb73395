/** The public face of the messages feature: its routes, and the reader that lets a conversation's two people download the files its messages carry. */
export { messagesRoutes } from './messages.routes.ts';
export { messageFileReader } from './messages.service.ts';
