import type { Trend } from '@inkwell/domain/stats/stats.schema';
import { useId, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, TrendDownIcon, TrendUpIcon } from '../../../components/ui/icons.tsx';
import { formatPercent, trendDirection, type TrendDirection } from '../stat-format.ts';

const trendLooks: Record<TrendDirection, { Icon: ComponentType<SVGProps<SVGSVGElement>>; classes: string }> = {
  up: { Icon: TrendUpIcon, classes: 'text-emerald-700' },
  down: { Icon: TrendDownIcon, classes: 'text-rose-700' },
  flat: { Icon: MinusIcon, classes: 'text-slate-600' },
  new: { Icon: TrendUpIcon, classes: 'text-accent-700' },
};

/** "Up 20% on last month", "Down 13% …", "Same as last month", or "New this month" when last month had nothing. */
export function TrendLine({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation('sellerHub');
  const direction = trendDirection(trend);
  const { Icon, classes } = trendLooks[direction];
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${classes}`}>
      <Icon className="size-4 shrink-0" />
      {t(`stats.trend.${direction}`, { percent: formatPercent(trend.percent ?? 0, i18n.language) })}
    </p>
  );
}

interface StatCardProps {
  label: string;
  /** The figure, already written for the reader ($1,250 / 12). */
  value: string;
  trend: Trend;
  /** What the trend compares, with the two monthly figures. */
  basis: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** One figure of the Seller Hub with its month-over-month trend. */
export function StatCard({ label, value, trend, basis, Icon }: StatCardProps) {
  const labelId = useId();
  return (
    <article aria-labelledby={labelId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      <div className="mt-3 space-y-1">
        <TrendLine trend={trend} />
        <p className="text-xs text-slate-600">{basis}</p>
      </div>
    </article>
  );
}
