import { countryName } from '@inkwell/domain/countries';
import type { GigSeller } from '@inkwell/domain/gigs/gig.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Rating } from './rating.tsx';

/** The seller's public card: username, avatar, country, rating, member since, languages. */
export function SellerCard({ seller }: { seller: GigSeller }) {
  const { t, i18n } = useTranslation('gig');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts = [
    { label: t('seller.from'), value: seller.country ? countryName(seller.country, language) : t('seller.unknown') },
    { label: t('seller.memberSince'), value: formatDate(seller.memberSince, language) },
    { label: t('seller.languages'), value: seller.languages.length > 0 ? seller.languages.join(', ') : t('seller.unknown') },
  ];
  return (
    <section aria-labelledby="seller-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="seller-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('seller.title')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <Avatar src={seller.img} className="size-14" />
        <div className="min-w-0">
          <Link to={`/profile/${seller._id}`} className="block truncate text-lg font-semibold text-slate-900 hover:text-accent-800 hover:underline">
            {seller.username}
          </Link>
          <Rating average={seller.rating} count={seller.ratingCount} />
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
