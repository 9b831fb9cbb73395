/**
 * What other features and app/ use of messages: the contact button, the unread badge, opening a
 * conversation, the messages' addresses, and the cache writes the live stream makes for its events.
 */
export { ContactSellerButton } from './components/contact-seller-button.tsx';
export { UnreadMessagesBadge, useMessagesLinkName } from './components/unread-messages-badge.tsx';
export { areaOf, chatPath, messagesPath, type MessagesArea } from './message-paths.ts';
export { useOpenConversation } from './use-open-conversation.ts';
export { addMessage, markRead, putConversation, setUnreadConversations } from './conversation-cache.ts';
