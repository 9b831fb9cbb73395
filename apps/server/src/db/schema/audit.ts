import { OPERATOR_ACTIONS } from '@inkwell/domain/integrity/integrity.constants';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** The audit feature's table: the operators' audit log. */

/** Every operator action, written in the action's transaction; never updated or deleted. */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: OPERATOR_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The operator's message or reason. */
    note: text('note').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_audit_log_action_known', sql`${t.action} IN ${sqlList(OPERATOR_ACTIONS)}`),
    index('operator_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('operator_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
