import { canTransition } from '@inkwell/domain/bids/bid.process';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { CheckIcon, MessageIcon, StarIcon } from '../../../../components/ui/icons.tsx';
import { EndBidActions } from '../../bidding/components/end-bid-actions.tsx';

interface SellerOrderActionsProps {
  bid: Bid;
  titleId: string;
  /** This bid's approval is being sent. */
  approving: boolean;
  /** An approval is being sent (it may cancel this bid too), so Approve waits. */
  approveLocked: boolean;
  onApprove: (bid: Bid) => void;
  /** A sentence on what ending the bid did (declined, cancelled). */
  onEnded: (kind: 'withdraw' | 'decline' | 'cancel', bid: Bid) => void;
  /** This bid's bidder is being messaged (the conversation is opening). */
  messaging: boolean;
  onMessage: (bid: Bid) => void;
  /** Opens the review of the buyer (a completed order the seller has not reviewed yet). */
  onReviewBuyer: (bid: Bid) => void;
}

/**
 * The seller's actions (by the bid process): Approve or Decline (with a reason) a pending bid,
 * Cancel an approved one not paid yet, Review the buyer once completed, and Message bidder, which opens the
 * conversation with the bidder (starting it when there is none). Delivering is on the order's page.
 */
export function SellerOrderActions({
  bid,
  titleId,
  approving,
  approveLocked,
  onApprove,
  onEnded,
  messaging,
  onMessage,
  onReviewBuyer,
}: SellerOrderActionsProps) {
  const { t } = useTranslation('orders');
  const canApprove = canTransition(bid.status, 'approve');

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        {canApprove ? (
          <button
            type="button"
            disabled={approveLocked}
            aria-describedby={titleId}
            onClick={() => onApprove(bid)}
            className={buttonClasses('primary', 'md', approving ? 'disabled:cursor-wait' : '')}
          >
            <CheckIcon className="size-5" />
            {approving ? t('actions.approving') : t('actions.approve')}
          </button>
        ) : null}
        <EndBidActions
          bid={{ _id: bid._id, status: bid.status, gigTitle: bid.gig.title }}
          role="seller"
          titleId={titleId}
          onEnded={onEnded}
        />
        {bid.status === 'completed' && !bid.hasUserReview ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => onReviewBuyer(bid)}
            className={buttonClasses('primary', 'md')}
          >
            <StarIcon className="size-5" />
            {t('actions.reviewBuyer')}
          </button>
        ) : null}
        <button
          type="button"
          disabled={messaging}
          aria-describedby={titleId}
          onClick={() => onMessage(bid)}
          className={buttonClasses('secondary', 'md', 'disabled:cursor-wait')}
        >
          <MessageIcon className="size-5" />
          {t('actions.messageBidder')}
        </button>
      </div>
      {bid.status === 'completed' && bid.hasUserReview ? (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CheckIcon className="size-4" />
          {t('actions.buyerReviewed')}
        </p>
      ) : null}
    </div>
  );
}
