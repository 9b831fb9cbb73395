import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { linkClass } from '../../../components/form/styles.ts';

/** /register; ?seller=1 (and the /becomeSeller redirects) opens it with the seller switch on. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.documentTitle'));
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      titleId="register-title"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      wide
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm seller={searchParams.get('seller') === '1'} />
    </AuthCard>
  );
}
