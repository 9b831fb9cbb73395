import { DEMO_TEST_IBAN_SHOWN } from '@inkwell/domain/payments/payout.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/form/field.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldText, problemText } from '../../../lib/problem-text.ts';
import { useDemoOnboarding } from '../api/payouts.ts';

export const EARNINGS_PATH = '/seller/earnings';

/**
 * /payouts/demo-onboarding?token=... : the demo payout provider's form (the account holder and an
 * IBAN). A refused IBAN is said on its field, which keeps what was typed; once accepted the seller is
 * back on Earnings, where the account reads "Enabled".
 */
export function DemoOnboardingPage() {
  const { t } = useTranslation(['earnings', 'errors']);
  useDocumentTitle(t('earnings:demo.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [accountHolder, setAccountHolder] = useState('');
  const [iban, setIban] = useState('');
  const onboarding = useDemoOnboarding();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onboarding.mutate({ token, accountHolder, iban }, { onSuccess: () => void navigate(EARNINGS_PATH) });
  };
  const error = onboarding.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const message = error ? problemText(t, error, t('earnings:demo.failed')) : undefined;
  // The refused IBAN and each field's own problem are said on their fields; anything else above the form.
  const ibanError =
    error instanceof ApiError && error.code === 'PAYOUT_IBAN_REFUSED' ? message : fieldText(t, fields.iban?.[0]);
  const holderError = fieldText(t, fields.accountHolder?.[0]);

  return (
    <div className="container-page max-w-xl py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('earnings:demo.title')}</h1>
      <p className="mt-2 text-slate-600">{t('earnings:demo.intro', { iban: DEMO_TEST_IBAN_SHOWN })}</p>
      {!token ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('earnings:demo.noToken')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-5">
          {message && !ibanError && !holderError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <Field id="demo-holder" label={t('earnings:demo.holder')} error={holderError}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                value={accountHolder}
                onChange={(event) => setAccountHolder(event.target.value)}
                disabled={onboarding.isPending}
              />
            )}
          </Field>
          <Field id="demo-iban" label={t('earnings:demo.iban')} hint={t('earnings:demo.ibanHint')} error={ibanError}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={iban}
                onChange={(event) => setIban(event.target.value)}
                disabled={onboarding.isPending}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={onboarding.isPending}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto disabled:cursor-wait')}
          >
            {onboarding.isPending ? t('earnings:demo.sending') : t('earnings:demo.submit')}
          </button>
        </form>
      )}
      <p className="mt-6">
        <Link to={EARNINGS_PATH} className="text-sm font-medium text-accent-700 underline">
          {t('earnings:demo.back')}
        </Link>
      </p>
    </div>
  );
}
