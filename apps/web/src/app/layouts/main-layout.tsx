import { Outlet } from 'react-router';
import { AccountBanners } from '../../features/auth/index.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Navbar, the page, footer; the first Tab reaches a link that skips the navbar. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <AccountBanners />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
