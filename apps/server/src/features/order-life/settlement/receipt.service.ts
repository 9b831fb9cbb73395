import type { Database } from '../../../db/client.ts';
import { requireUser } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import { paperCopyOf } from '../../../lib/pdf/copy/index.ts';
import { shortReference } from '../../../lib/pdf/paper-format.ts';
import { renderPaper } from '../../../lib/pdf/render-paper.ts';
import { orderMoneyForReceipt } from '../../ledger/index.ts';
import { ordersRepository } from '../delivery/orders.repository.ts';
import { paymentsRepository } from '../payment/payments.repository.ts';
import { receiptPaper } from './receipt.paper.ts';

/**
 * GET /orders/{bidId}/receipt (docs/decisions/059-receipts-and-statements.md): the order's receipt
 * as a PDF for its buyer or its seller, in the reader's language. 401 for a visitor; 404
 * ORDER_NOT_FOUND for a malformed or unknown id and for anyone else, operators included (as the
 * order itself); 409 ORDER_NOT_PAID while the ledger has no payment of the order (nothing was paid
 * on Inkwell, so there is nothing to give a receipt for).
 */
export async function orderReceipt(
  db: Database,
  viewer: UserRow | null,
  bidId: string,
  now = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const user = requireUser(viewer);
  const header = UUID_PATTERN.test(bidId) ? await ordersRepository(db).findHeader(bidId) : undefined;
  if (!header) throw new DomainError('ORDER_NOT_FOUND');
  const role = header.bid.bidderId === user.id ? 'buyer' : header.bid.sellerId === user.id ? 'seller' : null;
  if (!role) throw new DomainError('ORDER_NOT_FOUND');
  const [money, payment] = await Promise.all([
    orderMoneyForReceipt(db, bidId),
    paymentsRepository(db).findSucceededByBid(bidId),
  ]);
  if (money.paidCents <= 0) throw new DomainError('ORDER_NOT_PAID');
  const subject = typeof header.bid.brief?.subject === 'string' ? header.bid.brief.subject : null;
  const paper = receiptPaper(
    {
      bidId,
      gigTitle: header.gig.title,
      subject,
      buyerUsername: header.buyer.username,
      sellerUsername: header.seller.username,
      money,
      feeBasisPoints: payment?.feeBasisPoints ?? null,
      role,
    },
    paperCopyOf(user.language),
    now,
  );
  return { pdf: await renderPaper(paper, now), filename: `inkwell-receipt-${shortReference(bidId).toLowerCase()}.pdf` };
}
