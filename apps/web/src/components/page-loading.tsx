import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        className="size-8 rounded-full border-4 border-slate-200 border-t-accent-700 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
