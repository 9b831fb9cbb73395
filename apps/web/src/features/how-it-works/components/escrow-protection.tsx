import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CreditCardIcon, ShieldCheckIcon, UsersIcon } from '../../../components/ui/icons.tsx';

const ITEMS: [key: string, Icon: ComponentType<SVGProps<SVGSVGElement>>][] = [
  ['held', CreditCardIcon],
  ['released', CheckIcon],
  ['cancelled', ShieldCheckIcon],
  ['disputed', UsersIcon],
];

/**
 * Where the buyer's money is at each moment (docs/product.md#order-life): held in escrow, released
 * only on acceptance (or the acceptance timer, or an operator), refunded in full on cancellation,
 * and split or sent either way by an operator in a dispute.
 */
export function EscrowProtection({ values }: { values: Record<string, string | number> }) {
  const { t } = useTranslation('howItWorks');
  return (
    <section aria-labelledby="escrow-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <div className="flex items-start gap-4">
          <span
            className={
              'inline-flex size-12 shrink-0 items-center justify-center ' +
              'rounded-xl bg-white text-accent-700 shadow-sm'
            }
          >
            <ShieldCheckIcon className="size-6" />
          </span>
          <div className="max-w-3xl">
            <h2 id="escrow-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('escrow.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('escrow.intro')}</p>
          </div>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {ITEMS.map(([key, Icon]) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Icon className="size-5 shrink-0 text-accent-700" />
                {t(`escrow.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`escrow.items.${key}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
