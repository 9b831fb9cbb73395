import type { AuditEntry } from '@inkwell/domain/integrity/report.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** One operator action: when, who, what, on what, and the operator's note. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('reports');
  const operator = entry.operator?.username ?? t('audit.formerOperator');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold text-slate-900">{t(`audit.actions.${entry.action}`)}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {formatDateTime(entry.createdAt, i18n.language)} · {operator} ·{' '}
        {t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })}{' '}
        <code className="break-all">{entry.targetId}</code>
      </p>
      {entry.note ? <p className="mt-1 break-words whitespace-pre-line text-slate-800">{entry.note}</p> : null}
    </li>
  );
}
