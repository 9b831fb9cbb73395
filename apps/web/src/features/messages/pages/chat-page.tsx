import { MESSAGE_POLL_MS } from '@inkwell/domain/limits';
import { MessageForm } from '@inkwell/domain/messages/message.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getMeQueryOptions } from '../../auth/index.ts';
import { useLiveStatus } from '../../../lib/live-status.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { ChatError, ChatNotFound, ChatSkeleton } from '../components/chat-states.tsx';
import { personName } from '../components/conversation-row.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageLog } from '../components/message-log.tsx';
import { Toast, useToast } from '../components/toast.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import { areaOf, messagesPath, type MessagesArea } from '../message-paths.ts';
import { useAttachments } from '../use-attachments.ts';
import { usePageVisible } from '../use-page-visible.ts';

/**
 * /message/{id} and /seller/message/{id}: one conversation. New messages arrive on the live stream
 * (features/live); while it is down the page asks for them every MESSAGE_POLL_MS,
 * as the first chat (docs/product.md#notifications-and-live-events) did.
 */
export function ChatPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;
  return <Chat key={id} user={me.data} conversationId={id} area={areaOf(location.pathname)} />;
}

function Chat({ user, conversationId, area }: { user: CurrentUser; conversationId: string; area: MessagesArea }) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const live = useLiveStatus();
  const pollMs = live === 'open' ? false : MESSAGE_POLL_MS;
  const conversation = useConversation(user._id, conversationId, pollMs);
  const messages = useMessages(user._id, conversationId, { enabled: conversation.isSuccess, pollMs });
  const send = useSendMessage(user._id);
  const markRead = useMarkConversationRead(user._id);
  const { toast, show, dismiss } = useToast();
  const [text, setText] = useState('');
  const attachments = useAttachments();
  const backTo = messagesPath(area);
  const other = conversation.data?.other;
  const name = other ? personName(other, t) : '';
  useDocumentTitle(other ? t('chat.titleWith', { name }) : t('list.title'));

  // Oldest first for reading; the pages come newest first.
  const list = (messages.data?.pages ?? []).flatMap((page) => page.items).reverse();

  // Opening the conversation marks it read, and so does each message that arrives while it is open,
  // once the person can see it (a chat left in a background tab does not say "Seen").
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  const unreadSince = conversation.data && !conversation.data.read ? conversation.data.updatedAt : null;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unreadSince === null || !visible || marked.current === unreadSince) return;
    marked.current = unreadSince;
    markAsRead(conversationId);
  }, [unreadSince, visible, conversationId, markAsRead]);

  const onSend = () => {
    if (send.isPending) return;
    // Files go only once each is uploaded; a failed one is retried or removed first. Nothing is lost meanwhile.
    if (attachments.uploading) return show('error', t('files.waitUploads'));
    if (attachments.failed) return show('error', t('files.fixFailed'));
    const sent = attachments.done;
    const parsed = MessageForm.safeParse({ desc: text, files: sent.map((file) => file.id) });
    if (!parsed.success) {
      // Blank text is simply not sent (files wait for their message); a message over the limit says why.
      if (text.trim() !== '') show('error', t('errors.MESSAGE_TOO_LONG'));
      else if (sent.length > 0) show('error', t('files.needText'));
      return;
    }
    const typed = text;
    dismiss();
    send.mutate(
      { conversationId, desc: parsed.data.desc, files: parsed.data.files },
      {
        onSuccess: () => {
          // Whatever was typed or attached meanwhile stays.
          setText((current) => (current.startsWith(typed) ? current.slice(typed.length) : current));
          attachments.clearSent(sent.map((file) => file.key));
          show('success', t('toast.sent'));
        },
        onError: (error) => show('error', problemText(t, error, t('errors.sendFallback'))),
      },
    );
  };

  if (conversation.error instanceof ApiError && conversation.error.status === 404) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-10">
        <ChatNotFound backTo={backTo} />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="container-page max-w-3xl py-8 sm:py-10">
        <h1 className="sr-only">{t('list.title')}</h1>
        <ChatError
          backTo={backTo}
          body={t('chat.error.body')}
          onRetry={() => void conversation.refetch()}
          pending={conversation.isFetching}
        />
      </div>
    );
  }

  const height =
    area === 'seller'
      ? 'h-[calc(100dvh-6.5rem)] sm:h-[calc(100dvh-7.5rem)]'
      : 'h-[calc(100dvh-13rem)] xl:h-[calc(100dvh-10.5rem)]';
  return (
    <div className="container-page max-w-3xl py-3 sm:py-5">
      <section
        aria-labelledby={titleId}
        className={
          `flex min-h-[26rem] flex-col overflow-hidden rounded-2xl ` +
          `border border-slate-200 bg-white shadow-xs ${height}`
        }
      >
        <header className="flex items-center gap-3 border-b border-slate-200 px-2 py-2.5 sm:px-4">
          <Link
            to={backTo}
            className={
              'inline-flex size-10 shrink-0 items-center justify-center ' +
              'rounded-full text-slate-700 hover:bg-slate-100'
            }
          >
            <ChevronLeftIcon className="size-5" />
            <span className="sr-only">{t('chat.back')}</span>
          </Link>
          {other ? (
            <>
              <Avatar src={other.img} className="size-10" />
              <div className="min-w-0">
                <h1 id={titleId} className="truncate text-base font-semibold text-slate-900">
                  {name}
                </h1>
                <Link
                  to={`/profile/${other._id}`}
                  className={
                    'block truncate text-sm ' +
                    'text-slate-600 underline-offset-4 ' +
                    'hover:text-accent-800 hover:underline'
                  }
                >
                  @{other.username} · {t('chat.profile')}
                </Link>
              </div>
            </>
          ) : (
            <h1 id={titleId} className="text-base font-semibold text-slate-900">
              {t('list.title')}
            </h1>
          )}
        </header>
        {live === 'down' ? (
          <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">{t('chat.offline')}</p>
        ) : null}
        {conversation.isPending || messages.isPending ? (
          <ChatSkeleton />
        ) : messages.isError && list.length === 0 ? (
          <div className="flex-1 overflow-y-auto p-4">
            <ChatError
              backTo={backTo}
              body={t('chat.error.messages')}
              onRetry={() => void messages.refetch()}
              pending={messages.isFetching}
            />
          </div>
        ) : (
          <MessageLog
            messages={list}
            viewerId={user._id}
            otherName={name}
            otherRead={conversation.data.otherRead}
            earlier={{
              has: messages.hasNextPage,
              loading: messages.isFetchingNextPage,
              failed: messages.isFetchNextPageError,
              load: () => void messages.fetchNextPage(),
            }}
          />
        )}
        <MessageComposer
          text={text}
          onChange={setText}
          onSend={onSend}
          sending={send.isPending}
          attachments={attachments}
        />
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
