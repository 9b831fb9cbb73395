import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { stopSelling, useSellerSwitch } from '../api/seller-switch.ts';
import { BecomeSellerForm } from './become-seller-form.tsx';

const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/ui/confirm-dialog.tsx')).ConfirmDialog,
}));

/**
 * The Account section: a buyer becomes a seller here; a seller reaches
 * the Seller Hub or stops selling (gigs hidden until they sell again).
 */
export function SellerSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const [confirming, setConfirming] = useState(false);
  const mutation = useSellerSwitch(stopSelling);
  if (!user.isSeller) {
    return (
      <div id="become-seller" className="scroll-mt-24">
        <BecomeSellerForm />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('account:seller.isSeller')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/seller/dashboard" className={buttonClasses('primary', 'md')}>
          {t('account:seller.hub')}
        </Link>
        <button
          type="button"
          className={buttonClasses('secondary', 'md')}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {t('account:seller.stop')}
        </button>
      </div>
      <Suspense fallback={null}>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('account:seller.stopTitle')}
          description={t('account:seller.stopBody')}
          confirmLabel={t('account:seller.stopConfirm')}
          pendingLabel={t('account:seller.stopping')}
          cancelLabel={t('account:cancel')}
          pending={mutation.isPending}
          error={mutation.isError ? problemText(t, mutation.error, t('account:seller.stopFailed')) : null}
          onConfirm={() => mutation.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      </Suspense>
    </div>
  );
}
