import { MESSAGE_MAX } from '@inkwell/domain/limits';
import { MESSAGE_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import { conversationId } from '../lib/ids.ts';
import type { conversations } from '../db/schema/conversations.ts';
import type { messageFiles, messages } from '../db/schema/messages.ts';
import type { gigLikes } from '../db/schema/gigs.ts';
import type { FileRow } from './activity-rows.ts';
import { renderPdf } from './pdf.ts';
import { idAt, type Clock, type GigRow, type UserRow } from './rows.ts';
import type { DemoConversation, DemoDocument, DemoLikes } from './types.ts';

/** Likes, conversations and messages. */

export type LikeRow = typeof gigLikes.$inferInsert;
export type ConversationRow = typeof conversations.$inferInsert;
export type MessageRow = typeof messages.$inferInsert;
export type MessageFileRow = typeof messageFiles.$inferInsert;

export interface ConversationRows {
  conversations: ConversationRow[];
  messages: MessageRow[];
  messageFiles: MessageFileRow[];
  /** The attached documents' rows (owned by the writer) and their bytes for the private files store. */
  files: { row: FileRow; bytes: Buffer }[];
}

/** A document shared in a chat: its title, who shared it, and its contents. */
function attachment(doc: DemoDocument, owner: UserRow, at: Date): { row: FileRow; bytes: Buffer } {
  const bytes = renderPdf(doc.title, [
    { text: doc.title, size: 20, bold: true },
    { text: `Shared by ${owner.fullName}`, size: 11, gap: 10 },
    { text: 'Contents', size: 13, bold: true, gap: 22 },
    ...doc.sections.map((section, i) => ({ text: `${i + 1}. ${section}`, size: 11, gap: 2 })),
  ]);
  const id = idAt(at);
  return {
    row: {
      id,
      ownerId: owner.id,
      name: doc.name,
      sizeBytes: bytes.length,
      contentType: 'application/pdf',
      storageKey: `${id}.pdf`,
      createdAt: at,
    },
    bytes,
  };
}

const HOUR_DAYS = 1 / 24;

export function buildLikeRows(
  records: DemoLikes[],
  clock: Clock,
  usersByName: Map<string, UserRow>,
  gigsByKey: Map<string, GigRow>,
): LikeRow[] {
  return records.flatMap((record) => {
    const user = usersByName.get(record.user);
    if (!user) throw new Error(`demo likes: unknown user ${record.user}`);
    return record.gigs.map((key, index) => {
      const gig = gigsByKey.get(key);
      if (!gig) throw new Error(`demo likes of ${record.user}: unknown gig ${key}`);
      if (gig.userId === user.id) throw new Error(`demo likes: ${record.user} likes their own gig ${key}`);
      const after = Math.max(gig.createdAt.getTime(), user.createdAt.getTime());
      // Spread the likes between the later of the two creation times and yesterday.
      const createdAt = new Date(Math.max(after, clock.at(1 + index * 2).getTime()));
      return { gigId: gig.id, userId: user.id, createdAt };
    });
  });
}

export function buildConversationRows(
  records: DemoConversation[],
  clock: Clock,
  usersByName: Map<string, UserRow>,
): ConversationRows {
  const result: ConversationRows = { conversations: [], messages: [], messageFiles: [], files: [] };
  for (const record of records) {
    const seller = usersByName.get(record.seller);
    const buyer = usersByName.get(record.buyer);
    if (!seller?.isSeller || !buyer || buyer.isSeller)
      throw new Error(`demo conversation ${record.seller}/${record.buyer}: needs a seller and a buyer`);
    const sorted = [...record.messages].sort((a, b) => b.hoursAgo - a.hoursAgo);
    const first = sorted[0];
    const last = sorted.at(-1);
    if (!first || !last) throw new Error(`demo conversation ${record.seller}/${record.buyer} has no messages`);
    const id = conversationId(seller.id, buyer.id);
    for (const message of sorted) {
      if (message.text.trim() === '' || message.text.length > MESSAGE_MAX)
        throw new Error(`demo message of ${id} has a bad length`);
      if ((message.files?.length ?? 0) > MESSAGE_FILES_MAX)
        throw new Error(`demo message of ${id} carries more than ${MESSAGE_FILES_MAX} files`);
      const createdAt = clock.at(message.hoursAgo * HOUR_DAYS);
      const writer = message.from === 'seller' ? seller : buyer;
      const messageId = idAt(createdAt);
      result.messages.push({ id: messageId, conversationId: id, userId: writer.id, desc: message.text, createdAt });
      (message.files ?? []).forEach((doc, position) => {
        const file = attachment(doc, writer, createdAt);
        result.files.push(file);
        result.messageFiles.push({ messageId, fileId: file.row.id, position });
      });
    }
    result.conversations.push({
      id,
      sellerId: seller.id,
      buyerId: buyer.id,
      readBySeller: last.from === 'seller' || record.readByRecipient,
      readByBuyer: last.from === 'buyer' || record.readByRecipient,
      lastMessage: last.text,
      createdAt: clock.at(first.hoursAgo * HOUR_DAYS),
      updatedAt: clock.at(last.hoursAgo * HOUR_DAYS),
    });
  }
  return result;
}
