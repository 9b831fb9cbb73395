import type { SellerStats } from '@inkwell/domain/stats/stats.schema';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon, ClipboardIcon, DollarIcon, MessageIcon } from '../../../components/ui/icons.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { formatCount } from '../stat-format.ts';
import { StatCard } from './stat-card.tsx';

/**
 * The four cards of docs/product.md#seller-figures: total gigs, active orders, total revenue
 * (dollars with thousands separators) and unread conversations, each with this month against last.
 */
export function StatCards({ stats }: { stats: SellerStats }) {
  const { t, i18n } = useTranslation('sellerHub');
  const count = (value: number) => formatCount(value, i18n.language);
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const cards = [
    { key: 'totalGigs', value: count(stats.totalGigs), format: count, Icon: BriefcaseIcon },
    { key: 'activeOrders', value: count(stats.activeOrders), format: count, Icon: ClipboardIcon },
    { key: 'totalRevenue', value: money(stats.totalRevenue), format: money, Icon: DollarIcon },
    { key: 'unreadConversations', value: count(stats.unreadConversations), format: count, Icon: MessageIcon },
  ] as const;

  return (
    <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      {cards.map(({ key, value, format, Icon }) => {
        const trend = stats.trends[key];
        return (
          <li key={key} className="grid">
            <StatCard
              label={t(`stats.${key}.label`)}
              value={value}
              trend={trend}
              basis={t(`stats.${key}.basis`, { thisMonth: format(trend.thisMonth), lastMonth: format(trend.lastMonth) })}
              Icon={Icon}
            />
          </li>
        );
      })}
    </ul>
  );
}
