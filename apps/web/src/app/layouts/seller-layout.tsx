import { Outlet } from 'react-router';
import { AccountBanners, useCurrentUser } from '../../features/auth/index.ts';
import { SellerNavbar } from './seller-navbar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * Every /seller page: the Seller Hub navbar and the page. It sits inside SellerRoute, so the user is
 * a signed-in seller here.
 */
export function SellerLayout() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SellerNavbar user={user} />
      <AccountBanners />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
