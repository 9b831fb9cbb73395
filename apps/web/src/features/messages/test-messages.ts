import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import type { Message } from '@inkwell/domain/messages/message.schema';
import { json } from '../../test/responses.ts';

/** Conversations and messages shaped like the server's answers, for the messaging screens' tests. */
let counter = 0;

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides._id ?? 'buyer-1_seller-1';
  return {
    _id: id,
    id,
    sellerId: 'seller-1',
    buyerId: 'buyer-1',
    readBySeller: true,
    readByBuyer: true,
    lastMessage: 'Could you start on Monday?',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    read: true,
    otherRead: true,
    other: { _id: 'seller-1', username: 'maria.writes', fullName: 'Maria Lopez', img: '', isSeller: true },
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Message> = {}): Message {
  counter += 1;
  return {
    _id: `message-${counter}`,
    conversationId: 'buyer-1_seller-1',
    userId: 'seller-1',
    desc: `Message number ${counter}`,
    createdAt: new Date(Date.UTC(2025, 2, 2, 10, counter % 60)).toISOString(),
    ...overrides,
  };
}

/** The calls a chat makes: the conversation, its newest messages, and marking it read. */
export function chatHandlers(conversation: Conversation = buildConversation(), messages: Message[] = []) {
  return {
    [`GET /api/conversations/single/${conversation._id}`]: () => json(200, conversation),
    [`GET /api/messages/${conversation._id}`]: () => json(200, { items: messages, nextCursor: null }),
    [`PUT /api/conversations/${conversation._id}`]: () => json(200, { ...conversation, read: true }),
  };
}
