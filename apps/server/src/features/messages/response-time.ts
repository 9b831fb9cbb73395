import { sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema/messages.ts';
import { conversationPeopleAs } from '../conversations/index.ts';

const people = conversationPeopleAs('c');

/**
 * How fast a person answers, in seconds, as SQL for the stats feature's one statement (NULL: no
 * answer yet): in each of their conversations, from the other person's first message to their own
 * first message after it; conversations without such a reply do not count. `userId` is an SQL value.
 */
export const averageResponseSecondsOf = (userId: SQL): SQL => sql`(
            SELECT avg(extract(epoch FROM answered.reply_at - answered.asked_at))
            FROM (
              SELECT asked.at AS asked_at,
                (SELECT min(reply.created_at) FROM ${messages} reply
                  WHERE reply.conversation_id = asked.conversation_id AND reply.user_id = ${userId}
                  AND reply.created_at > asked.at) AS reply_at
              FROM (
                SELECT m.conversation_id, min(m.created_at) AS at
                FROM ${messages} m JOIN ${people} ON c.id = m.conversation_id
                WHERE (c.seller_id = ${userId} OR c.buyer_id = ${userId}) AND m.user_id <> ${userId}
                GROUP BY m.conversation_id
              ) asked
            ) answered
            WHERE answered.reply_at IS NOT NULL
          )::float8`;
