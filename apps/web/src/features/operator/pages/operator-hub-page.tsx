import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { HubHeader } from '../components/hub-header.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';
import { ReportQueue } from '../components/report-queue.tsx';

/** /operator: the operators' hub, with the open reports first and links to disputes, rules and the audit log. */
export function OperatorHubPage() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('meta.hub'));
  return (
    <OperatorGate>
      {(viewer) => (
        <div className="container-page space-y-6 py-8 sm:py-10">
          <HubHeader title={t('hub.title')} intro={t('hub.intro')} />
          <ReportQueue viewerId={viewer._id} />
        </div>
      )}
    </OperatorGate>
  );
}
