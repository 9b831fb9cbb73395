import { PAYMENT_SUCCESS_REDIRECT_MS } from '@inkwell/domain/limits';
import type { PaymentIntentStatus } from '@inkwell/domain/payments/payment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { ClockIcon } from '../../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { useConfirmOrder } from '../api/confirm-order.ts';
import { SuccessAnimation } from '../components/success-animation.tsx';

/** Stripe's `redirect_status` in the return address, when the confirmation itself gave no answer. */
function statusFromRedirect(redirectStatus: string | null): PaymentIntentStatus | null {
  if (redirectStatus === 'succeeded' || redirectStatus === 'processing') return redirectStatus;
  if (redirectStatus === 'failed') return 'requires_payment_method';
  return null;
}

const MESSAGE_KEYS: Record<string, string> = {
  succeeded: 'success.succeeded',
  processing: 'success.processing',
  requires_payment_method: 'success.requires_payment_method',
};

/**
 * /success (docs/product.md#payments): reads `payment_intent`, confirms the payment with PUT /orders
 * (a failure is only logged), shows the result's message (succeeded, processing, not successful,
 * or something went wrong) and goes to /orders after 5 seconds.
 */
export function SuccessPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('success.title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paymentIntent = search.get('payment_intent') ?? '';
  const confirmation = useConfirmOrder(paymentIntent, queryClient);

  useEffect(() => {
    const timer = setTimeout(() => navigate('/orders', { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  if (paymentIntent !== '' && confirmation.isPending) {
    return (
      <div className="container-page flex min-h-[50vh] max-w-xl flex-col items-center justify-center py-16 text-center">
        <span
          className="size-10 rounded-full border-4 border-slate-200 border-t-accent-700 motion-safe:animate-spin"
          aria-hidden="true"
        />
        <div role="status">
          <h1 className="mt-6 text-xl font-semibold text-slate-900">{t('success.confirming')}</h1>
          <p className="mt-2 text-slate-600">{t('success.doNotClose')}</p>
        </div>
      </div>
    );
  }

  const status = confirmation.data?.status ?? statusFromRedirect(search.get('redirect_status'));
  const succeeded = status === 'succeeded';
  const waiting = succeeded || status === 'processing';
  const bidId = confirmation.data?.bidId;

  return (
    <div className="container-page flex min-h-[50vh] max-w-xl flex-col items-center justify-center py-16 text-center">
      {succeeded ? (
        <SuccessAnimation />
      ) : status === 'processing' ? (
        <ClockIcon className="size-16 text-accent-700" />
      ) : null}
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t(MESSAGE_KEYS[status ?? ''] ?? 'success.other')}
      </h1>
      <div role="status" className="mt-3 space-y-2 text-slate-600">
        {status === 'processing' ? <p>{t('success.processingNote')}</p> : null}
        <p>{succeeded ? t('success.redirecting') : t('success.redirectingOther')}</p>
        {waiting ? <p className="font-medium text-slate-800">{t('success.doNotClose')}</p> : null}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 'requires_payment_method' && bidId ? (
          <Link to={`/pay/${bidId}`} className={buttonClasses('primary', 'md')}>
            {t('success.tryAgain')}
          </Link>
        ) : null}
        <Link
          to="/orders"
          replace
          className={status === 'requires_payment_method' && bidId ? buttonClasses('secondary', 'md') : linkClass}
        >
          {t('success.toOrders')}
        </Link>
      </div>
    </div>
  );
}
