import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import type {
  JurisdictionRule,
  JurisdictionRuleInput,
  JurisdictionRuleList,
} from '@inkwell/domain/integrity/jurisdiction.schema';
import type { Database, Executor } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { auditRepository } from '../audit/index.ts';
import { jurisdictionsRepository, type JurisdictionRuleRow } from './jurisdictions.repository.ts';

/**
 * Operators' rules per buyer country (decision 039). Operators only: 401 for visitors,
 * 403 OPERATOR_ONLY for anyone else. Every change writes one line of the operators' audit log (the
 * audit feature's) in its own transaction.
 */

const toRule = (row: JurisdictionRuleRow): JurisdictionRule => ({
  country: row.country as JurisdictionRule['country'],
  allowedPurposes: row.allowedPurposes,
  note: row.note,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listJurisdictionRules(db: Database, viewer: UserRow | null): Promise<JurisdictionRuleList> {
  requireRole(viewer, 'operator');
  return { items: (await jurisdictionsRepository(db).list()).map(toRule) };
}

export async function setJurisdictionRule(
  db: Database,
  viewer: UserRow | null,
  country: string,
  input: JurisdictionRuleInput,
): Promise<JurisdictionRule> {
  const operator = requireRole(viewer, 'operator');
  const at = new Date();
  const row = await db.transaction(async (tx) => {
    const repository = jurisdictionsRepository(tx);
    const before = await repository.findByCountry(country);
    const saved = await repository.upsert({
      country,
      allowedPurposes: input.allowedPurposes,
      note: input.note,
      updatedBy: operator.id,
      updatedAt: at,
    });
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'jurisdiction_rule_set',
        targetType: 'jurisdiction',
        targetId: country,
        note: input.note,
        data: { allowedPurposes: input.allowedPurposes, before: before?.allowedPurposes ?? null },
      },
      at,
    );
    return saved;
  });
  return toRule(row);
}

export async function removeJurisdictionRule(db: Database, viewer: UserRow | null, country: string): Promise<void> {
  const operator = requireRole(viewer, 'operator');
  const at = new Date();
  await db.transaction(async (tx) => {
    const repository = jurisdictionsRepository(tx);
    const removed = await repository.remove(country);
    if (!removed) throw new DomainError('JURISDICTION_RULE_NOT_FOUND');
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'jurisdiction_rule_removed',
        targetType: 'jurisdiction',
        targetId: country,
        note: removed.note,
        data: { allowedPurposes: removed.allowedPurposes },
      },
      at,
    );
  });
}

/** The purposes buyers from `country` may order, or undefined when no rule limits them. */
export async function allowedPurposesFor(db: Executor, country: string): Promise<GigPurpose[] | undefined> {
  if (country === '') return undefined;
  return (await jurisdictionsRepository(db).findByCountry(country))?.allowedPurposes;
}
