import type { ReportCase } from '@inkwell/domain/integrity/report.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { AuditEntryRow } from './audit-entry.tsx';

/** The item's history: every report on it, and every operator action on it and on its person. */
export function CaseHistory({ item }: { item: ReportCase }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <section aria-labelledby="case-history-title" className="space-y-3">
      <h2 id="case-history-title" className="text-lg font-semibold text-slate-900">
        {t('case.history')}
      </h2>
      <h3 className="text-base font-semibold text-slate-900">{t('case.reports', { count: item.reports.length })}</h3>
      <ul className="space-y-2">
        {item.reports.map((row) => (
          <li
            key={row._id}
            className={
              `rounded-lg border p-3 text-sm ` +
              `${row._id === item.report._id ? 'border-accent-400 bg-accent-50/40' : 'border-slate-200 bg-white'}`
            }
          >
            <p className="font-semibold text-slate-900">
              {t(`reasons.${row.reason}`)} · <span className="font-normal">{t(`status.${row.status}`)}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              {t('case.reportedBy', {
                username: row.reporter?.username ?? t('case.deletedAccount'),
                date: formatDateTime(row.createdAt, i18n.language),
              })}
            </p>
            {row.details ? <p className="mt-1 break-words whitespace-pre-line text-slate-800">{row.details}</p> : null}
            {row.originalDetails !== null ? (
              <p className="mt-1 border-t border-slate-300 pt-1 break-words whitespace-pre-line text-slate-800">
                <span className="font-semibold">{t('case.message.original')}</span> {row.originalDetails}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="text-base font-semibold text-slate-900">{t('case.actions')}</h3>
      {item.audit.length === 0 ? (
        <p className="text-sm text-slate-600">{t('case.noActions')}</p>
      ) : (
        <ul className="space-y-2">
          {item.audit.map((entry) => (
            <AuditEntryRow key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
