import type { Chargeback, ChargebackOutcome } from '@inkwell/domain/payments/chargeback.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatPrice } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useResolveChargeback } from '../api/resolve-chargeback.ts';
import { formatMoment } from '../operator-format.ts';

/** One held chargeback with its decision: the share back to the seller (it clears), or to the buyer. */
function HeldChargeback({ chargeback, viewerId }: { chargeback: Chargeback; viewerId: string }) {
  const { t, i18n } = useTranslation(['finance', 'errors']);
  const resolve = useResolveChargeback(chargeback.bidId, viewerId);
  const decide = (outcome: ChargebackOutcome) => resolve.mutate({ outcome });
  const titleId = `chargeback-${chargeback.bidId}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p id={titleId} className="font-semibold text-slate-900">
        <Link to={`/orders/${chargeback.bidId}`} className="underline-offset-2 hover:underline">
          {t('finance:held.order', { id: chargeback.bidId.slice(0, 8) })}
        </Link>
        {' · '}
        {t('finance:held.amount', { amount: formatPrice(chargeback.held, i18n.language) })}
      </p>
      <p className="mt-1 text-sm wrap-anywhere text-slate-700">
        {t('finance:held.item', {
          amount: formatPrice(chargeback.amount, i18n.language),
          date: formatMoment(chargeback.at, i18n.language),
          reason: chargeback.reason,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={resolve.isPending}
          onClick={() => decide('seller')}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('finance:held.forSeller')}
        </button>
        <button
          type="button"
          disabled={resolve.isPending}
          onClick={() => decide('buyer')}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('finance:held.forBuyer')}
        </button>
      </div>
      {resolve.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemText(t, resolve.error, t('finance:held.failed'))}
        </p>
      ) : null}
    </li>
  );
}

/** The chargebacks holding a seller's share until an operator decides, the oldest first. */
export function HeldChargebacks({ items, viewerId }: { items: Chargeback[]; viewerId: string }) {
  const { t } = useTranslation('finance');
  return (
    <section aria-labelledby="held-title" className="space-y-3">
      <h2 id="held-title" className="text-lg font-semibold text-slate-900">
        {t('held.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('held.intro')}</p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {t('held.none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((chargeback) => (
            <HeldChargeback key={chargeback.bidId} chargeback={chargeback} viewerId={viewerId} />
          ))}
        </ul>
      )}
    </section>
  );
}
