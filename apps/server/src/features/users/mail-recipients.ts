import type { Language } from '@inkwell/domain/limits';
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** Who may be mailed, as one read of the recipients gives it (the notifications feature's mail). */
export interface MailRecipient {
  id: string;
  email: string;
  username: string;
  fullName: string;
  language: Language;
  mailOptOuts: string[];
  deletedAt: Date | null;
}

/** The recipients' address, language, opt-outs and deletion, in one query. */
export async function findMailRecipients(tx: Executor, ids: string[]): Promise<Map<string, MailRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      fullName: users.fullName,
      language: users.language,
      mailOptOuts: users.mailOptOuts,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the person whose id is the SQL expression `userId` takes mail of `topic` (an account not
 * deleted, the topic not turned off), as a condition of another feature's query (the away digest).
 */
export function takesMailOf(userId: SQLWrapper, topic: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL
    AND NOT (${users.mailOptOuts} @> ${JSON.stringify([topic])}::jsonb))`;
}
