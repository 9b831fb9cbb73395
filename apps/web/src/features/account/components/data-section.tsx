import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { linkClass } from '../../../components/form/styles.ts';
import { EXPORT_URL } from '../api/delete-account.ts';

const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./delete-account-dialog.tsx')).DeleteAccountDialog,
}));

/** Your data: the JSON download of everything about the person, and deleting the account. */
export function DataSection() {
  const { t } = useTranslation('account');
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <div>
        <h3 className="text-base font-semibold text-slate-900">{t('data.exportTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('data.exportBody')}</p>
        <a href={EXPORT_URL} download className={buttonClasses('secondary', 'md', 'mt-4')}>
          <DownloadIcon className="size-4" />
          {t('data.export')}
        </a>
      </div>
      <div className="border-t border-slate-200 pt-6">
        <h3 className="text-base font-semibold text-slate-900">{t('data.deleteTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {t('data.deleteBody')}{' '}
          <Link to="/privacy" className={linkClass}>
            {t('data.privacyLink')}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className={buttonClasses(
            'secondary',
            'md',
            'mt-4 border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50',
          )}
        >
          <TrashIcon className="size-4" />
          {t('data.delete')}
        </button>
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      ) : null}
    </>
  );
}
