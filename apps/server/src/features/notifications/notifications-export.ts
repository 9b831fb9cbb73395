import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { usernamesOf } from '../users/index.ts';

/**
 * The notifications' part of a person's data export (the users
 * feature's accountExportParts); who caused each, by username.
 */
export async function notificationsExportPart(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      actorId: notifications.actorId,
      gigId: notifications.gigId,
      bidId: notifications.bidId,
      preview: notifications.preview,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const names = await usernamesOf(
    db,
    rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
  );
  return {
    notifications: rows.map(({ actorId, ...row }) => ({
      id: row.id,
      type: row.type,
      from: (actorId && names.get(actorId)) ?? null,
      gigId: row.gigId,
      bidId: row.bidId,
      preview: row.preview,
      readAt: row.readAt,
      createdAt: row.createdAt,
    })),
  };
}
