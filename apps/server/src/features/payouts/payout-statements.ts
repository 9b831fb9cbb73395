import { monthBounds, isStatementMonth } from '@inkwell/domain/payments/statement.rules';
import type { StatementMonths } from '@inkwell/domain/payments/statement.schema';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { paperCopyOf } from '../../lib/pdf/copy/index.ts';
import { renderPaper } from '../../lib/pdf/render-paper.ts';
import { sellerBalancesBefore, sellerLinesBetween, sellerMoneyMonths } from '../ledger/index.ts';
import { ONLY_SELLERS_GET_PAID } from './payout-accounts.service.ts';
import { statementPaper } from './payout-statement.paper.ts';
import { gigTitlesOfOrders } from '../order-life/index.ts';

/**
 * A seller's monthly statements (docs/decisions/059-receipts-and-statements.md). A month is a UTC
 * calendar month; it has a statement once the seller's money moved in it at least once (a release,
 * a fee, a clearing, a payout and its answer, a chargeback). Everything on it is read from the
 * ledger: its lines of the month, and the balances as the sums of the lines before its first and
 * after its last instant. Only the seller's own money, only for sellers.
 */

/** GET /payouts/statements: the months with a statement, newest first. */
export async function listStatementMonths(db: Database, viewer: UserRow | null): Promise<StatementMonths> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  return { months: await sellerMoneyMonths(db, seller.id) };
}

/**
 * GET /payouts/statements/{month}: the month's statement as a PDF in the seller's language. 400
 * STATEMENT_MONTH_INVALID for a month not written YYYY-MM or not begun yet; 404 STATEMENT_NOT_FOUND
 * when the seller's money did not move that month.
 */
export async function monthlyStatement(
  db: Database,
  viewer: UserRow | null,
  month: string,
  now = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const bounds = monthBounds(month);
  if (!bounds || !isStatementMonth(month, now)) throw new DomainError('STATEMENT_MONTH_INVALID');
  const lines = await sellerLinesBetween(db, seller.id, bounds.from, bounds.to);
  if (lines.length === 0) throw new DomainError('STATEMENT_NOT_FOUND');
  const bidIds = [...new Set(lines.flatMap((line) => (line.bidId ? [line.bidId] : [])))];
  const [opening, closing, gigTitles] = await Promise.all([
    sellerBalancesBefore(db, seller.id, bounds.from),
    sellerBalancesBefore(db, seller.id, bounds.to),
    gigTitlesOfOrders(db, bidIds),
  ]);
  const paper = statementPaper(
    { month, ...bounds, sellerUsername: seller.username, lines, opening, closing, gigTitles },
    paperCopyOf(seller.language),
    now,
  );
  return { pdf: await renderPaper(paper, now), filename: `inkwell-statement-${month}.pdf` };
}
