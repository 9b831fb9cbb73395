import { canTransition } from '@inkwell/domain/bids/bid.process';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { CheckIcon, CreditCardIcon, StarIcon } from '../../../../components/ui/icons.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { EndBidActions } from '../../bidding/components/end-bid-actions.tsx';

interface BuyerOrderActionsProps {
  bid: Bid;
  titleId: string;
  onReviewGig: (bid: Bid) => void;
  /** A sentence on what ending the bid did (withdrawn, cancelled). */
  onEnded: (kind: 'withdraw' | 'decline' | 'cancel', bid: Bid) => void;
}

/**
 * The buyer's actions (by the bid process): Withdraw a pending bid; Pay or Cancel an approved one;
 * Review gig once the order is complete. The order's own steps are on its page.
 */
export function BuyerOrderActions({ bid, titleId, onReviewGig, onEnded }: BuyerOrderActionsProps) {
  const { t, i18n } = useTranslation('orders');
  const canPay = canTransition(bid.status, 'pay');
  const completed = bid.status === 'completed';
  const canEnd = canTransition(bid.status, 'withdraw') || canTransition(bid.status, 'cancel_unpaid');
  if (!canPay && !completed && !canEnd) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
      {canPay ? (
        <Link to={`/pay/${bid._id}`} aria-describedby={titleId} className={buttonClasses('primary', 'md')}>
          <CreditCardIcon className="size-5" />
          {t('actions.pay', { amount: formatPrice(bid.amount, i18n.language) })}
        </Link>
      ) : null}
      <EndBidActions
        bid={{ _id: bid._id, status: bid.status, gigTitle: bid.gig.title }}
        role="buyer"
        titleId={titleId}
        onEnded={onEnded}
      />
      {completed && !bid.hasGigReview ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={() => onReviewGig(bid)}
          className={buttonClasses('primary', 'md')}
        >
          <StarIcon className="size-5" />
          {t('actions.reviewGig')}
        </button>
      ) : null}
      {completed && bid.hasGigReview ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CheckIcon className="size-4" />
          {t('actions.gigReviewed')}
        </p>
      ) : null}
    </div>
  );
}
