import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ClockIcon, MessageIcon, PenIcon, TagIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useGigBidCount } from '../../order-life/index.ts';
import { ContactSellerButton } from '../../messages/index.ts';
import { contactAction } from '../gig-actions.ts';
import { BidAction } from './bid-action.tsx';
import { LikeButton } from './like-button.tsx';

/**
 * The price breakdown (pages x price per page, the total, the discount line "Save $X: condition",
 * delivery, the revisions an order includes, the number of bids) with the gig's actions: View Bids or Place Bid
 * (BidAction), Contact Seller, and the like toggle.
 */
export function PriceCard({ gig, viewer }: { gig: Gig; viewer: CurrentUser | null }) {
  const { t, i18n } = useTranslation('gig');
  const location = useLocation();
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const bidCount = useGigBidCount(gig._id).data;
  const contact = contactAction(gig, viewer);
  const showDiscount = gig.discountEnabled && gig.discountAmount > 0;
  const showRange = gig.priceMin > 0 || gig.priceMax > 0;

  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="price-title" className="sr-only">
        {t('price.title')}
      </h2>
      <dl className="space-y-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t('price.pages', { count: gig.pages, price: money(gig.pricePerPage) })}</dt>
          <dd className="font-medium text-slate-900">{money(gig.totalPrice)}</dd>
        </div>
        {showRange ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">{t('price.range')}</dt>
            <dd className="font-medium text-slate-900">
              {t('price.rangeValue', { min: money(gig.priceMin), max: money(gig.priceMax) })}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">{t('price.total')}</dt>
          <dd className="text-2xl font-bold text-slate-900">{money(gig.totalPrice)}</dd>
        </div>
      </dl>
      {showDiscount ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <TagIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {gig.discountCondition
              ? t('price.discount', { amount: money(gig.discountAmount), condition: gig.discountCondition })
              : t('price.discountPlain', { amount: money(gig.discountAmount) })}
          </span>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <ClockIcon className="size-4 text-slate-500" />
          {t('price.delivery', { count: gig.deliveryTime })}
        </p>
        <p className="flex items-center gap-2">
          <PenIcon className="size-4 text-slate-500" />
          {gig.revisions > 0 ? t('price.revisions', { count: gig.revisions }) : t('price.noRevisions')}
        </p>
        {bidCount === undefined ? null : (
          <p className="flex items-center gap-2">
            <UsersIcon className="size-4 text-slate-500" />
            {t('price.bids', { count: bidCount })}
          </p>
        )}
      </div>

      <div className="mt-5 space-y-3">
        <BidAction gig={gig} viewer={viewer} />
        {contact === 'signIn' ? (
          <Link
            to="/login"
            state={{ from: location, notice: 'contactSeller' }}
            data-early-action="contact-seller"
            className={buttonClasses('secondary', 'lg', 'w-full')}
          >
            <MessageIcon className="size-5" />
            {t('actions.contactSeller')}
          </Link>
        ) : contact === 'messages' && viewer ? (
          <ContactSellerButton viewerId={viewer._id} sellerId={gig.userId} label={t('actions.contactSeller')} />
        ) : null}
        <LikeButton gig={gig} viewer={viewer} />
      </div>
    </section>
  );
}
