import { z } from 'zod';
import { STATEMENT_MONTH_PATTERN } from './statement.rules.ts';

/** A seller's monthly statements (docs/decisions/059-receipts-and-statements.md). */

/** GET /api/payouts/statements: the months with at least one movement of the seller's money, newest first. */
export const StatementMonths = z.object({
  months: z.array(z.string().regex(STATEMENT_MONTH_PATTERN)),
});
export type StatementMonths = z.infer<typeof StatementMonths>;

/**
 * GET /api/payouts/statements/{month}: the month as the path gives it. Any text of up to 20 characters
 * reaches the service, which answers 400 STATEMENT_MONTH_INVALID for a malformed or future month.
 */
export const StatementMonthParams = z.object({ month: z.string().max(20) });
export type StatementMonthParams = z.infer<typeof StatementMonthParams>;
