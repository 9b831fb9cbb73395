import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import type { ConversationViewRow } from './conversations.repository.ts';

/** A conversation as one of its two people sees it: their read flag, the other's, the other person. */
export function toConversation(row: ConversationViewRow, viewerId: string): Conversation {
  const { conversation: c } = row;
  const viewerIsSeller = c.sellerId === viewerId;
  const other = viewerIsSeller ? row.buyer : row.seller;
  return {
    _id: c.id,
    id: c.id,
    sellerId: c.sellerId,
    buyerId: c.buyerId,
    readBySeller: c.readBySeller,
    readByBuyer: c.readByBuyer,
    lastMessage: c.lastMessage,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    read: viewerIsSeller ? c.readBySeller : c.readByBuyer,
    otherRead: viewerIsSeller ? c.readByBuyer : c.readBySeller,
    other: {
      _id: other.id,
      username: other.username,
      fullName: other.fullName,
      img: other.img,
      isSeller: other.isSeller,
    },
  };
}

export function isMember(row: { sellerId: string; buyerId: string }, userId: string): boolean {
  return row.sellerId === userId || row.buyerId === userId;
}
