/**
 * The public face of the ledger feature (the escrow ledger's table, no routes): the bids feature
 * reads a bid's payment state from it, the payments feature writes and sums its movements; its part
 * of a person's data export (app.ts registers it).
 */
export { ledgerRepository, paymentStateSql, type LedgerKind } from './ledger.repository.ts';
export { recordPayment } from './ledger.ts';
export { ledgerExportPart } from './ledger-export.ts';
export { sellerMoneyAt } from './ledger-figures.ts';
