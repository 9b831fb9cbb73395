import { canTransition } from '@inkwell/domain/bids/bid.process';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { CheckIcon, MessageIcon } from '../../../components/ui/icons.tsx';

interface SellerOrderActionsProps {
  bid: Bid;
  titleId: string;
  /** This bid's approval is being sent. */
  approving: boolean;
  /** An approval is being sent (it may cancel this bid too), so Approve waits. */
  approveLocked: boolean;
  onApprove: (bid: Bid) => void;
  onComplete: (bid: Bid) => void;
  /** This bid's bidder is being messaged (the conversation is opening). */
  messaging: boolean;
  onMessage: (bid: Bid) => void;
}

/**
 * The seller's actions (by the bid process): Approve a pending bid, Complete an approved or
 * in-progress one (with the review dialog), and Message bidder, which opens the conversation with
 * the bidder (starting it when there is none).
 */
export function SellerOrderActions({ bid, titleId, approving, approveLocked, onApprove, onComplete, messaging, onMessage }: SellerOrderActionsProps) {
  const { t } = useTranslation('orders');
  const canApprove = canTransition(bid.status, 'approve');
  const canComplete = canTransition(bid.status, 'complete');

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
        {canComplete ? (
          <button type="button" aria-haspopup="dialog" aria-describedby={titleId} onClick={() => onComplete(bid)} className={buttonClasses('primary', 'md')}>
            <CheckIcon className="size-5" />
            {t('actions.complete')}
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
