import type { Bid, BidList } from '@inkwell/domain/bids/bid.schema';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { OrderListEmpty, OrderListError, OrderListSkeleton } from './order-list-states.tsx';

interface OrderListProps {
  query: UseInfiniteQueryResult<InfiniteData<BidList>>;
  empty: Parameters<typeof OrderListEmpty>[0];
  renderOrder: (bid: Bid) => ReactNode;
}

/**
 * The orders of one tab in the states of docs/product.md#user-facing-sentences (loading, something went wrong with Try
 * again, empty), a page at a time with Load more over the cursor (docs/product.md#pagination).
 */
export function OrderList({ query, empty, renderOrder }: OrderListProps) {
  const { t } = useTranslation('orders');
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <OrderListSkeleton />;
  if (query.isError && orders.length === 0)
    return <OrderListError onRetry={() => void query.refetch()} pending={query.isFetching} />;
  if (orders.length === 0) return <OrderListEmpty {...empty} />;

  return (
    <>
      <ul className="space-y-4">
        {orders.map((bid) => (
          <li key={bid._id}>{renderOrder(bid)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <FormAlert tone="error">{t('states.moreFailed')}</FormAlert>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className={buttonClasses('secondary', 'md', 'min-w-40 disabled:cursor-wait')}
          >
            {query.isFetchingNextPage ? t('states.loadingMore') : t('states.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
