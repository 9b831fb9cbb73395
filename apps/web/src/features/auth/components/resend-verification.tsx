import { useTranslation } from 'react-i18next';
import { problemText } from '../../../lib/problem-text.ts';
import { useResendVerification } from '../api/account.ts';

/** Asks for a new verification link, then says it is on its way (or why not: too many, already verified). */
export function ResendVerificationButton({ className }: { className: string }) {
  const { t } = useTranslation('password');
  const resend = useResendVerification();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className={className}
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('resend.sending') : t('resend.button')}
      </button>
      <span role="status" className="text-sm">
        {resend.isSuccess ? t('resend.sent') : resend.isError ? problemText(t, resend.error, t('resend.failed')) : ''}
      </span>
    </span>
  );
}
