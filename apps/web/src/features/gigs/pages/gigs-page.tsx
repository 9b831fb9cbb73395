import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useGigs } from '../api/get-gigs.ts';
import { BudgetForm } from '../components/budget-form.tsx';
import { CategorySelect } from '../components/category-select.tsx';
import { PurposeSelect } from '../components/purpose-select.tsx';
import { GigCard } from '../components/gig-card.tsx';
import { GigGridSkeleton, GigListEmpty, GigListError } from '../components/list-states.tsx';
import { SortMenu } from '../components/sort-menu.tsx';
import { readGigListParams, withParams } from '../gig-list-params.ts';

/**
 * /gigs: docs/product.md#gig-list-and-search. Every filter is in the address, so back/forward and shared links
 * show the same list; a search is sorted by best match unless another sort is picked, so the sort
 * menu stays and offers Best match while searching.
 */
export function GigsPage() {
  const { t } = useTranslation(['gigs', 'categories']);
  const [params, setParams] = useSearchParams();
  const view = readGigListParams(params);
  const { cat, search } = view.filters;
  const gigs = useGigs(view.filters);
  const heading = search ? t('heading.search', { search }) : cat ? t(`categories:${cat}`) : t('heading.all');
  useDocumentTitle(heading);

  // flushSync: the new address is rendered at once (not as a transition), so a filter changed right
  // after another (a fast typist, a test) builds on it instead of on the address before it.
  const change = (changes: Record<string, string | undefined>) =>
    setParams(withParams(params, changes), { flushSync: true });
  const items = gigs.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(
    cat || search || view.filters.purpose || view.filters.min !== undefined || view.filters.max !== undefined,
  );

  return (
    <div className="container-page py-8 sm:py-10">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold text-accent-700">{t('heading.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading}</h1>
        {search && cat ? (
          <p className="mt-2 text-sm text-slate-600">{t('heading.inCategory', { category: t(`categories:${cat}`) })}</p>
        ) : null}
        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <CategorySelect value={cat} onChange={(value) => change({ cat: value || undefined })} />
            <PurposeSelect value={view.filters.purpose} onChange={(value) => change({ purpose: value || undefined })} />
            <BudgetForm
              key={`${view.minText}|${view.maxText}`}
              minText={view.minText}
              maxText={view.maxText}
              initialProblem={view.budgetProblem}
              onApply={(min, max) => change({ min, max })}
            />
          </div>
          <div className="self-start lg:self-auto">
            <SortMenu value={view.sort} searching={Boolean(search)} onChange={(sort) => change({ sort })} />
          </div>
        </div>
      </header>

      <section aria-labelledby="gig-results" className="pt-8">
        <h2 id="gig-results" className="sr-only">
          {t('results')}
        </h2>
        {gigs.isPending ? (
          <GigGridSkeleton />
        ) : gigs.isError && items.length === 0 ? (
          <GigListError onRetry={() => void gigs.refetch()} />
        ) : items.length === 0 ? (
          <GigListEmpty filtered={filtered} />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((gig, index) => (
                <li key={gig._id}>
                  <GigCard gig={gig} priority={index === 0} />
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col items-center gap-3">
              {gigs.isFetchNextPageError ? (
                <p role="alert" className="text-sm text-red-700">
                  {t('states.moreFailed')}
                </p>
              ) : null}
              {gigs.hasNextPage ? (
                <button
                  type="button"
                  onClick={() => void gigs.fetchNextPage()}
                  disabled={gigs.isFetchingNextPage}
                  className={buttonClasses('secondary', 'md', 'min-w-40')}
                >
                  {gigs.isFetchingNextPage ? t('states.loadingMore') : t('states.loadMore')}
                </button>
              ) : null}
              <p role="status" className="sr-only">
                {gigs.isFetchingNextPage ? t('states.loadingMore') : ''}
              </p>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
