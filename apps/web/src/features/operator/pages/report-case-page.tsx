import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportCase } from '../api/get-report-case.ts';
import { CaseActions } from '../components/case-actions.tsx';
import { CaseHistory } from '../components/case-history.tsx';
import { CaseItem } from '../components/case-item.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';

function ReportCaseView({ viewerId, reportId }: { viewerId: string; reportId: string }) {
  const { t } = useTranslation('reports');
  const item = useReportCase(viewerId, reportId);
  if (item.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('case.loading')}
      </p>
    );
  }
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{missing ? t('case.missing') : t('case.error')}</p>
        {missing ? null : (
          <button
            type="button"
            onClick={() => void item.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-3')}
          >
            {t('queue.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <CaseItem item={item.data} />
        <CaseHistory item={item.data} />
      </div>
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <CaseActions key={item.data.report._id} item={item.data} />
      </div>
    </div>
  );
}

/** /operator/reports/{id}: a report's item, its history and the operators' actions. */
export function ReportCasePage() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('meta.case'));
  const { id = '' } = useParams();
  return (
    <OperatorGate>
      {(viewer) => (
        <div className="container-page space-y-6 py-8 sm:py-10">
          <Link to="/operator" className={`text-sm ${linkClass}`}>
            {t('case.back')}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('case.title')}</h1>
          <ReportCaseView viewerId={viewer._id} reportId={id} />
        </div>
      )}
    </OperatorGate>
  );
}
