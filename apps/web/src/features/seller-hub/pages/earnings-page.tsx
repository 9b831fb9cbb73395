import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAccount, useBalance } from '../api/payouts.ts';
import { Balances } from '../earnings/balances.tsx';
import { PayoutAccountCard } from '../earnings/payout-account-card.tsx';
import { PayoutsList } from '../earnings/payouts-list.tsx';
import { StatementsList } from '../earnings/statements-list.tsx';
import { WithdrawDialog } from '../earnings/withdraw-dialog.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900';
const card = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

/**
 * /seller/earnings (docs/decisions/056-payouts-and-fees.md): the seller's four balances and fees, the
 * next clearing, the payout account with its Connect button, Withdraw, the payouts, and the monthly
 * statements (docs/decisions/059-receipts-and-statements.md).
 */
export function EarningsPage() {
  const { t, i18n } = useTranslation('earnings');
  useDocumentTitle(t('title'));
  const user = useCurrentUser();
  const viewerId = user?._id ?? '';
  const balance = useBalance(viewerId);
  const account = useAccount(viewerId);
  const [withdrawing, setWithdrawing] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  if (!user) return null;

  const failed = (balance.isError && !balance.data) || (account.isError && !account.data);
  const retry = () => {
    void balance.refetch();
    void account.refetch();
  };

  return (
    <div className="container-page space-y-8 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>

      <p role="status" className={done === null ? 'sr-only' : 'rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900'}>
        {done === null ? '' : t('withdraw.done', { amount: formatPrice(done, i18n.language) })}
      </p>

      {failed ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800">
          <p>{t('loadFailed')}</p>
          <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm', 'mt-2')}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      <section aria-labelledby="earnings-balances-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="earnings-balances-title" className={sectionTitle}>
            {t('balances.title')}
          </h2>
          {balance.data ? (
            <button
              type="button"
              onClick={() => {
                setDone(null);
                setWithdrawing(true);
              }}
              className={buttonClasses('primary', 'md')}
            >
              {t('withdraw.open')}
            </button>
          ) : null}
        </div>
        {balance.data ? <Balances balance={balance.data} /> : null}
      </section>

      <section aria-labelledby="earnings-account-title" className="space-y-4">
        <h2 id="earnings-account-title" className={sectionTitle}>
          {t('account.title')}
        </h2>
        {account.data ? <PayoutAccountCard account={account.data} /> : null}
      </section>

      <section aria-labelledby="earnings-payouts-title" className={card}>
        <h2 id="earnings-payouts-title" className={`${sectionTitle} border-b border-slate-200 px-4 py-4 sm:px-5`}>
          {t('payouts.title')}
        </h2>
        <PayoutsList viewerId={viewerId} />
      </section>

      <section aria-labelledby="earnings-statements-title" className={card}>
        <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
          <h2 id="earnings-statements-title" className={sectionTitle}>
            {t('statements.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('statements.intro')}</p>
        </div>
        <StatementsList viewerId={viewerId} />
      </section>

      {/* Mounted while open, so each opening starts from what is available then. */}
      {withdrawing && balance.data ? (
        <WithdrawDialog
          open={withdrawing}
          onOpenChange={setWithdrawing}
          available={balance.data.available}
          onDone={setDone}
        />
      ) : null}
    </div>
  );
}
