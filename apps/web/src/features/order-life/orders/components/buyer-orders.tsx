import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { ReviewModal } from '../../../reviews/index.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import type { OrdersTab } from '../orders-tab.ts';
import { BuyerOrderActions } from './buyer-order-actions.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderList } from './order-list.tsx';
import type { useNotice } from './orders-notice.tsx';
import { shownName } from '../../../../lib/person-name.ts';

interface BuyerOrdersProps {
  user: CurrentUser;
  tab: OrdersTab;
  notices: ReturnType<typeof useNotice>;
}

/** A buyer's bids on one tab (GET /bids/me?view=active|completed) with Pay and Review gig. */
export function BuyerOrders({ user, tab, notices }: BuyerOrdersProps) {
  const { t } = useTranslation('orders');
  const orders = useMyOrders(tab, user._id);
  // The gig being reviewed; kept after closing so what was typed is still there when it opens again.
  const [review, setReview] = useState<{ bid: Bid; open: boolean } | null>(null);

  return (
    <>
      <OrderList
        query={orders}
        empty={{
          title: t(`empty.buyer.${tab}.title`),
          body: t(`empty.buyer.${tab}.body`),
          action: { to: '/gigs', label: t('empty.buyer.action') },
        }}
        renderOrder={(bid) => (
          <OrderCard
            bid={bid}
            ownProposal
            hint={t(`hint.buyer.${bid.status}`)}
            person={
              <>
                {t('card.seller')}{' '}
                <Link to={`/profile/${bid.sellerId}`} className={linkClass}>
                  {shownName(t, bid.sellerUsername)}
                </Link>
              </>
            }
            actions={(titleId) => (
              <BuyerOrderActions
                bid={bid}
                titleId={titleId}
                onReviewGig={(chosen) => {
                  // The notice is where the focus goes once the review is sent, so an old one goes.
                  notices.clear();
                  setReview({ bid: chosen, open: true });
                }}
                onEnded={(kind, ended) => notices.say(t(`end.${kind}.done`, { title: ended.gig.title }))}
              />
            )}
          />
        )}
      />
      {review ? (
        <ReviewModal
          kind="gig"
          key={review.bid._id}
          bid={review.bid}
          open={review.open}
          onOpenChange={(open) => setReview({ ...review, open })}
          onReviewed={(reviewed) => notices.say(t('notice.gigReviewed', { title: reviewed.gig.title }))}
          finalFocus={notices.ref}
        />
      ) : null}
    </>
  );
}
