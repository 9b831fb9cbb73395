import { countryName } from '@inkwell/domain/countries';
import type { GigSeller } from '@inkwell/domain/gigs/gig.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSellerFacts } from '../../profile/index.ts';
import { formatDuration, formatTimeAgo } from '../../../lib/format.ts';
import { Rating } from '../../../components/rating.tsx';

/**
 * The seller's public card: username, avatar, rating, country, and the seller facts of
 * GET /users/{id}/seller-facts (docs/product.md#seller-figures: real data): member since, average first-response time,
 * last delivery and languages. The gig already carries member since and languages, so those show at
 * once; the other two wait for the facts.
 */
export function SellerCard({ seller }: { seller: GigSeller }) {
  const { t, i18n } = useTranslation('gig');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const factsQuery = useSellerFacts(seller._id);
  const facts = factsQuery.data;
  const fromFacts = (value: (loaded: NonNullable<typeof facts>) => string): ReactNode => {
    if (facts) return value(facts);
    if (factsQuery.isError) return <span className="font-normal text-slate-600">{t('seller.factsFailed')}</span>;
    return (
      <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 align-middle">
        <span className="sr-only">{t('seller.loading')}</span>
      </span>
    );
  };
  const languages = facts?.languages ?? seller.languages;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'from',
      label: t('seller.from'),
      value: seller.country ? countryName(seller.country, language) : t('seller.unknown'),
    },
    {
      key: 'memberSince',
      label: t('seller.memberSince'),
      value: formatDate(facts?.memberSince ?? seller.memberSince, language),
    },
    {
      key: 'responseTime',
      label: t('seller.responseTime'),
      value: fromFacts(({ averageResponseMinutes }) =>
        averageResponseMinutes === null ? t('seller.noReplies') : formatDuration(averageResponseMinutes, language),
      ),
    },
    {
      key: 'lastDelivery',
      label: t('seller.lastDelivery'),
      value: fromFacts(({ lastDeliveryAt }) =>
        lastDeliveryAt ? formatTimeAgo(lastDeliveryAt, new Date(), language) : t('seller.noDelivery'),
      ),
    },
    {
      key: 'languages',
      label: t('seller.languages'),
      value: languages.length > 0 ? languages.join(', ') : t('seller.unknown'),
    },
  ];
  return (
    <section aria-labelledby="seller-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="seller-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('seller.title')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar src={seller.img} className="size-14" />
        <div className="min-w-0">
          <Link
            to={`/profile/${seller._id}`}
            className="block truncate text-lg font-semibold text-slate-900 hover:text-accent-800 hover:underline"
          >
            {seller.username}
          </Link>
          <Rating average={seller.rating} count={seller.ratingCount} />
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm">
        {rows.map(({ key, label, value }) => (
          <div key={key} className="flex justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
