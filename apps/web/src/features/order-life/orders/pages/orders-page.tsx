import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../../../auth/index.ts';
import { BuyerOrders } from '../components/buyer-orders.tsx';
import { OrdersNotice, useNotice } from '../components/orders-notice.tsx';
import { OrdersTabs, PANEL_ID, tabId } from '../components/orders-tabs.tsx';
import { SellerOrders } from '../components/seller-orders.tsx';
import { TAB_PARAM, tabFromSearch, type OrdersTab } from '../orders-tab.ts';

/**
 * /orders and /seller/orders (docs/product.md#screens-and-routes): a buyer's own bids, or the bids on
 * a seller's gigs, on the tabs Active (default) and Completed, the tab kept in the address
 * (?tab=completed). Visitors are sent to sign in and come back here; a browser with no stored user
 * waits for /auth/session before deciding.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  const [search, setSearch] = useSearchParams();
  const notices = useNotice();
  const tab = tabFromSearch(search);
  const seller = me.data?.isSeller === true;
  useDocumentTitle(seller ? t('title.seller') : t('title.buyer'));

  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;
  const user = me.data;

  const showTab = (next: OrdersTab) => {
    if (next === tab) return;
    notices.clear();
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'active') params.delete(TAB_PARAM);
      else params.set(TAB_PARAM, next);
      return params;
    });
  };

  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <header className="pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {seller ? t('title.seller') : t('title.buyer')}
        </h1>
        <p className="mt-1 text-slate-600">{seller ? t('intro.seller') : t('intro.buyer')}</p>
      </header>
      <OrdersTabs tab={tab} onChange={showTab} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="pt-6">
        <OrdersNotice notice={notices.notice} noticeRef={notices.ref} />
        {seller ? (
          <SellerOrders user={user} tab={tab} notices={notices} />
        ) : (
          <BuyerOrders user={user} tab={tab} notices={notices} />
        )}
      </div>
    </div>
  );
}
