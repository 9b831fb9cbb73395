import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';

/** docs/product.md#user-facing-sentences: a conversation that does not exist, or is someone else's, with a way back. */
export function ChatNotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation('messages');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-28 w-auto" />
      <h1 className="mt-6 text-xl font-semibold text-slate-900">{t('chat.notFound.title')}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">{t('chat.notFound.body')}</p>
      <Link to={backTo} className={buttonClasses('primary', 'md', 'mt-6')}>
        <ChevronLeftIcon className="size-4" />
        {t('chat.back')}
      </Link>
    </div>
  );
}

/**
 * docs/product.md#user-facing-sentences: "Something went wrong",
 * "Unable to load the conversation", with a way back and Try Again.
 */
export function ChatError({
  backTo,
  body,
  onRetry,
  pending,
}: {
  backTo: string;
  body: string;
  onRetry: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('chat.error.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={backTo} className={buttonClasses('secondary', 'md')}>
          <ChevronLeftIcon className="size-4" />
          {t('chat.back')}
        </Link>
        <button type="button" onClick={onRetry} disabled={pending} className={buttonClasses('primary', 'md')}>
          {t('chat.error.retry')}
        </button>
      </div>
    </div>
  );
}

export function ChatSkeleton() {
  const { t } = useTranslation('messages');
  const bar = 'rounded-2xl bg-slate-100 motion-safe:animate-pulse';
  return (
    <div role="status" className="flex flex-1 flex-col gap-3 px-4 py-6">
      <span className="sr-only">{t('chat.loading')}</span>
      <div aria-hidden="true" className={`h-10 w-2/3 ${bar}`} />
      <div aria-hidden="true" className={`ml-auto h-10 w-1/2 ${bar}`} />
      <div aria-hidden="true" className={`h-16 w-3/4 ${bar}`} />
    </div>
  );
}
