import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { useTranslation } from 'react-i18next';
import { CreditCardIcon } from '../../../../components/ui/icons.tsx';
import { formatCardNumber } from '../card-format.ts';

const CARDS = ['succeeds', 'declined', 'insufficientFunds', 'processing'] as const;

/** The demo gateway's test cards, so anyone trying Inkwell can pay without a real card. */
export function DemoCardsNotice() {
  const { t } = useTranslation('payments');
  return (
    <div className="rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-950">
      <p className="flex items-center gap-2 font-semibold">
        <CreditCardIcon className="size-4 shrink-0" />
        {t('pay.demo.title')}
      </p>
      <p className="mt-1">{t('pay.demo.intro')}</p>
      <ul className="mt-2 space-y-1">
        {CARDS.map((card) => (
          <li key={card} className="flex flex-wrap gap-x-2">
            <span className="font-mono font-medium whitespace-nowrap">{formatCardNumber(TEST_CARDS[card])}</span>
            <span className="text-accent-900">{t(`pay.demo.cards.${card}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
