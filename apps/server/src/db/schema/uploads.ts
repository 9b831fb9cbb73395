import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { UPLOAD_KINDS } from '@inkwell/domain/uploads/upload.rules';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Uploaded files: public images and the gigs' supporting documents. */

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_owner_id_idx').on(t.ownerId),
    check('uploads_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);
