/**
 * The public face of the conversations feature: its routes, and what
 * the messages feature and the live stream need of a conversation.
 */
export { toConversation } from './conversation.mapper.ts';
export {
  conversationBetween,
  conversationPeopleAs,
  isConversationMember,
  recordMessageAfter,
  unreadConversationsCount,
} from './conversations.repository.ts';
export { conversationsRoutes } from './conversations.routes.ts';
export {
  CONVERSATION_ID_PATTERN,
  conversationIdsOfMember,
  countUnreadConversations,
  lockMemberView,
  memberView,
} from './conversations.service.ts';
