import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

interface OperatorQueueProps<Item> {
  /** The id of the queue's heading, which labels the section. */
  id: string;
  /**
   * The namespace of the queue's texts (`queue.title`, `.loading`,
   * `.error`, `.retry`, `.empty`, `.emptyBody`, `.more`, `.loadingMore`).
   */
  ns: 'operator' | 'reports';
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  listClassName: string;
  children: (item: Item) => ReactNode;
}

/**
 * A queue of the operators' console (open reports, open disputes): its heading, then loading, a
 * failure with Try again, an empty queue, or the items a page at a time with "Show more".
 */
export function OperatorQueue<Item>({ id, ns, query, listClassName, children }: OperatorQueueProps<Item>) {
  const { t } = useTranslation(ns);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('queue.title')}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('queue.loading')}
        </p>
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{t('queue.error')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-3')}
          >
            {t('queue.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold text-slate-900">{t('queue.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('queue.emptyBody')}</p>
        </div>
      ) : (
        <>
          <ul className={listClassName}>{items.map(children)}</ul>
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {query.isFetchingNextPage ? t('queue.loadingMore') : t('queue.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
