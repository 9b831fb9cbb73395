import { MESSAGE_POLL_MS } from '@inkwell/domain/limits';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useLiveStatus } from '../../../lib/live-status.ts';
import { useConversations } from '../api/get-conversations.ts';
import { chatPath, type MessagesArea } from '../message-paths.ts';
import { ConversationRow } from './conversation-row.tsx';

function ListSkeleton() {
  const { t } = useTranslation('messages');
  const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white">
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-slate-100">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4">
            <div className={`size-11 shrink-0 rounded-full ${bar}`} />
            <div className="flex-1 space-y-2.5">
              <div className={`h-4 w-1/3 ${bar}`} />
              <div className={`h-3 w-2/3 ${bar}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#user-facing-sentences: "Something went wrong", "Unable to load the conversations", Try Again. */
function ListError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('list.error.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{t('list.error.body')}</p>
      <button type="button" onClick={onRetry} disabled={pending} className={buttonClasses('primary', 'md', 'mt-6')}>
        {pending ? t('list.error.retrying') : t('list.error.retry')}
      </button>
    </div>
  );
}

function ListEmpty({ seller }: { seller: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <div
      className={
        'flex flex-col items-center rounded-2xl border ' + 'border-dashed border-slate-300 px-6 py-12 text-center'
      }
    >
      <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-28 w-auto" />
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{t('list.empty.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{seller ? t('list.empty.seller') : t('list.empty.buyer')}</p>
      <Link to={seller ? '/seller/orders' : '/gigs'} className={buttonClasses('primary', 'md', 'mt-6')}>
        {seller ? t('list.empty.orders') : t('list.empty.browse')}
      </Link>
    </div>
  );
}

/** The viewer's conversations, newest first, a page at a time (Load more over the cursor). */
export function ConversationList({ user, area }: { user: CurrentUser; area: MessagesArea }) {
  const { t } = useTranslation('messages');
  const query = useConversations(user._id, useLiveStatus() === 'open' ? false : MESSAGE_POLL_MS);
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const now = new Date();

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && conversations.length === 0)
    return <ListError onRetry={() => void query.refetch()} pending={query.isFetching} />;
  if (conversations.length === 0) return <ListEmpty seller={user.isSeller} />;

  return (
    <>
      <p className="mb-3 text-sm font-medium text-slate-700" aria-live="polite">
        {unread > 0 ? t('list.unread', { count: unread }) : null}
      </p>
      <ul
        aria-label={t('list.label')}
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      >
        {conversations.map((conversation) => (
          <li key={conversation._id}>
            <ConversationRow conversation={conversation} to={chatPath(area, conversation._id)} now={now} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <FormAlert tone="error">{t('list.moreFailed')}</FormAlert>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className={buttonClasses('secondary', 'md', 'min-w-40 disabled:cursor-wait')}
          >
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
