/**
 * The public face of the ledger feature (the escrow ledger's table, no routes): the bids feature
 * reads a bid's payment state from it, the payments feature writes and sums its movements, the
 * payouts feature moves and reads a seller's money after release (fees, clearing, payouts); the
 * order-life feature moves a chargeback's money, and the operator feature reads every sum; its
 * part of a person's data export (app.ts registers it).
 */
export { ledgerRepository, paymentStateSql, type LedgerKind } from './ledger.repository.ts';
export { recordPayment } from './ledger.ts';
export {
  ledgerTotals,
  orderMoneyForChargeback,
  recordChargebackMovement,
  type LedgerTotals,
} from './chargeback-money.ts';
export { ledgerExportPart } from './ledger-export.ts';
export { sellerMoneyAt } from './ledger-figures.ts';
export { orderSharesOf, type OrderShare } from './order-shares.ts';
export {
  availableCentsOf,
  clearDueReleases,
  lockSellerMoney,
  nextClearingOf,
  platformFeesCents,
  recordPayoutMovement,
  recordRelease,
  sellerBalancesOf,
  type SellerBalances,
} from './seller-money.ts';
export {
  orderMoneyForReceipt,
  sellerBalancesBefore,
  sellerLinesBetween,
  sellerMoneyMonths,
  type OrderMoneyForReceipt,
  type SellerLedgerLine,
} from './ledger-papers.ts';
