import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.ts';

/** Placeholder cards while the first page of orders loads (announced once). */
export function OrderListSkeleton() {
  const { t } = useTranslation('orders');
  const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';
  return (
    <div role="status">
      <span className="sr-only">{t('states.loading')}</span>
      <ul aria-hidden="true" className="space-y-4">
        {[0, 1, 2].map((row) => (
          <li key={row} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex gap-4">
              <div className={`size-16 shrink-0 sm:size-20 ${bar}`} />
              <div className="flex-1 space-y-3">
                <div className={`h-4 w-2/3 ${bar}`} />
                <div className={`h-3 w-1/3 ${bar}`} />
              </div>
            </div>
            <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[0, 1, 2, 3].map((fact) => (
                <div key={fact} className={`h-8 ${bar}`} />
              ))}
            </div>
            <div className={`mt-5 h-3 w-full ${bar}`} />
            <div className={`mt-2 h-3 w-4/5 ${bar}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#user-facing-sentences: the orders could not be loaded ("something went wrong"), with Try again. */
export function OrderListError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('states.error')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{t('states.errorBody')}</p>
      <button type="button" onClick={onRetry} disabled={pending} className={buttonClasses('primary', 'md', 'mt-6')}>
        {pending ? t('states.retrying') : t('states.retry')}
      </button>
    </div>
  );
}

interface OrderListEmptyProps {
  title: string;
  body: string;
  action: { to: string; label: string };
}

/** No order on this tab: what would show here, and where to go next. */
export function OrderListEmpty({ title, body, action }: OrderListEmptyProps) {
  return (
    <div
      className={
        'flex flex-col items-center rounded-2xl border ' + 'border-dashed border-slate-300 px-6 py-12 text-center'
      }
    >
      <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-28 w-auto" />
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{body}</p>
      <Link to={action.to} className={buttonClasses('primary', 'md', 'mt-6')}>
        {action.label}
      </Link>
    </div>
  );
}
