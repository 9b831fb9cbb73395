import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useOperatorFinance } from '../api/get-finance.ts';
import { ChargebackForm } from '../components/chargeback-form.tsx';
import { FinanceSums } from '../components/finance-sums.tsx';
import { HeldChargebacks } from '../components/held-chargebacks.tsx';
import { HubHeader } from '../components/hub-header.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';

function FinanceDesk({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('finance');
  const finance = useOperatorFinance(viewerId);
  if (finance.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (finance.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void finance.refetch()}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <FinanceSums finance={finance.data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <HeldChargebacks items={finance.data.openChargebacks} viewerId={viewerId} />
        <ChargebackForm viewerId={viewerId} />
      </div>
    </div>
  );
}

/**
 * /operator/finance (decision 058): the platform's money as the ledger sums it, the chargebacks
 * holding sellers' money with their decision, and the demo gateway's card dispute.
 */
export function FinancePage() {
  const { t } = useTranslation('finance');
  useDocumentTitle(t('meta.title'));
  return (
    <OperatorGate>
      {(viewer) => (
        <div className="container-page space-y-6 py-8 sm:py-10">
          <HubHeader title={t('title')} intro={t('intro')} />
          <FinanceDesk viewerId={viewer._id} />
        </div>
      )}
    </OperatorGate>
  );
}
