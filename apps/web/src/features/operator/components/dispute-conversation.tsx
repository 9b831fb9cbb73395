import type { Order } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../components/contact-masking.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDisputeMessages } from '../api/get-dispute-messages.ts';
import { formatMoment } from '../operator-format.ts';
import { FileLinks } from './file-links.tsx';

/** The two people's messages, oldest at the top, with their files; older pages on demand. */
export function DisputeConversation({ order, viewerId }: { order: Order; viewerId: string }) {
  const { t, i18n } = useTranslation('operator');
  const { t: tc } = useTranslation();
  const messages = useDisputeMessages(viewerId, order._id);
  // Pages come newest first; the conversation reads from the oldest loaded message down.
  const items = (messages.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse();
  const authorOf = (userId: string) =>
    userId === order.buyer._id
      ? `${order.buyer.username} (${t('order.buyer')})`
      : userId === order.seller._id
        ? `${order.seller.username} (${t('order.seller')})`
        : '';

  return (
    <section
      aria-labelledby="dispute-conversation"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h3 id="dispute-conversation" className="text-base font-semibold text-slate-900">
        {t('conversation.title')}
      </h3>
      {messages.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('conversation.loading')}
        </p>
      ) : messages.isError && items.length === 0 ? (
        <div role="alert" className="mt-3 text-sm text-red-800">
          <p>{t('conversation.error')}</p>
          <button
            type="button"
            onClick={() => void messages.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-2')}
          >
            {t('conversation.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('conversation.empty')}</p>
      ) : (
        <>
          {messages.hasNextPage ? (
            <button
              type="button"
              onClick={() => void messages.fetchNextPage()}
              disabled={messages.isFetchingNextPage}
              className={buttonClasses('secondary', 'sm', 'mt-3')}
            >
              {messages.isFetchingNextPage ? t('conversation.loadingOlder') : t('conversation.older')}
            </button>
          ) : null}
          <ol className="mt-3 space-y-3">
            {items.map((message) => (
              <li
                key={message._id}
                className={
                  `rounded-xl p-3 text-sm ` +
                  `${message.userId === order.buyer._id ? 'bg-slate-50' : 'border border-slate-200 bg-white'}`
                }
              >
                <p className="font-medium text-slate-900">
                  {authorOf(message.userId)}{' '}
                  <span className="font-normal text-slate-600">· {formatMoment(message.createdAt, i18n.language)}</span>
                </p>
                <p className="mt-1 leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
                  <MaskedText text={message.desc} />
                </p>
                {message.originalDesc !== null ? (
                  <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5">
                    <p className="text-xs font-semibold text-amber-900">{tc('contactMasking.original')}</p>
                    <p className="mt-1 leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
                      {message.originalDesc}
                    </p>
                  </div>
                ) : null}
                <FileLinks files={message.files} label={t('conversation.files')} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
