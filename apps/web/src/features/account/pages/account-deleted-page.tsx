import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** Where a person lands after deleting their account: signed out, told it is done, sent on home. */
export function AccountDeletedPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('deleted.title'));
  return (
    <div className="container-page max-w-xl py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('deleted.title')}</h1>
      <div className="mt-6">
        <FormAlert tone="success">{t('deleted.body')}</FormAlert>
      </div>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('deleted.home')}
      </Link>
    </div>
  );
}
