import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { getMeQueryOptions } from '../../features/auth/index.ts';

/**
 * docs/product.md#seller-area: the seller area is for sellers; visitors and buyers are sent to the home page. A browser
 * with no stored user (storage cleared, a session cookie left) waits for /auth/session before deciding.
 * Renders `children` (a layout) when given, else the matched page.
 */
export function SellerRoute({ children }: { children?: ReactNode }) {
  const me = useQuery(getMeQueryOptions());
  // No stored user shows as placeholder null: only the server's answer can tell.
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data?.isSeller) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
