import {
  type MailPreferences,
  type MailPreferencesInput,
  preferencesFromOptOuts,
  type UnsubscribeDone,
  type UnsubscribeInfo,
} from '@inkwell/domain/mail/mail-preferences.schema';
import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findUnsubscribe } from '../mail/index.ts';

/**
 * Turns topics on (removed from users.mail_opt_outs) and off (added) in one statement, so a
 * setting saved and a one-click unsubscribe at the same moment both count. Returns the opt-outs.
 */
async function changeOptOuts(
  db: Executor,
  userId: string,
  on: MailTopic[],
  off: MailTopic[],
): Promise<string[] | null> {
  const [row] = await db
    .update(users)
    .set({
      mailOptOuts: sql`coalesce((
        SELECT jsonb_agg(topic ORDER BY topic) FROM (
          SELECT DISTINCT topic FROM jsonb_array_elements_text(${users.mailOptOuts} || ${JSON.stringify(off)}::jsonb)
          AS kept(topic)
          WHERE topic NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(on)}::jsonb))
        ) AS changed
      ), '[]'::jsonb)`,
    })
    .where(eq(users.id, userId))
    .returning({ mailOptOuts: users.mailOptOuts });
  return row?.mailOptOuts ?? null;
}

/** GET /users/me/mail-preferences: every topic, on or off. */
export function getMailPreferences(viewer: UserRow | null): MailPreferences {
  return preferencesFromOptOuts(requireUser(viewer).mailOptOuts);
}

/** PUT /users/me/mail-preferences: the topics sent are turned on or off, the others stay. */
export async function updateMailPreferences(
  db: Database,
  viewer: UserRow | null,
  input: MailPreferencesInput,
): Promise<MailPreferences> {
  const user = requireUser(viewer);
  const entries = Object.entries(input.topics) as [MailTopic, boolean | undefined][];
  const on = entries.filter(([, value]) => value === true).map(([topic]) => topic);
  const off = entries.filter(([, value]) => value === false).map(([topic]) => topic);
  const optOuts = await changeOptOuts(db, user.id, on, off);
  return preferencesFromOptOuts(optOuts ?? user.mailOptOuts);
}

const linkNotValid = () => new DomainError('NOT_FOUND', 'This unsubscribe link is not valid.');

/** GET /mail/unsubscribe: which topic the link turns off (nothing changes). */
export async function describeUnsubscribe(db: Database, token: string): Promise<UnsubscribeInfo> {
  const found = await findUnsubscribe(db, token);
  if (!found) throw linkNotValid();
  return { topic: found.topic };
}

/** POST /mail/unsubscribe (RFC 8058 one-click): the link's topic is turned off for its person; again is fine. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeDone> {
  const found = await findUnsubscribe(db, token);
  if (!found || (await changeOptOuts(db, found.userId, [], [found.topic])) === null) throw linkNotValid();
  return { topic: found.topic, unsubscribed: true };
}
