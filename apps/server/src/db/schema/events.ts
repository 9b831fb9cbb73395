import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** The events feature's table: what each person's live stream is sent. */

/**
 * The live-event log: what each person's Server-Sent Events stream delivers, kept for a day so that
 * a reconnecting stream replays what it missed after its Last-Event-ID. Ids come from one sequence;
 * a person's events are written under a per-person advisory lock, so they commit in id order.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_user_id_idx').on(t.userId, t.id), index('events_created_idx').on(t.createdAt)],
);
