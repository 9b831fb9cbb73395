import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

/** docs/product.md#user-facing-sentences: the profile could not be loaded. */
export function ProfileError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div className="container-page py-10">
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
      >
        <h1 className="text-xl font-semibold text-slate-900">{t('states.error')}</h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('states.errorBody')}</p>
        <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('states.retry')}
        </button>
      </div>
    </div>
  );
}
