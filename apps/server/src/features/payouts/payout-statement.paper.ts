import type { SellerLedgerLine } from '../ledger/index.ts';
import { fill, type PaperCopy } from '../../lib/pdf/copy/index.ts';
import type { Paper, PaperLine } from '../../lib/pdf/paper.ts';
import { paperFormat, shortReference } from '../../lib/pdf/paper-format.ts';

/** A seller's three balances at an instant (cents). */
export interface Balances {
  pendingCents: number;
  availableCents: number;
  inFlightCents: number;
}

/** What a monthly statement is made of: the month's ledger lines and the balances around it. */
export interface StatementFacts {
  month: string;
  from: Date;
  to: Date;
  sellerUsername: string;
  lines: SellerLedgerLine[];
  opening: Balances;
  closing: Balances;
  gigTitles: Map<string, string>;
}

const BALANCE_ACCOUNTS = new Set(['seller', 'seller_available', 'seller_in_flight']);
const total = (balances: Balances) => balances.pendingCents + balances.availableCents + balances.inFlightCents;

/** Each movement once, by the line of the account that tells it; `words` names it. */
const TOLD_BY: Record<string, { account: string; words: keyof PaperCopy['statement']; sign: 1 | -1 }> = {
  clearing: { account: 'seller_available', words: 'clearing', sign: 1 },
  payout: { account: 'seller_in_flight', words: 'payout', sign: 1 },
  payout_paid: { account: 'seller_paid_out', words: 'payoutPaid', sign: 1 },
  payout_failed: { account: 'seller_available', words: 'payoutFailed', sign: 1 },
  chargeback_hold: { account: 'seller_held', words: 'chargebackHold', sign: 1 },
  chargeback_return: { account: 'seller', words: 'chargebackReturn', sign: 1 },
  chargeback_debit: { account: 'seller_held', words: 'chargebackDebit', sign: -1 },
};

/**
 * A seller's monthly statement as a paper (docs/decisions/059-receipts-and-statements.md): the
 * balances at the month's start and end, the month in sums that lead from one to the other, the
 * orders released (what was released, the fee, what the seller earns), and the clearings, payouts
 * and chargebacks, each a sum or a line of the ledger.
 */
export function statementPaper(facts: StatementFacts, copy: PaperCopy, issuedAt: Date): Paper {
  const format = paperFormat(copy);
  const words = copy.statement;
  const lastDay = new Date(Math.min(facts.to.getTime() - 1, issuedAt.getTime()));
  const orderName = (bidId: string | null) => {
    const reference = bidId ? shortReference(bidId) : '';
    const title = bidId ? facts.gigTitles.get(bidId) : undefined;
    return title ? `${title} (${reference})` : reference;
  };

  // The month's effect on the three balances, by kind of movement.
  const effect = new Map<string, number>();
  for (const line of facts.lines)
    if (BALANCE_ACCOUNTS.has(line.account)) effect.set(line.kind, (effect.get(line.kind) ?? 0) + line.amountCents);
  const releasedCents = effect.get('release') ?? 0;
  const feesCents = -(effect.get('fee') ?? 0);
  const paidOutCents = -(effect.get('payout_paid') ?? 0);
  let chargebacksCents = 0;
  let otherCents = 0;
  for (const [kind, cents] of effect) {
    if (['release', 'fee', 'payout_paid', 'clearing', 'payout', 'payout_failed'].includes(kind)) continue;
    if (kind.startsWith('chargeback')) chargebacksCents += cents;
    else otherCents += cents;
  }
  const sumOf = (kind: string, account: string) =>
    facts.lines
      .filter((line) => line.kind === kind && line.account === account)
      .reduce((sum, line) => sum + line.amountCents, 0);

  const summary: PaperLine[] = [
    { label: fill(words.opening, { date: format.date(facts.from) }), value: format.money(total(facts.opening)) },
    { label: words.released, value: format.money(releasedCents) },
    { label: words.fees, value: format.money(-feesCents) },
    { label: words.earned, value: format.money(releasedCents - feesCents) },
    ...(chargebacksCents !== 0 ? [{ label: words.chargebacks, value: format.money(chargebacksCents) }] : []),
    ...(otherCents !== 0 ? [{ label: words.otherTotal, value: format.money(otherCents) }] : []),
    { label: words.payoutsPaid, value: format.money(-paidOutCents) },
    {
      label: fill(words.closing, { date: format.date(lastDay) }),
      value: format.money(total(facts.closing)),
      strong: true,
    },
  ];

  const movementTotals: PaperLine[] = [
    { label: words.cleared, value: format.money(sumOf('clearing', 'seller_available')) },
    { label: words.payoutsAsked, value: format.money(sumOf('payout', 'seller_in_flight')) },
    { label: words.payoutsFailed, value: format.money(sumOf('payout_failed', 'seller_available')) },
  ];

  const orders = new Map<string, { at: Date; grossCents: number; feeCents: number }>();
  for (const line of facts.lines) {
    if (line.account !== 'seller' || !line.bidId || (line.kind !== 'release' && line.kind !== 'fee')) continue;
    const order = orders.get(line.bidId) ?? { at: line.at, grossCents: 0, feeCents: 0 };
    if (line.kind === 'release') order.grossCents += line.amountCents;
    else order.feeCents -= line.amountCents;
    orders.set(line.bidId, order);
  }
  const orderRows = [...orders].map(([bidId, order]) => [
    format.shortDate(order.at),
    orderName(bidId),
    format.money(order.grossCents),
    format.money(-order.feeCents),
    format.money(order.grossCents - order.feeCents),
  ]);

  const movements = facts.lines.flatMap((line) => {
    const told = TOLD_BY[line.kind];
    if (told ? told.account !== line.account : ['release', 'fee'].includes(line.kind)) return [];
    const text = told
      ? fill(words[told.words] as string, {
          order: orderName(line.bidId),
          reference: line.payoutId ? shortReference(line.payoutId) : '',
        })
      : fill(words.other, { kind: line.kind });
    return [[format.shortDate(line.at), text, format.money((told?.sign ?? 1) * line.amountCents)]];
  });

  const balanceRow = (label: string, balances: Balances) => [
    label,
    format.money(balances.pendingCents),
    format.money(balances.availableCents),
    format.money(balances.inFlightCents),
    format.money(total(balances)),
  ];

  return {
    language: copy.locale,
    title: words.title,
    subtitle: format.month(facts.month),
    facts: [
      { label: words.seller, value: facts.sellerUsername, strong: true },
      { label: words.period, value: `${format.date(facts.from)} – ${format.date(new Date(facts.to.getTime() - 1))}` },
      { label: copy.issued, value: format.date(issuedAt) },
    ],
    sections: [
      {
        title: words.balancesTitle,
        table: {
          columns: [
            { label: '', width: 2.2 },
            { label: words.pending, width: 1.2, align: 'right' },
            { label: words.available, width: 1.2, align: 'right' },
            { label: words.inFlight, width: 1.2, align: 'right' },
            { label: words.total, width: 1.2, align: 'right' },
          ],
          rows: [
            balanceRow(fill(words.opening, { date: format.date(facts.from) }), facts.opening),
            balanceRow(fill(words.closing, { date: format.date(lastDay) }), facts.closing),
          ],
          empty: '',
        },
      },
      { title: words.summaryTitle, note: words.reconciliation, lines: summary },
      {
        title: words.ordersTitle,
        table: {
          columns: [
            { label: words.date, width: 1.3 },
            { label: words.order, width: 3 },
            { label: words.gross, width: 1.1, align: 'right' },
            { label: words.fee, width: 1, align: 'right' },
            { label: words.net, width: 1.1, align: 'right' },
          ],
          rows: orderRows,
          ...(orderRows.length > 1
            ? {
                total: [
                  '',
                  words.total,
                  format.money(releasedCents),
                  format.money(-feesCents),
                  format.money(releasedCents - feesCents),
                ],
              }
            : {}),
          empty: words.noOrders,
        },
      },
      { title: words.movementsTitle, lines: movementTotals },
      {
        title: words.movementsListTitle,
        table: {
          columns: [
            { label: words.date, width: 1.3 },
            { label: words.movement, width: 4.1 },
            { label: words.amount, width: 1.1, align: 'right' },
          ],
          rows: movements,
          empty: words.noMovements,
        },
      },
    ],
    notes: [copy.currency, copy.utc],
    pageFooter: copy.page,
  };
}
