import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export type ComingSoonPageKey =
  | 'profile'
  | 'orders'
  | 'messages'
  | 'message'
  | 'pay'
  | 'success'
  | 'sellerDashboard'
  | 'sellerOrders'
  | 'sellerMessages'
  | 'sellerMessage';

/** Stands in for a screen that a later release brings. Plain and polite, nothing more. */
export function ComingSoonPage({ page }: { page: ComingSoonPageKey }) {
  const { t } = useTranslation();
  const title = t(`comingSoon.pages.${page}`);
  useDocumentTitle(title);

  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-32 w-auto sm:h-40" />
      <p className="mt-8 inline-flex rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-base text-slate-600 sm:text-lg">{t('comingSoon.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {t('actions.goHome')}
        </Link>
        <Link to="/how-it-works" className={buttonClasses('secondary', 'md')}>
          {t('actions.howItWorks')}
        </Link>
      </div>
    </section>
  );
}
