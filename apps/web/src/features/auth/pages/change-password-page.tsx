import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../api/get-me.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/**
 * /settings/password: the change form on its own page, for signed-in people. Visitors are sent to
 * sign in and come back here; a browser with no stored user waits for /auth/session before deciding.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('change.documentTitle'));
  const me = useQuery(getMeQueryOptions());
  const location = useLocation();
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <section className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
        <h1 className="sr-only">{t('change.documentTitle')}</h1>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
