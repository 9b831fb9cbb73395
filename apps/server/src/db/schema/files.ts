import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FILE_NAME_MAX } from '@inkwell/domain/files/file.schema';
import { DOCUMENT_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Private files (decision 017): documents handed over in orders and conversations, stored in
 * PRIVATE_FILES_DIR under `storage_key` and read only through GET /api/files/{id}. An account
 * with files cannot be deleted without deciding what becomes of them (the other side of an order
 * may need them), hence `restrict`.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type', { enum: DOCUMENT_MIME_TYPES }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    index('files_owner_id_idx').on(t.ownerId),
    check('files_size_positive', sql`${t.sizeBytes} > 0`),
    check('files_name_length', sql`char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(FILE_NAME_MAX))}`),
  ],
);
