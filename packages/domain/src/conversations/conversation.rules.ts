import { LAST_MESSAGE_PREVIEW } from '../limits.ts';

/** docs/product.md#ids: a conversation's id is min(a,b) + "_" + max(a,b) of the two user ids. */
export function conversationIdOf(a: string, b: string): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

export interface Person {
  id: string;
  isSeller: boolean;
}

export type StartVerdict = 'self' | 'allowed' | 'not-allowed';

/**
 * Who may start a conversation with whom (docs/decisions: live events). Anyone signed in may write
 * to a seller (Contact Seller on a gig); a seller may write to a buyer who has bid on one of the
 * seller's gigs (Message bidder on the orders screen). Nobody writes to themselves, and nobody
 * cold-messages a buyer. An existing conversation is always answered, whoever asks first.
 */
export function mayStartConversation(from: Person, to: Person, toHasBidOnFromsGig: boolean): StartVerdict {
  if (from.id === to.id) return 'self';
  if (to.isSeller) return 'allowed';
  return from.isSeller && toHasBidOnFromsGig ? 'allowed' : 'not-allowed';
}

/**
 * The seller and buyer sides of a new conversation. The seller side is the seller of the two; when
 * both are sellers it is the one being contacted (as through their gig), so each person keeps one
 * read flag.
 */
export function conversationSides(from: Person, to: Person): { sellerId: string; buyerId: string } {
  return to.isSeller || !from.isSeller ? { sellerId: to.id, buyerId: from.id } : { sellerId: from.id, buyerId: to.id };
}

/**
 * docs/product.md#messages: the list shows the last message cut
 * at 50 characters (code points), with an ellipsis when cut.
 */
export function lastMessagePreview(text: string, max: number = LAST_MESSAGE_PREVIEW): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}
