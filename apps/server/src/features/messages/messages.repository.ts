import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema/conversations.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';

export type MessageRow = typeof messages.$inferSelect;

export interface MessageViewRow {
  message: MessageRow;
  createdAtKey: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** The only module that touches the messages table. */
export function messagesRepository(db: Executor) {
  return {
    /**
     * Inserts a message stamped with the database's clock at this moment. The conversation is locked
     * by then, so its messages are stamped in the order they are written, whichever process writes.
     */
    async insert(row: { id: string; conversationId: string; userId: string; desc: string }): Promise<MessageRow> {
      const [inserted] = await db
        .insert(messages)
        .values({ ...row, createdAt: sql`clock_timestamp()` })
        .returning();
      return inserted!;
    },

    /** One page (plus one row) of a conversation's messages, the newest first. */
    listOfConversation(conversationId: string, limit: number, after?: Keyset): Promise<MessageViewRow[]> {
      return db
        .select({ message: messages, createdAtKey: sql<string>`${messages.createdAt}::text` })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            after ? sql`(${messages.createdAt}, ${messages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
    },

    /**
     * How many messages the person wrote in the last minute and the last hour, and in how many
     * seconds the oldest of each window leaves it (by the database's clock).
     */
    async recentCounts(userId: string): Promise<{ minute: number; hour: number; minuteFreesIn: number; hourFreesIn: number }> {
      const [row] = rowsOf<{ minute: string | number; hour: string | number; minute_frees_in: string | number | null; hour_frees_in: string | number | null }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') AS minute,
                 count(*) AS hour,
                 extract(epoch FROM min(created_at) FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') + interval '1 minute' - clock_timestamp()) AS minute_frees_in,
                 extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp()) AS hour_frees_in
          FROM ${messages}
          WHERE user_id = ${userId} AND created_at > clock_timestamp() - interval '1 hour'`),
      );
      return {
        minute: Number(row?.minute ?? 0),
        hour: Number(row?.hour ?? 0),
        minuteFreesIn: Number(row?.minute_frees_in ?? 0),
        hourFreesIn: Number(row?.hour_frees_in ?? 0),
      };
    },
  };
}
