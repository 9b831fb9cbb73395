import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditEntryRow } from '../components/audit-entry.tsx';
import { HubHeader } from '../components/hub-header.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';

function AuditList({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('reports');
  const log = useAuditLog(viewerId);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('audit.loading')}
      </p>
    );
  }
  if (log.isError && entries.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('audit.error')}</p>
        <button type="button" onClick={() => void log.refetch()} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          {t('queue.retry')}
        </button>
      </div>
    );
  }
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('audit.empty')}</p>;
  return (
    <>
      <ul className="space-y-2">
        {entries.map((entry) => (
          <AuditEntryRow key={entry._id} entry={entry} />
        ))}
      </ul>
      {log.hasNextPage ? (
        <button
          type="button"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          {log.isFetchingNextPage ? t('queue.loadingMore') : t('audit.more')}
        </button>
      ) : null}
    </>
  );
}

/** /operator/audit: every operator action, the newest first. */
export function AuditLogPage() {
  const { t } = useTranslation('reports');
  useDocumentTitle(t('meta.audit'));
  return (
    <OperatorGate>
      {(viewer) => (
        <div className="container-page space-y-6 py-8 sm:py-10">
          <HubHeader title={t('audit.title')} intro={t('audit.intro')} />
          <section aria-label={t('audit.title')} className="space-y-3">
            <AuditList viewerId={viewer._id} />
          </section>
        </div>
      )}
    </OperatorGate>
  );
}
