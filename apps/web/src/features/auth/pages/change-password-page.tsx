import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useCurrentUser } from '../api/get-me.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** /settings/password: the change form on its own page, for signed-in people (visitors sign in first). */
export function ChangePasswordPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('change.documentTitle'));
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <section className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
        <h1 className="sr-only">{t('change.documentTitle')}</h1>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
