import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jurisdictionRules } from '../../db/schema/jurisdictions.ts';

export type JurisdictionRuleRow = typeof jurisdictionRules.$inferSelect;

/** The only module that writes jurisdiction_rules. */
export function jurisdictionsRepository(db: Executor) {
  return {
    list(): Promise<JurisdictionRuleRow[]> {
      return db.select().from(jurisdictionRules).orderBy(asc(jurisdictionRules.country));
    },

    async findByCountry(country: string): Promise<JurisdictionRuleRow | undefined> {
      const [row] = await db.select().from(jurisdictionRules).where(eq(jurisdictionRules.country, country)).limit(1);
      return row;
    },

    async upsert(row: {
      country: string;
      allowedPurposes: GigPurpose[];
      note: string;
      updatedBy: string;
      updatedAt: Date;
    }): Promise<JurisdictionRuleRow> {
      const [saved] = await db
        .insert(jurisdictionRules)
        .values(row)
        .onConflictDoUpdate({
          target: jurisdictionRules.country,
          set: {
            allowedPurposes: row.allowedPurposes,
            note: row.note,
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt,
          },
        })
        .returning();
      return saved!;
    },

    async remove(country: string): Promise<JurisdictionRuleRow | undefined> {
      const [removed] = await db.delete(jurisdictionRules).where(eq(jurisdictionRules.country, country)).returning();
      return removed;
    },
  };
}
