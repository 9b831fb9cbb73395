import {
  conversationIdOf,
  conversationSides,
  mayStartConversation,
} from '@inkwell/domain/conversations/conversation.rules';
import {
  StartConversationInput,
  type Conversation,
  type ConversationList,
} from '@inkwell/domain/conversations/conversation.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database, Executor } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { parseInput } from '../../lib/validation.ts';
import { publish } from '../events/index.ts';
import { readConversationNotifications } from '../notifications/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { findUser } from '../users/index.ts';
import { isMember, toConversation } from './conversation.mapper.ts';
import { conversationsRepository, type ConversationViewRow } from './conversations.repository.ts';

/**
 * Conversations between two people (docs/product.md#messages). Nobody but its two people
 * learns that a conversation exists: for anyone else it is 404, like a missing one.
 */

const LOWER_UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const CONVERSATION_ID_PATTERN = new RegExp(`^${LOWER_UUID}_${LOWER_UUID}$`);

const notFound = () => new DomainError('CONVERSATION_NOT_FOUND');

/** The conversation if the user is one of its two people; 404 otherwise (missing, malformed or someone else's). */
export async function memberView(db: Database, id: string, userId: string): Promise<ConversationViewRow> {
  const row = CONVERSATION_ID_PATTERN.test(id) ? await conversationsRepository(db).findViewById(id) : undefined;
  if (!row || !isMember(row.conversation, userId)) throw notFound();
  return row;
}

const keysetOf = (row: ConversationViewRow) => ({ at: row.updatedAtKey, id: row.conversation.id });

/**
 * GET /conversations: the caller's with at least one message, the
 * most recently active first, with how many they have not read.
 */
/** The ids of every conversation the person is one of the two people of (their data export's messages). */
export const conversationIdsOfMember = (db: Executor, userId: string): Promise<string[]> =>
  conversationsRepository(db).idsOfMember(userId);

export async function listConversations(
  db: Database,
  viewer: UserRow | null,
  query: PageQuery,
): Promise<ConversationList> {
  const user = requireUser(viewer);
  const repository = conversationsRepository(db);
  const after = query.cursor ? decodeKeyset(query.cursor, 'conversations', CONVERSATION_ID_PATTERN) : undefined;
  const [rows, unread] = await Promise.all([
    repository.listOfUser(user.id, query.limit, after),
    repository.countUnread(user.id),
  ]);
  return { ...pageFrom(rows, query.limit, 'conversations', keysetOf, (row) => toConversation(row, user.id)), unread };
}

/** GET /conversations/single/{id}. */
export async function getConversation(db: Database, viewer: UserRow | null, id: string): Promise<Conversation> {
  const user = requireUser(viewer);
  return toConversation(await memberView(db, id, user.id), user.id);
}

/**
 * POST /conversations { to }: the existing conversation (created: false), or a new one. Checked in
 * order: 401, 400 (no `to`), 403 oneself, 404 unknown user, then, for a new one only, who may write
 * first (403 CONVERSATION_NOT_ALLOWED).
 */
export async function startConversation(
  db: Database,
  viewer: UserRow | null,
  body: unknown,
): Promise<{ conversation: Conversation; created: boolean }> {
  const user = requireUser(viewer);
  const { to } = parseInput(StartConversationInput, body);
  if (to === user.id) throw new DomainError('CONVERSATION_WITH_SELF');
  const other = await findUser(db, to);
  if (!other) throw new DomainError('USER_NOT_FOUND');
  const repository = conversationsRepository(db);
  const id = conversationIdOf(user.id, other.id);
  const existing = await repository.findViewById(id);
  if (existing) return { conversation: toConversation(existing, user.id), created: false };
  const hasBid = user.isSeller && !other.isSeller ? await repository.hasBidOnGigOf(other.id, user.id) : false;
  if (mayStartConversation(user, other, hasBid) !== 'allowed') throw new DomainError('CONVERSATION_NOT_ALLOWED');
  const at = new Date();
  const created = await repository.insertIfMissing({
    id,
    ...conversationSides(user, other),
    createdAt: at,
    updatedAt: at,
  });
  return { conversation: toConversation((await repository.findViewById(id))!, user.id), created };
}

/**
 * PUT /conversations/{id}: the caller has read it. When that changes their flag, both people's
 * streams get conversation.read (the other's read receipt), and the caller's message notification
 * of the conversation is marked read too, in the same transaction.
 */
export async function markConversationRead(db: Database, viewer: UserRow | null, id: string): Promise<Conversation> {
  const user = requireUser(viewer);
  const conversation = (await memberView(db, id, user.id)).conversation;
  await db.transaction(async (tx) => {
    const repository = conversationsRepository(tx);
    await repository.lock(id);
    const changed = await repository.markRead(id, user.id);
    const at = new Date();
    const notificationEvents = await readConversationNotifications(tx, user.id, id, at);
    const receipt = { conversationId: id, userId: user.id, readAt: at.toISOString() };
    const receipts = changed
      ? [conversation.sellerId, conversation.buyerId].map((userId) => ({
          userId,
          type: 'conversation.read' as const,
          data: receipt,
        }))
      : [];
    await publish(tx, [...receipts, ...notificationEvents]);
  });
  return toConversation((await conversationsRepository(db).findViewById(id))!, user.id);
}

/** How many of the person's conversations they have not read (the live stream's `ready` event). */
export function countUnreadConversations(db: Database, userId: string): Promise<number> {
  return conversationsRepository(db).countUnread(userId);
}

/**
 * In a new message's transaction (messages feature): the conversation with both people if the user
 * is one of them, its row locked until the commit, so that its messages and flags change one at a
 * time; 404 otherwise (missing, malformed or someone else's), as memberView.
 */
export async function lockMemberView(tx: Executor, id: string, userId: string): Promise<ConversationViewRow> {
  const row = CONVERSATION_ID_PATTERN.test(id) ? await conversationsRepository(tx).lockView(id) : undefined;
  if (!row || !isMember(row.conversation, userId)) throw notFound();
  return row;
}
