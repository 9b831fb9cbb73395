import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useVerifyEmail } from '../api/account.ts';
import { useCurrentUser } from '../api/get-me.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendVerificationButton } from '../components/resend-verification.tsx';

/** /verify-email?token=...: verifies on load (signed in or not), then says it is done or why not. */
export function VerifyEmailPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('verify.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice: a second call would say "already used".
    if (started.current || token === '') return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const footer = user ? (
    <Link to="/" className={linkClass}>
      {t('verify.home')}
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      {t('verify.signIn')}
    </Link>
  );
  const failed = token === '' || verify.isError;

  return (
    <AuthCard titleId="verify-title" title={t('verify.title')} subtitle={t('verify.subtitle')} footer={footer}>
      <div className="space-y-5">
        {verify.isSuccess ? <FormAlert tone="success">{t('verify.done')}</FormAlert> : null}
        {failed ? (
          <FormAlert tone="error">
            {token === '' ? t('verify.noToken') : problemText(t, verify.error, t('verify.failed'))}
          </FormAlert>
        ) : null}
        {!verify.isSuccess && !failed ? (
          <p role="status" className="text-center text-sm text-slate-600">
            {t('verify.checking')}
          </p>
        ) : null}
        {failed && user && !user.emailVerified ? (
          <ResendVerificationButton className={buttonClasses('secondary', 'md', 'w-full')} />
        ) : null}
        {verify.isSuccess ? (
          <Link to={user?.isSeller ? '/seller/dashboard' : '/'} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('verify.continue')}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
