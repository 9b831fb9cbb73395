import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../../auth/index.ts';
import { MailPreferences } from '../components/mail-preferences.tsx';

/** /settings/notifications: which mail a signed-in person gets; a visitor is asked to sign in. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('mailPrefs');
  useDocumentTitle(t('page.title'));
  const me = useQuery(getMeQueryOptions());
  const location = useLocation();

  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  const viewer = me.data;

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <header>
          <p className="text-sm font-semibold text-accent-700">{t('page.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-2 text-slate-600">{t('page.intro')}</p>
        </header>
        <div className="mt-6">
          {viewer ? (
            <MailPreferences viewerId={viewer._id} />
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <p className="text-slate-700">{t('page.signInBody')}</p>
              <Link to="/login" state={{ from: location }} className={buttonClasses('primary', 'md', 'mt-4')}>
                {t('page.signIn')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
