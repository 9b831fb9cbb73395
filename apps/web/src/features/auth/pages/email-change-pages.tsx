import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useCancelEmailChange, useConfirmEmailChange } from '../api/email-change.ts';
import { useCurrentUser } from '../api/get-me.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * The two links of an email change. Each page acts on a click, never on load, so that a mail
 * scanner that opens links changes nothing: /confirm-email-change?token=... (mailed to the new
 * address) and /cancel-email-change?token=... (mailed to the old one; it signs every device out).
 */

/** /confirm-email-change: "Use this address", then the account's address now. */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('confirmChange.documentTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  const user = useCurrentUser();
  const confirm = useConfirmEmailChange();
  const footer = (
    <Link to={user ? '/settings#security' : '/login'} className={linkClass}>
      {user ? t('confirmChange.settings') : t('verify.signIn')}
    </Link>
  );
  return (
    <AuthCard
      titleId="confirm-change-title"
      title={t('confirmChange.title')}
      subtitle={t('confirmChange.subtitle')}
      footer={footer}
    >
      <div className="space-y-5">
        {token === '' ? <FormAlert tone="error">{t('verify.noToken')}</FormAlert> : null}
        {confirm.isSuccess ? (
          <FormAlert tone="success">{t('confirmChange.done', { email: confirm.data.email })}</FormAlert>
        ) : null}
        {confirm.isError ? (
          <FormAlert key={confirm.submittedAt} tone="error">
            {problemText(t, confirm.error, t('confirmChange.failed'))}
          </FormAlert>
        ) : null}
        {token !== '' && !confirm.isSuccess ? (
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {confirm.isPending ? t('confirmChange.submitting') : t('confirmChange.submit')}
          </button>
        ) : null}
      </div>
    </AuthCard>
  );
}

/** /cancel-email-change: what the link does, a click, then the address the account has and a way back in. */
export function CancelEmailChangePage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('cancelChange.documentTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  const cancel = useCancelEmailChange();
  const footer = (
    <Link to="/login" className={linkClass}>
      {t('verify.signIn')}
    </Link>
  );
  return (
    <AuthCard
      titleId="cancel-change-title"
      title={t('cancelChange.title')}
      subtitle={t('cancelChange.subtitle')}
      footer={footer}
    >
      <div className="space-y-5">
        {token === '' ? <FormAlert tone="error">{t('verify.noToken')}</FormAlert> : null}
        {cancel.isSuccess ? (
          <FormAlert tone="success">{t('cancelChange.done', { email: cancel.data.email })}</FormAlert>
        ) : null}
        {cancel.isError ? (
          <FormAlert key={cancel.submittedAt} tone="error">
            {problemText(t, cancel.error, t('cancelChange.failed'))}
          </FormAlert>
        ) : null}
        {token !== '' && !cancel.isSuccess ? (
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(token)}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {cancel.isPending ? t('cancelChange.submitting') : t('cancelChange.submit')}
          </button>
        ) : null}
        {cancel.isSuccess ? (
          <Link to="/forgot-password" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('cancelChange.newPassword')}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
