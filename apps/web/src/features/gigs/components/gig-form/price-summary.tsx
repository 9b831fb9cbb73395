import { GIG_PAGES_MAX } from '@inkwell/domain/limits';
import {
  centsToDollars,
  ONE_DAY_PRICE_PER_PAGE_CENTS,
  pricePerPageCents,
  STANDARD_PRICE_PER_PAGE_CENTS,
  totalPriceCents,
} from '@inkwell/domain/pricing';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/format.ts';

/** A whole number typed in an input, or 0 while it is not one yet. */
function wholeOrZero(value: unknown): number {
  const number = Number(String(value ?? '').trim());
  return Number.isInteger(number) && number > 0 ? number : 0;
}

/**
 * docs/product.md#pricing, live as the seller types: 1 day = $18 per page, 2 days or more = $10,
 * total = pages x price per page. The server computes the same from the same rules.
 */
export function PriceSummary({ pages, deliveryTime }: { pages: unknown; deliveryTime: unknown }) {
  const { t, i18n } = useTranslation('gigForm');
  const money = (cents: number) => formatPrice(centsToDollars(cents), i18n.language);
  const days = wholeOrZero(deliveryTime);
  const perPage = pricePerPageCents(days);
  const total = totalPriceCents(Math.min(wholeOrZero(pages), GIG_PAGES_MAX), days);
  return (
    <div className="rounded-xl border border-accent-200 bg-accent-50/60 p-4">
      <dl aria-live="polite" className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-700">{t('price.perPage')}</dt>
          <dd className="mt-0.5 text-xl font-bold text-slate-900">{money(perPage)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('price.total')}</dt>
          <dd className="mt-0.5 text-xl font-bold text-slate-900">{money(total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {t('price.rule', {
          oneDay: money(ONE_DAY_PRICE_PER_PAGE_CENTS),
          standard: money(STANDARD_PRICE_PER_PAGE_CENTS),
        })}
      </p>
    </div>
  );
}
