import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { DisputeDesk } from '../components/dispute-desk.tsx';
import { DisputeQueue } from '../components/dispute-queue.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';

/**
 * /operator/disputes (docs/product.md#order-life): the operators' desk. The queue of open disputes
 * beside the chosen one (?order={bidId}): its order, files, conversation and the decision. On a
 * phone the queue and the dispute take turns. Anyone who is not an operator is told so.
 */
export function OperatorDisputesPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('meta.title'));
  const [params, setParams] = useSearchParams();
  const chosen = params.get('order');
  const choose = (bidId: string) => setParams({ order: bidId });

  return (
    <OperatorGate ns="operator">
      {(viewer) => (
        <div className="container-page py-8 sm:py-10">
          <header className="max-w-3xl">
            <p className="text-sm font-semibold text-accent-700">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
            <p className="mt-2 text-slate-600">{t('intro')}</p>
          </header>
          <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
            <div className={chosen ? 'hidden lg:block' : undefined}>
              <DisputeQueue viewerId={viewer._id} chosen={chosen} onChoose={choose} />
            </div>
            <div className={chosen ? 'min-w-0' : 'hidden min-w-0 lg:block'}>
              {chosen ? (
                <DisputeDesk key={chosen} bidId={chosen} viewerId={viewer._id} onBack={() => setParams({})} />
              ) : (
                <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
                  {t('queue.choose')}
                </p>
              )}
            </div>
          </div>
        </div>
      )}
    </OperatorGate>
  );
}
