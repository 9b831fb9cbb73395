import type { ReportQueueItem } from '@inkwell/domain/integrity/report.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimeAgo, truncate } from '../../../lib/format.ts';
import { useReportQueue } from '../api/get-report-queue.ts';
import { OperatorQueue } from './operator-queue.tsx';

const LABEL_PREVIEW = 120;

function QueueRow({ item, now }: { item: ReportQueueItem; now: Date }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {t(`type.${item.targetType}`)}
        </span>
        <span className="text-sm font-semibold text-slate-900 tabular-nums">
          {t('queue.count', { count: item.count })}
        </span>
      </div>
      <Link
        to={`/operator/reports/${item.reportId}`}
        className={
          'mt-2 block font-semibold break-words text-accent-800 underline-offset-4 ' +
          'hover:underline focus-visible:outline-2 focus-visible:outline-accent-600'
        }
      >
        {item.label ? truncate(item.label, LABEL_PREVIEW) : t('queue.gone')}
      </Link>
      <p className="mt-1 text-sm text-slate-700">{item.reasons.map((reason) => t(`reasons.${reason}`)).join(' · ')}</p>
      <p className="mt-1 text-xs text-slate-600">
        {t('queue.since', { age: formatTimeAgo(item.firstAt, now, i18n.language) })}
      </p>
    </li>
  );
}

/** The reported items waiting for an operator, the one reported first at the top, a page at a time. */
export function ReportQueue({ viewerId }: { viewerId: string }) {
  const queue = useReportQueue(viewerId);
  const now = new Date();
  return (
    <OperatorQueue id="report-queue-title" ns="reports" query={queue} listClassName="grid gap-3 md:grid-cols-2">
      {(item) => <QueueRow key={`${item.targetType}:${item.targetId}`} item={item} now={now} />}
    </OperatorQueue>
  );
}
