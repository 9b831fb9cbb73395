import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ButtonSpinner } from '../../../components/ui/button-spinner.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe.ts';
import { MAIL_SETTINGS_PATH } from '../mail-paths.ts';

/**
 * /unsubscribe?token=... (the link in each mail's footer): says which mail the link turns off, turns
 * it off with one button (no sign-in needed: the link is the proof), then says so, with the way to
 * every other setting.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['mailPrefs', 'errors']);
  useDocumentTitle(t('mailPrefs:unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const done = useUnsubscribe(token);
  const invalid = token === '' || (info.error instanceof ApiError && info.error.status === 404);
  const topic = info.data ? t(`mailPrefs:topics.${info.data.topic}.label`) : '';

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('mailPrefs:unsubscribe.title')}</h1>
        {invalid ? (
          <p className="mt-3 text-slate-700">{t('mailPrefs:unsubscribe.invalid')}</p>
        ) : info.isError ? (
          <div className="mt-4">
            <FormAlert tone="error">{problemText(t, info.error, t('mailPrefs:unsubscribe.loadFailed'))}</FormAlert>
          </div>
        ) : !info.data ? (
          <p className="mt-3 text-slate-600" role="status">
            {t('mailPrefs:section.loading')}
          </p>
        ) : done.isSuccess ? (
          <div className="mt-4">
            <FormAlert tone="success">{t('mailPrefs:unsubscribe.done', { topic })}</FormAlert>
          </div>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{t('mailPrefs:unsubscribe.confirm', { topic })}</p>
            <p className="mt-1 text-sm text-slate-600">{t(`mailPrefs:topics.${info.data.topic}.hint`)}</p>
            {done.isError ? (
              <div className="mt-4">
                <FormAlert tone="error">{problemText(t, done.error, t('mailPrefs:unsubscribe.failed'))}</FormAlert>
              </div>
            ) : null}
            <button
              type="button"
              className={buttonClasses('primary', 'md', 'mt-5')}
              disabled={done.isPending}
              onClick={() => done.mutate()}
            >
              {done.isPending ? <ButtonSpinner /> : null}
              {done.isPending ? t('mailPrefs:unsubscribe.pending') : t('mailPrefs:unsubscribe.button')}
            </button>
          </>
        )}
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <Link
            to={MAIL_SETTINGS_PATH}
            className="font-medium text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline"
          >
            {t('mailPrefs:unsubscribe.settings')}
          </Link>
        </p>
      </div>
    </div>
  );
}
