import type { GigPurpose, OperatorAction } from '@inkwell/domain/integrity/integrity.constants';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jurisdictionRules, operatorAuditLog } from '../../db/schema/integrity.ts';
import { newId } from '../../lib/ids.ts';

export type JurisdictionRuleRow = typeof jurisdictionRules.$inferSelect;

/** The only module that writes jurisdiction_rules (and the audit lines of those writes). */
export function jurisdictionsRepository(db: Executor) {
  return {
    list(): Promise<JurisdictionRuleRow[]> {
      return db.select().from(jurisdictionRules).orderBy(asc(jurisdictionRules.country));
    },

    async findByCountry(country: string): Promise<JurisdictionRuleRow | undefined> {
      const [row] = await db.select().from(jurisdictionRules).where(eq(jurisdictionRules.country, country)).limit(1);
      return row;
    },

    async upsert(row: { country: string; allowedPurposes: GigPurpose[]; note: string; updatedBy: string; updatedAt: Date }): Promise<JurisdictionRuleRow> {
      const [saved] = await db
        .insert(jurisdictionRules)
        .values(row)
        .onConflictDoUpdate({
          target: jurisdictionRules.country,
          set: { allowedPurposes: row.allowedPurposes, note: row.note, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
        })
        .returning();
      return saved!;
    },

    async remove(country: string): Promise<JurisdictionRuleRow | undefined> {
      const [removed] = await db.delete(jurisdictionRules).where(eq(jurisdictionRules.country, country)).returning();
      return removed;
    },

    async audit(entry: { operatorId: string; action: OperatorAction; country: string; note: string; data: Record<string, unknown>; at: Date }): Promise<void> {
      await db.insert(operatorAuditLog).values({
        id: newId(entry.at.getTime()),
        operatorId: entry.operatorId,
        action: entry.action,
        targetType: 'jurisdiction',
        targetId: entry.country,
        note: entry.note,
        data: entry.data,
        createdAt: entry.at,
      });
    },
  };
}
