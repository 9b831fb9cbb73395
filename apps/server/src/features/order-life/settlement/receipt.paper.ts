import type { Paper, PaperLine } from '../../../lib/pdf/paper.ts';
import { fill, type PaperCopy } from '../../../lib/pdf/copy/index.ts';
import { paperFormat, shortReference } from '../../../lib/pdf/paper-format.ts';
import type { OrderMoneyForReceipt } from '../../ledger/index.ts';

/** What a receipt is made of: the order, its people, its money from the ledger, and who reads it. */
export interface ReceiptFacts {
  bidId: string;
  gigTitle: string;
  /** The subject of the buyer's brief, when the bid has one. */
  subject: string | null;
  buyerUsername: string;
  sellerUsername: string;
  money: OrderMoneyForReceipt;
  /** The fee rate fixed on the order when it was paid (basis points; null: no fee). */
  feeBasisPoints: number | null;
  role: 'buyer' | 'seller';
}

/**
 * An order's receipt as a paper (docs/decisions/059-receipts-and-statements.md): the order and both
 * people, the dates its money moved, and its amounts. Both copies say what the buyer paid and what
 * was refunded, held or released; only the seller's copy says the platform's fee and the seller's
 * earnings, which are the seller's business alone (a buyer sees the price they pay, unchanged).
 */
export function receiptPaper(facts: ReceiptFacts, copy: PaperCopy, issuedAt: Date): Paper {
  const format = paperFormat(copy);
  const words = copy.receipt;
  const { money } = facts;
  const reference = shortReference(facts.bidId);
  const when = (at: Date | null) => (at ? format.dateTime(at) : copy.none);

  const order: PaperLine[] = [
    { label: words.gig, value: facts.gigTitle },
    ...(facts.subject ? [{ label: words.subject, value: facts.subject }] : []),
    { label: words.reference, value: facts.bidId },
    { label: words.buyer, value: facts.buyerUsername },
    { label: words.seller, value: facts.sellerUsername },
  ];
  const dates: PaperLine[] = [
    { label: words.paidAt, value: when(money.paidAt) },
    { label: words.releasedAt, value: when(money.releasedAt) },
    ...(money.refundedAt ? [{ label: words.refundedAt, value: when(money.refundedAt) }] : []),
  ];
  const amounts: PaperLine[] = [{ label: words.paid, value: format.money(money.paidCents) }];
  if (money.refundedCents > 0) amounts.push({ label: words.refunded, value: format.money(money.refundedCents) });
  if (money.heldCents > 0) amounts.push({ label: words.held, value: format.money(money.heldCents) });
  if (facts.role === 'buyer') {
    amounts.push({ label: words.netPaid, value: format.money(money.paidCents - money.refundedCents), strong: true });
  } else {
    amounts.push({ label: words.released, value: format.money(money.releasedCents) });
    const rate = format.rate(facts.feeBasisPoints ?? 0);
    amounts.push({ label: fill(words.fee, { rate }), value: format.money(-money.feeCents) });
    amounts.push({ label: words.earnings, value: format.money(money.releasedCents - money.feeCents), strong: true });
  }

  return {
    language: copy.locale,
    title: words.title,
    subtitle: fill(words.subtitle, { reference }),
    facts: [
      { label: words.copy, value: facts.role === 'buyer' ? words.buyerCopy : words.sellerCopy, strong: true },
      { label: copy.issued, value: format.date(issuedAt) },
    ],
    sections: [
      { title: words.orderTitle, lines: order },
      { title: words.datesTitle, lines: dates },
      { title: words.amountsTitle, lines: amounts },
    ],
    notes: [facts.role === 'buyer' ? words.buyerNote : words.sellerNote, copy.currency, copy.utc],
    pageFooter: copy.page,
  };
}
