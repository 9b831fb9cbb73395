import type { OperatorAction } from '@inkwell/domain/integrity/integrity.constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorAuditLog } from '../../db/schema/audit.ts';
import { newId } from '../../lib/ids.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { userCardsAs } from '../users/index.ts';

/** The operator's public card (the users feature's read model), aliased as its table. */
const users = userCardsAs('users');

export type AuditRow = typeof operatorAuditLog.$inferSelect & { operatorUsername: string | null; createdAtKey: string };

export interface OperatorActionRecord {
  operatorId: string;
  action: OperatorAction;
  targetType: string;
  targetId: string;
  note?: string;
  data?: Record<string, unknown>;
}

const columns = {
  id: operatorAuditLog.id,
  operatorId: operatorAuditLog.operatorId,
  action: operatorAuditLog.action,
  targetType: operatorAuditLog.targetType,
  targetId: operatorAuditLog.targetId,
  note: operatorAuditLog.note,
  data: operatorAuditLog.data,
  createdAt: operatorAuditLog.createdAt,
  operatorUsername: users.username,
  createdAtKey: sql<string>`${operatorAuditLog.createdAt}::text`,
};

/** The only module that writes the operators' audit log: one row per effective action, never updated. */
export function auditRepository(db: Executor) {
  return {
    async record(entry: OperatorActionRecord, at: Date): Promise<void> {
      await db
        .insert(operatorAuditLog)
        .values({ id: newId(at.getTime()), note: '', data: {}, ...entry, createdAt: at });
    },

    /** Every action on one item, the oldest first. */
    async ofTarget(targetType: string, targetId: string): Promise<AuditRow[]> {
      return db
        .select(columns)
        .from(operatorAuditLog)
        .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
        .where(and(eq(operatorAuditLog.targetType, targetType), eq(operatorAuditLog.targetId, targetId)))
        .orderBy(asc(operatorAuditLog.createdAt), asc(operatorAuditLog.id));
    },

    /** One page (plus one row) of the log, the newest first. */
    async page(limit: number, after?: Keyset): Promise<AuditRow[]> {
      return db
        .select(columns)
        .from(operatorAuditLog)
        .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
        .where(
          after
            ? sql`(${operatorAuditLog.createdAt}, ${operatorAuditLog.id}) < (${after.at}::timestamptz,
              ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
        .limit(limit + 1);
    },
  };
}
