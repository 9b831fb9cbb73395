import type { Trend } from '@inkwell/domain/stats/stats.schema';
import { useId, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, TrendDownIcon, TrendUpIcon } from '../../../components/ui/icons.tsx';
import { formatPercent, trendDirection, type TrendDirection } from '../stat-format.ts';

const trendLooks: Record<TrendDirection, { Icon: ComponentType<SVGProps<SVGSVGElement>>; classes: string }> = {
  up: { Icon: TrendUpIcon, classes: 'text-emerald-700' },
  down: { Icon: TrendDownIcon, classes: 'text-rose-700' },
  flat: { Icon: MinusIcon, classes: 'text-slate-600' },
};

/**
 * "Up 20% on a month ago", "Down 13% …", "Same as a month ago", with the figure of a month ago;
 * when there was nothing then, no trend at all, only that there is nothing to compare with.
 */
function TrendLines({ trend, format }: { trend: Trend; format: (value: number) => string }) {
  const { t, i18n } = useTranslation('sellerHub');
  const direction = trendDirection(trend);
  if (direction === null) return <p className="text-xs text-slate-600">{t('stats.noTrend')}</p>;
  const { Icon, classes } = trendLooks[direction];
  return (
    <>
      <p className={`flex items-center gap-1.5 text-sm font-medium ${classes}`}>
        <Icon className="size-4 shrink-0" />
        {t(`stats.trend.${direction}`, { percent: formatPercent(trend.percent ?? 0, i18n.language) })}
      </p>
      <p className="text-xs text-slate-600">{t('stats.basis', { value: format(trend.monthAgo) })}</p>
    </>
  );
}

interface StatCardProps {
  label: string;
  /** The figure, already written for the reader ($1,250 / 12). */
  value: string;
  /** What the figure counts, when the label alone does not say it. */
  hint?: string;
  /** What the seller earns of a money figure ("You earn $36 of it, after the Inkwell fee"). */
  earn?: string;
  /** The same figure a month ago; none for a figure without history. */
  trend?: Trend;
  /** Writes a figure of the trend the way `value` is written. */
  format: (value: number) => string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** One figure of the Seller Hub with its trend against a month ago. */
export function StatCard({ label, value, hint, earn, trend, format, Icon }: StatCardProps) {
  const labelId = useId();
  return (
    <article
      aria-labelledby={labelId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <span
          className={
            'inline-flex size-9 shrink-0 items-center ' + 'justify-center rounded-lg bg-accent-50 text-accent-700'
          }
        >
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      {earn ? <p className="mt-1 text-sm font-medium text-emerald-800">{earn}</p> : null}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {trend ? (
        <div className="mt-3 space-y-1">
          <TrendLines trend={trend} format={format} />
        </div>
      ) : null}
    </article>
  );
}
