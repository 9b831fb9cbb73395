import { splitRefundAllowed } from '@inkwell/domain/orders/order.rules';
import { dollarsToCents } from '@inkwell/domain/pricing';

/**
 * The refund of a split as the operator types it (dollars, at most 2 decimals), in cents when it
 * is more than nothing and less than what was paid (the domain's rule, the server's too); else null.
 */
export function splitRefundCents(text: string, paidDollars: number): number | null {
  const clean = text.trim();
  if (!/^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  const cents = dollarsToCents(Number(clean.replace(',', '.')));
  return splitRefundAllowed(cents, dollarsToCents(paidDollars)) ? cents : null;
}
