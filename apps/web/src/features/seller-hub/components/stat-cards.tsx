import type { SellerStats, Trend } from '@inkwell/domain/stats/stats.schema';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BriefcaseIcon,
  ClipboardIcon,
  CreditCardIcon,
  DollarIcon,
  MessageIcon,
  ShieldCheckIcon,
  TrendUpIcon,
} from '../../../components/ui/icons.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { formatCount } from '../stat-format.ts';
import { StatCard } from './stat-card.tsx';

interface CardSpec {
  key: string;
  value: number;
  /** Whether the card says what its figure counts (stats.<key>.hint). */
  hint: boolean;
  trend?: Trend;
  /** What the seller earns of the figure (dollars), for a money card that is the seller's. */
  earn?: number;
  format: (value: number) => string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function CardList({ cards, className }: { cards: CardSpec[]; className: string }) {
  const { t } = useTranslation('sellerHub');
  return (
    <ul className={`grid gap-4 ${className}`}>
      {cards.map(({ key, value, hint, trend, earn, format, Icon }) => (
        <li key={key} className="grid">
          <StatCard
            label={t(`stats.${key}.label`)}
            hint={hint ? t(`stats.${key}.hint`) : undefined}
            earn={earn === undefined ? undefined : t('stats.youEarn', { value: format(earn) })}
            value={format(value)}
            trend={trend}
            format={format}
            Icon={Icon}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The cards of docs/product.md#seller-figures: total gigs, active orders, total revenue and unread
 * conversations, then the money of the seller's orders (held in escrow, released, refunded; of the
 * money held and released, what the seller earns once the platform's fee is taken). Each
 * trend compares the card's own figure with the same figure a month ago.
 */
export function StatCards({ stats }: { stats: SellerStats }) {
  const { t, i18n } = useTranslation('sellerHub');
  const count = (value: number) => formatCount(value, i18n.language);
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const { trends } = stats;

  return (
    <div className="space-y-6">
      <CardList
        className="sm:grid-cols-2 2xl:grid-cols-4"
        cards={[
          {
            key: 'totalGigs',
            hint: false,
            value: stats.totalGigs,
            trend: trends.totalGigs,
            format: count,
            Icon: BriefcaseIcon,
          },
          {
            key: 'activeOrders',
            hint: true,
            value: stats.activeOrders,
            trend: trends.activeOrders,
            format: count,
            Icon: ClipboardIcon,
          },
          {
            key: 'totalRevenue',
            hint: true,
            value: stats.totalRevenue,
            trend: trends.totalRevenue,
            format: money,
            Icon: DollarIcon,
          },
          {
            key: 'unreadConversations',
            hint: true,
            value: stats.unreadConversations,
            format: count,
            Icon: MessageIcon,
          },
        ]}
      />
      <section aria-labelledby="seller-money-title" className="space-y-3">
        <div>
          <h3 id="seller-money-title" className="text-base font-semibold text-slate-900">
            {t('stats.money.title')}
          </h3>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('stats.money.intro')}</p>
        </div>
        <CardList
          className="sm:grid-cols-2 xl:grid-cols-3"
          cards={[
            {
              key: 'heldInEscrow',
              hint: true,
              value: stats.money.heldInEscrow,
              trend: trends.heldInEscrow,
              earn: stats.money.heldInEscrow > 0 ? stats.money.youEarn.heldInEscrow : undefined,
              format: money,
              Icon: ShieldCheckIcon,
            },
            {
              key: 'released',
              hint: true,
              value: stats.money.released,
              trend: trends.released,
              earn: stats.money.released > 0 ? stats.money.youEarn.released : undefined,
              format: money,
              Icon: TrendUpIcon,
            },
            {
              key: 'refunded',
              hint: true,
              value: stats.money.refunded,
              trend: trends.refunded,
              format: money,
              Icon: CreditCardIcon,
            },
          ]}
        />
      </section>
    </div>
  );
}
