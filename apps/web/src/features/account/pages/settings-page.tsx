import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../../auth/index.ts';
import { SettingsCard } from '../components/settings-card.tsx';
import { SETTINGS_SECTIONS } from '../settings-sections.tsx';

/**
 * /settings: the signed-in person's account, security, notifications and data, one
 * card per section of settings-sections.tsx with a table of contents. Visitors are sent to sign in
 * and come back here; a browser with no stored user waits for /auth/session before deciding.
 */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  useDocumentTitle(t('settings.title'));
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;
  const user = me.data;
  const sections = SETTINGS_SECTIONS.filter((section) => section.parts.length > 0);
  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <header className="pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-slate-600">{t('settings.intro')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label={t('settings.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={
                    'block rounded-lg px-3 py-2 text-sm font-medium ' +
                    'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }
                >
                  {t(section.titleKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {sections.map(({ id, titleKey, introKey, parts }) => (
            <SettingsCard key={id} id={id} title={t(titleKey)} intro={introKey ? t(introKey) : undefined}>
              {parts.map((Part, index) => (
                // A part may load its code on first use (the auth feature's forms): it holds its place meanwhile.
                <Suspense key={index} fallback={<div className="min-h-40" aria-busy="true" />}>
                  <Part user={user} />
                </Suspense>
              ))}
            </SettingsCard>
          ))}
        </div>
      </div>
    </div>
  );
}
