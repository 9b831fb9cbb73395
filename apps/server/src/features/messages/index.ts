/** The public face of the messages feature: its routes. */
export { messagesRoutes } from './messages.routes.ts';
