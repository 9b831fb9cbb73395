import { z } from 'zod';
import { rawLine } from '../text.ts';
import { pageOf } from '../pagination.ts';

/**
 * Conversations between two people (docs/product.md#messages). The id is the two
 * user ids sorted and joined by "_", so either side can find it without asking: GET
 * /conversations/single/{id}, and on 404 POST /conversations { to }.
 */

/** The other person of a conversation, as the list and the chat show them. */
export const ConversationPerson = z.object({
  _id: z.string(),
  username: z.string(),
  /** '' when not given: show the username. */
  fullName: z.string(),
  /** '' when none: show DEFAULT_AVATAR. */
  img: z.string(),
  isSeller: z.boolean(),
});
export type ConversationPerson = z.infer<typeof ConversationPerson>;

export const Conversation = z.object({
  _id: z.string(),
  /** The same as _id (docs/product.md#ids calls it id). */
  id: z.string(),
  sellerId: z.string(),
  buyerId: z.string(),
  readBySeller: z.boolean(),
  readByBuyer: z.boolean(),
  /** The whole text of the last message ('' before the first one); the list cuts it with lastMessagePreview(). */
  lastMessage: z.string(),
  createdAt: z.string(),
  /** When the last message was sent (or the conversation started): the list is ordered by it. */
  updatedAt: z.string(),
  /** The caller has read the conversation (their side's flag). */
  read: z.boolean(),
  /** The other person has read it (their side's flag): a read receipt. */
  otherRead: z.boolean(),
  other: ConversationPerson,
});
export type Conversation = z.infer<typeof Conversation>;

/** The caller's conversations, the most recently active first, with how many the caller has not read. */
export const ConversationList = pageOf(Conversation).extend({ unread: z.number().int() });
export type ConversationList = z.infer<typeof ConversationList>;

export const StartConversationInput = z.object({
  to: rawLine({ error: 'Please say whom to message' })
    .min(1, 'Please say whom to message')
    .max(100)
    .describe('The user id of the other person'),
});
export type StartConversationInput = z.infer<typeof StartConversationInput>;
