import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button.ts';
import { useDocumentTitle } from './use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <img src="/img/not-found.svg" alt="" width="240" height="180" className="h-32 w-auto sm:h-40" />
      <p className="mt-8 text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-xl text-base text-slate-600 sm:text-lg">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {t('actions.goHome')}
        </Link>
        <Link to="/gigs" className={buttonClasses('secondary', 'md')}>
          {t('actions.browseGigs')}
        </Link>
      </div>
    </section>
  );
}
