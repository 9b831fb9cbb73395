import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useDeleteGig } from '../api/delete-gig.ts';
import { useGigs } from '../api/get-gigs.ts';
import { GigListError } from '../components/list-states.tsx';
import { MyGigItem } from '../components/my-gig-item.tsx';

/** /seller/mygigs and /mygigs: the seller's gigs, newest first, with Edit and Delete (after a confirm). */
export function MyGigsPage() {
  const { t } = useTranslation('myGigs');
  useDocumentTitle(t('title'));
  const user = useCurrentUser();
  const gigs = useGigs({ userId: user?._id, sort: 'createdAt' }, { enabled: Boolean(user) });
  const deleteGig = useDeleteGig();
  const [toDelete, setToDelete] = useState<Gig | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const items = gigs.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteGig.mutate(toDelete._id, {
      onSuccess: () => {
        setDeleted(toDelete.title);
        setToDelete(null);
      },
    });
  };

  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <header
        className={
          'flex flex-col gap-4 border-b border-slate-200 ' + 'pb-6 sm:flex-row sm:items-end sm:justify-between'
        }
      >
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('intro')}</p>
        </div>
        <Link to="/seller/add" className={buttonClasses('primary', 'md')}>
          <PlusIcon className="size-5" />
          {t('add')}
        </Link>
      </header>

      <div className="pt-6">
        {deleted ? (
          <div className="mb-6">
            <FormAlert tone="success">{t('deleted', { title: deleted })}</FormAlert>
          </div>
        ) : null}
        {gigs.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600">
            {t('loading')}
          </p>
        ) : gigs.isError && items.length === 0 ? (
          <GigListError onRetry={() => void gigs.refetch()} />
        ) : items.length === 0 ? (
          <div
            className={
              'flex flex-col items-center rounded-2xl border ' + 'border-dashed border-slate-300 px-6 py-12 text-center'
            }
          >
            <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-28 w-auto" />
            <h2 className="mt-6 text-xl font-semibold text-slate-900">{t('empty.title')}</h2>
            <p className="mt-2 max-w-md text-sm text-slate-600">{t('empty.body')}</p>
            <Link to="/seller/add" className={buttonClasses('primary', 'md', 'mt-6')}>
              {t('empty.action')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((gig) => (
                <li key={gig._id}>
                  <MyGigItem
                    gig={gig}
                    onDelete={(chosen) => {
                      deleteGig.reset();
                      setDeleted(null);
                      setToDelete(chosen);
                    }}
                  />
                </li>
              ))}
            </ul>
            {gigs.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => void gigs.fetchNextPage()}
                  disabled={gigs.isFetchingNextPage}
                  className={buttonClasses('secondary', 'md', 'min-w-40')}
                >
                  {gigs.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('confirm.title')}
        description={
          <>
            <p className="font-medium text-slate-900">{toDelete?.title}</p>
            <p className="mt-2">{t('confirm.body')}</p>
          </>
        }
        confirmLabel={t('confirm.delete')}
        pendingLabel={t('confirm.deleting')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={confirmDelete}
        pending={deleteGig.isPending}
        error={deleteGig.isError ? problemText(t, deleteGig.error, t('confirm.failed')) : null}
      />
    </div>
  );
}
