import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { GIG_CARD_DESC_CUT } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaskedText } from '../../../components/contact-masking.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { formatPrice, truncate } from '../../../lib/format.ts';
import { GigCover } from './gig-cover.tsx';
import { averageStars, Rating } from '../../../components/rating.tsx';
import { PurposeBadge } from './purpose-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One gig of the list: cover, seller, title, description cut at GIG_CARD_DESC_CUT characters, stars,
 * likes, status badge and total price. The title is the link; it covers the whole card.
 */
export function GigCard({
  gig,
  priority = false,
}: {
  gig: Gig;
  /** The first card of a list: its cover is the page's LCP on a phone. */ priority?: boolean;
}) {
  const { t, i18n } = useTranslation('gigs');
  return (
    <article
      className={
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white ' +
        'transition-shadow focus-within:ring-2 focus-within:ring-accent-600 hover:border-slate-300 hover:shadow-md'
      }
    >
      <div className="relative">
        <GigCover src={gig.cover} cat={gig.cat} priority={priority} className="aspect-[16/10] w-full" />
        <StatusBadge status={gig.status} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-2">
          <Avatar src={gig.seller.img} className="size-7" />
          <span className="truncate text-sm font-medium text-slate-800">{gig.seller.username}</span>
        </div>
        <h3 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={`/gig/${gig._id}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-accent-800"
          >
            <MaskedText text={gig.title} />
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          <PurposeBadge purpose={gig.purpose} />
          {gig.availableToYou ? null : (
            <span className="text-xs font-medium text-amber-800">{t('card.notInYourCountry')}</span>
          )}
        </div>
        <p className="text-sm leading-relaxed text-slate-600">
          <MaskedText text={truncate(gig.desc, GIG_CARD_DESC_CUT)} />
        </p>
        <div className="mt-auto flex items-center gap-4 border-t border-slate-100 pt-3">
          <Rating average={averageStars(gig.totalStars, gig.starNumber)} count={gig.starNumber} />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <HeartIcon className={`size-4 ${gig.liked ? 'fill-rose-500 text-rose-500' : 'text-slate-400'}`} />
            <span aria-hidden="true">{gig.likes}</span>
            <span className="sr-only">{t('likes', { count: gig.likes })}</span>
          </span>
          <span className="ml-auto text-end">
            <span className="block text-xs text-slate-500">{t('card.price')}</span>
            <span className="block text-lg font-bold text-slate-900">{formatPrice(gig.totalPrice, i18n.language)}</span>
          </span>
        </div>
      </div>
    </article>
  );
}
