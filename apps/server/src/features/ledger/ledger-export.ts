import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';

/** The ledger's part of a person's data export (the users feature's accountExportParts): their ledger lines. */
export async function ledgerExportPart(db: Executor, userId: string) {
  const ledger = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      bidId: ledgerEntries.bidId,
      payoutId: ledgerEntries.payoutId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.createdAt));
  return { ledger };
}
