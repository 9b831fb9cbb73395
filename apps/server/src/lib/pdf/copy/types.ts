/**
 * The words of the papers (receipts and monthly statements) in one language: copy/en.ts, fr.ts,
 * de.ts and es.ts hold the same keys (a test checks it), as the mails' copy does. `{name}`-style
 * placeholders are filled with plain text.
 */
export interface PaperCopy {
  /** BCP 47 locale for numbers, money and dates. */
  locale: string;
  /** "Issued"; the date follows. */
  issued: string;
  /** `{page}` of `{pages}`. */
  page: string;
  /** Said at the end of every paper. */
  utc: string;
  currency: string;
  /** Stands for a date that has not come (not released yet...). */
  none: string;
  receipt: {
    title: string;
    /** `{reference}`: the order's short reference. */
    subtitle: string;
    copy: string;
    buyerCopy: string;
    sellerCopy: string;
    orderTitle: string;
    gig: string;
    subject: string;
    reference: string;
    buyer: string;
    seller: string;
    datesTitle: string;
    paidAt: string;
    releasedAt: string;
    refundedAt: string;
    amountsTitle: string;
    paid: string;
    refunded: string;
    held: string;
    released: string;
    /** `{rate}`: the order's fee rate, e.g. 10 %. */
    fee: string;
    earnings: string;
    /** The buyer's copy: what the buyer paid once refunds are taken off. */
    netPaid: string;
    buyerNote: string;
    sellerNote: string;
  };
  statement: {
    title: string;
    seller: string;
    period: string;
    balancesTitle: string;
    /** `{date}`: the month's first day. */
    opening: string;
    /** `{date}`: the month's last day, or today for the month under way. */
    closing: string;
    pending: string;
    available: string;
    inFlight: string;
    total: string;
    summaryTitle: string;
    released: string;
    fees: string;
    earned: string;
    cleared: string;
    payoutsAsked: string;
    payoutsPaid: string;
    payoutsFailed: string;
    /** Opening + earned - paid out = closing, said in words. */
    reconciliation: string;
    ordersTitle: string;
    date: string;
    order: string;
    gross: string;
    fee: string;
    net: string;
    noOrders: string;
    movementsTitle: string;
    /** The table of every clearing, payout and chargeback, under the month's totals of them. */
    movementsListTitle: string;
    movement: string;
    amount: string;
    noMovements: string;
    /** `{order}`: the order whose money cleared. */
    clearing: string;
    /** `{reference}`: the payout's short reference. */
    payout: string;
    payoutPaid: string;
    payoutFailed: string;
    /** A movement this copy has no words for yet; `{kind}` is its name. */
    other: string;
    /** The sum of such movements in the month's summary. */
    otherTotal: string;
    /** The month's card disputes: shares held from pending, or given back. */
    chargebacks: string;
    /** `{order}`: the order a card dispute is about. */
    chargebackHold: string;
    chargebackReturn: string;
    chargebackDebit: string;
  };
}
