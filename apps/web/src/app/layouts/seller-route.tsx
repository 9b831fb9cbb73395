import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-me.ts';

/** SPEC.md: the seller area is for sellers; visitors and buyers are sent to the home page. */
export function SellerRoute() {
  const user = useCurrentUser();
  if (!user?.isSeller) return <Navigate to="/" replace />;
  return <Outlet />;
}
