/**
 * The public face of the messages feature: its routes, the reader that lets a conversation's two
 * people download the files its messages carry, and a conversation's pages for the settlements
 * feature (an operator reads the two people's messages of a disputed order); its part of a person's
 * data export and the place where it holds files (app.ts registers both).
 */
export { messagesRoutes } from './messages.routes.ts';
export { messagesExportPart } from './messages-export.ts';
export { fileSentBetween, messagesHoldFile } from './message-files.repository.ts';
export { conversationPage, messageFileReader, operatorConversationPage } from './messages.service.ts';
export { averageResponseSecondsOf } from './response-time.ts';
