import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { buttonClasses } from '../components/ui/button.ts';
import { Logo } from '../components/ui/logo.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

function ErrorMessage() {
  const { t } = useTranslation();
  useDocumentTitle(t('error.title'));
  return (
    <section role="alert" className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('error.title')}</h1>
      <p className="mt-4 max-w-xl text-base text-slate-600 sm:text-lg">{t('error.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'md')}>
          {t('actions.tryAgain')}
        </button>
        <Link to="/" reloadDocument className={buttonClasses('secondary', 'md')}>
          {t('actions.goHome')}
        </Link>
      </div>
    </section>
  );
}

/** Error boundary of one area (main pages, seller area): the navbar and footer stay usable around it. */
export function AreaErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

/** Last resort when the layout itself failed: a bare page that needs nothing else to work. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200">
        <div className="container-page flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main className="flex-1">{notFound ? <NotFoundPage /> : <ErrorMessage />}</main>
    </div>
  );
}
