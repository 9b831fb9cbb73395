import type { PayoutAccount } from '@inkwell/domain/payments/payout.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useStartOnboarding } from '../api/payouts.ts';

const BADGE: Record<PayoutAccount['status'], string> = {
  none: 'bg-slate-100 text-slate-700',
  pending: 'bg-amber-100 text-amber-900',
  enabled: 'bg-emerald-100 text-emerald-900',
  restricted: 'bg-red-100 text-red-800',
};

/**
 * The payout account: its provider and status, and a Connect button until it is enabled. The server
 * gives the address to go to: a page of this site for the demo provider, Stripe's for Stripe.
 */
export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation(['earnings', 'errors']);
  const navigate = useNavigate();
  const onboarding = useStartOnboarding();
  const connect = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url.startsWith('/')) void navigate(url);
        else window.location.assign(url);
      },
    });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-600">{t(`earnings:account.provider_${account.provider}`)}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[account.status]}`}>
          {t(`earnings:account.status_${account.status}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t(`earnings:account.intro_${account.status}`)}</p>
      {onboarding.isError ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problemText(t, onboarding.error, t('earnings:account.connectFailed'))}
        </p>
      ) : null}
      {account.status === 'enabled' ? null : (
        <button
          type="button"
          onClick={connect}
          disabled={onboarding.isPending}
          className={buttonClasses('primary', 'md', 'mt-4 disabled:cursor-wait')}
        >
          {onboarding.isPending
            ? t('earnings:account.connecting')
            : account.status === 'none'
              ? t('earnings:account.connect')
              : t('earnings:account.continue')}
        </button>
      )}
    </div>
  );
}
