import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { problemText } from '../../../../lib/problem-text.ts';
import { getMeQueryOptions } from '../../../auth/index.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { DemoCardForm } from '../components/demo-card-form.tsx';
import { OrderSummary } from '../components/order-summary.tsx';

const StripePaymentForm = lazy(async () => ({
  default: (await import('../components/stripe-payment-form.tsx')).StripePaymentForm,
}));

/** Refusals that asking again will not change: the page says why (lib/problem-text.ts) and leads back to the orders. */
const BLOCKED = new Set(['BID_ALREADY_PAID', 'BID_NOT_APPROVED', 'PAYMENT_BIDDER_ONLY', 'BID_NOT_FOUND']);

function Blocked({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('payments');
  const code = error instanceof ApiError && BLOCKED.has(error.code) ? error.code : null;
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xs">
      <p className="text-lg font-semibold text-slate-900">
        {code ? problemText(t, error, t('pay.blocked.generic')) : t('pay.blocked.generic')}
      </p>
      {code ? null : <p className="mt-2 text-slate-600">{t('pay.blocked.genericBody')}</p>}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {code ? null : (
          <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md')}>
            {t('pay.blocked.retry')}
          </button>
        )}
        <Link to="/orders" className={buttonClasses(code ? 'primary' : 'secondary', 'md')}>
          {t('pay.blocked.toOrders')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /pay/{bidId} (docs/product.md#payments): what is being paid and the card form of the server's gateway,
 * the demo card form or Stripe Elements. Only the bidder of an approved bid gets this far; anyone
 * else, or a bid already paid, sees why and a way back to the orders.
 */
export function PayPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('pay.title'));
  const { id = '' } = useParams();
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  const intent = usePaymentIntent(id, me.data?._id);

  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;

  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <header className="pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('pay.heading')}</h1>
        <p className="mt-1 text-slate-600">{t('pay.intro')}</p>
      </header>
      {intent.isPending ? (
        <p role="status" className="flex items-center gap-3 py-10 text-slate-600">
          <span
            className="size-5 rounded-full border-2 border-slate-200 border-t-accent-700 motion-safe:animate-spin"
            aria-hidden="true"
          />
          {t('pay.preparing')}
        </p>
      ) : intent.isError ? (
        <Blocked error={intent.error} onRetry={() => void intent.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="order-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 lg:order-1">
            {intent.data.status === 'processing' ? (
              <div role="status" className="space-y-4">
                <p className="text-slate-700">{t('errors.PAYMENT_PROCESSING')}</p>
                <Link to="/orders" className={buttonClasses('secondary', 'md')}>
                  {t('pay.blocked.toOrders')}
                </Link>
              </div>
            ) : intent.data.gateway === 'stripe' ? (
              <Suspense
                fallback={
                  <p role="status" className="text-slate-600">
                    {t('pay.stripe.loading')}
                  </p>
                }
              >
                <StripePaymentForm intent={intent.data} />
              </Suspense>
            ) : (
              <DemoCardForm intent={intent.data} />
            )}
          </div>
          <div className="order-1 lg:order-2">
            <OrderSummary intent={intent.data} />
          </div>
        </div>
      )}
    </div>
  );
}
