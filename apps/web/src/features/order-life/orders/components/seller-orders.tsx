import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { problemText } from '../../../../lib/problem-text.ts';
import { useApproveBid } from '../../bidding/api/approve-bid.ts';
import { useOwnerOrders } from '../api/get-owner-orders.ts';
import { areaOf, useOpenConversation } from '../../../messages/index.ts';
import { ReviewModal } from '../../../reviews/index.ts';
import type { OrdersTab } from '../orders-tab.ts';
import { OrderCard } from './order-card.tsx';
import { OrderList } from './order-list.tsx';
import type { useNotice } from './orders-notice.tsx';
import { SellerOrderActions } from './seller-order-actions.tsx';
import { shownName } from '../../../../lib/person-name.ts';

interface SellerOrdersProps {
  user: CurrentUser;
  tab: OrdersTab;
  notices: ReturnType<typeof useNotice>;
}

function Bidder({ bid }: { bid: Bid }) {
  const { t } = useTranslation();
  const name = bid.bidderProfile.fullName;
  return (
    <span className="flex items-center gap-2.5">
      <Avatar src={bid.bidderProfile.img} className="size-9" />
      <span className="min-w-0 wrap-anywhere">
        <Link to={`/profile/${bid.bidderId}`} className={`font-semibold ${linkClass}`}>
          {shownName(t, bid.bidderUsername)}
        </Link>
        {name ? <span className="block text-slate-600">{name}</span> : null}
      </span>
    </span>
  );
}

/**
 * The bids on a seller's gigs: Active (GET /bids/owner/pending: pending bids and orders under way)
 * with Approve, Decline and Cancel, and Completed (GET /bids/owner/completed).
 */
export function SellerOrders({ user, tab, notices }: SellerOrdersProps) {
  const { t } = useTranslation('orders');
  const orders = useOwnerOrders(tab, user._id);
  const [review, setReview] = useState<{ bid: Bid; open: boolean } | null>(null);
  const loaded = orders.data?.pages.flatMap((page) => page.items) ?? [];
  // One approval at a time, held here: it may cancel other bids of the list, and a refused one may
  // leave the list (its card gone), while the page still has to say why.
  const approve = useApproveBid();
  const approvingId = approve.isPending ? approve.variables : null;
  // Message bidder opens the conversation (or starts it) and shows the chat; a failure is said on the
  // page (docs/product.md#user-facing-sentences: the refusal, else "Failed to open messages").
  const conversation = useOpenConversation(user._id, areaOf(useLocation().pathname));
  const messagingId = conversation.isPending ? conversation.variables : null;
  const messageBidder = (bid: Bid) => {
    notices.clear();
    conversation.mutate(bid.bidderId, {
      onError: (error) => notices.say(problemText(t, error, t('errors:fallback.openMessages')), 'error'),
    });
  };

  /**
   * docs/product.md#user-facing-sentences: a refusal says the server's text, else "Failed to approve bid". On success,
   * the list as it was when Approve was pressed says whether other bids of the gig were waiting:
   * the server has cancelled them (not selected), so they leave the refreshed list.
   */
  const approveBid = (chosen: Bid) => {
    const before = loaded;
    notices.clear();
    approve.mutate(chosen._id, {
      onSuccess: (approved) => {
        const others = before.some(
          (bid) => bid.gigId === approved.gigId && bid._id !== approved._id && bid.status === 'pending',
        );
        const values = { name: approved.bidderUsername, title: approved.gig.title };
        notices.say(`${t('notice.approved', values)}${others ? ` ${t('notice.othersNotSelected')}` : ''}`);
      },
      onError: (error) => notices.say(problemText(t, error, t('approveFailure.generic')), 'error'),
    });
  };

  return (
    <>
      <OrderList
        query={orders}
        empty={{
          title: t(`empty.seller.${tab}.title`),
          body: t(`empty.seller.${tab}.body`),
          action: { to: '/seller/add', label: t('empty.seller.action') },
        }}
        renderOrder={(bid) => (
          <OrderCard
            bid={bid}
            showBrief
            hint={t(`hint.seller.${bid.status}`)}
            person={<Bidder bid={bid} />}
            actions={(titleId) => (
              <SellerOrderActions
                bid={bid}
                titleId={titleId}
                approving={approvingId === bid._id}
                approveLocked={approve.isPending}
                onApprove={approveBid}
                messaging={messagingId === bid.bidderId}
                onMessage={messageBidder}
                onEnded={(kind, ended) => notices.say(t(`end.${kind}.done`, { title: ended.gig.title }))}
                onReviewBuyer={(chosen) => {
                  // The notice is where the focus goes once the review is sent, so an old one goes.
                  notices.clear();
                  setReview({ bid: chosen, open: true });
                }}
              />
            )}
          />
        )}
      />
      {review ? (
        <ReviewModal
          kind="buyer"
          key={review.bid._id}
          bid={review.bid}
          open={review.open}
          onOpenChange={(open) => setReview({ ...review, open })}
          onReviewed={(reviewed) => notices.say(t('notice.buyerReviewed', { name: reviewed.bidderUsername }))}
          finalFocus={notices.ref}
        />
      ) : null}
    </>
  );
}
