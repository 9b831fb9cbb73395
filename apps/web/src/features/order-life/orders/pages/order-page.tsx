import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { linkClass } from '../../../../components/form/styles.ts';
import { ChevronLeftIcon } from '../../../../components/ui/icons.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { getMeQueryOptions } from '../../../auth/index.ts';
import { useOrder } from '../api/get-order.ts';
import { BidMessage } from '../components/bid-message.tsx';
import { OrderBrief } from '../components/order-brief.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderDeliveries } from '../../delivery/components/order-deliveries.tsx';
import { OrderIssue } from '../components/order-issue.tsx';
import { OrderListError } from '../components/order-list-states.tsx';
import { OrderMoney } from '../components/order-money.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { OrdersNotice, useNotice } from '../components/orders-notice.tsx';
import { useNow } from '../due-time.ts';

/**
 * /orders/{bidId} (docs/product.md#order-life): one order as its buyer or seller (or an operator on
 * its dispute) sees it: the status, the due date with its countdown, the money, what is open (a
 * cancellation request, a dispute), what the viewer may do now, the deliveries with their files,
 * the brief and the timeline. Visitors sign in first and come back; anyone else gets Not found.
 */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const { bidId = '' } = useParams();
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  const order = useOrder(bidId, me.data?._id ?? '', { enabled: Boolean(me.data) });
  const notices = useNotice();
  const now = useNow();
  const titleId = useId();
  useDocumentTitle(order.data ? t('page.title', { title: order.data.gig.title }) : t('page.titleLoading'));

  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;
  if (order.isPending) return <PageLoading />;
  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && [403, 404].includes(order.error.status)) return <NotFoundPage />;
    return (
      <div className="container-page max-w-4xl py-8 sm:py-10">
        <OrderListError onRetry={() => void order.refetch()} pending={order.isFetching} />
      </div>
    );
  }
  const shown = order.data;
  const back = me.data.isSeller ? '/seller/orders' : '/orders';

  return (
    <div className="container-page max-w-4xl space-y-5 py-6 sm:py-10">
      <Link to={back} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
        <ChevronLeftIcon className="size-4" />
        {t('page.back')}
      </Link>
      <OrdersNotice notice={notices.notice} noticeRef={notices.ref} />
      <OrderSummary order={shown} now={now} titleId={titleId} />
      <OrderIssue order={shown} />
      <OrderActions
        order={shown}
        viewerId={me.data._id}
        titleId={titleId}
        onDone={(text) => notices.say(text)}
        noticeRef={notices.ref}
      />
      <OrderDeliveries deliveries={shown.deliveries} />
      <OrderMoney order={shown} />
      <section
        aria-labelledby="order-brief"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <h2 id="order-brief" className="text-lg font-semibold text-slate-900">
          {t('page.brief')}
        </h2>
        <OrderBrief order={shown} />
        <BidMessage
          message={shown.proposal}
          masked={shown.proposal.includes(CONTACT_MASK_TOKEN)}
          writer={shown.buyer._id === me.data._id}
        />
      </section>
      <OrderTimeline events={shown.timeline} />
    </div>
  );
}
