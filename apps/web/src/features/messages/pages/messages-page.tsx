import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../../auth/index.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { areaOf } from '../message-paths.ts';

/**
 * /messages and /seller/messages (docs/product.md#messages): the viewer's conversations. Visitors are sent
 * to sign in and come back here; a browser with no stored user waits for /auth/session before deciding.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  useDocumentTitle(t('list.title'));

  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <header className="pb-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('list.intro')}</p>
      </header>
      <ConversationList user={me.data} area={areaOf(location.pathname)} />
    </div>
  );
}
