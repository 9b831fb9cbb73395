import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { BECOME_SELLER_PATH } from '../components/layout/account-links.ts';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { SellerRoute } from './layouts/seller-route.tsx';
import { PageLoading } from './page-loading.tsx';
import { ComingSoonPage, type ComingSoonPageKey } from './pages/coming-soon-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { AreaErrorBoundary, RootErrorBoundary } from './route-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** A screen a later release brings: declared now, so links and bookmarks already land somewhere polite. */
const comingSoon = (path: string, page: ComingSoonPageKey): RouteObject => ({
  path,
  element: <ComingSoonPage page={page} />,
});

/** Every route and redirect of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'add', loader: ({ request }) => redirect(`/seller/add${new URL(request.url).search}`) },
      { path: 'becomeSeller', loader: () => redirect(BECOME_SELLER_PATH) },
      { path: 'becomeSeller2', loader: () => redirect(BECOME_SELLER_PATH) },
      { path: 'seller-dashboard', loader: () => redirect('/seller/dashboard') },
      {
        element: <MainLayout />,
        children: [
          {
            errorElement: <AreaErrorBoundary />,
            children: [
              { index: true, element: <HomePage /> },
              {
                path: 'how-it-works',
                lazy: async () => ({
                  Component: (await import('../features/how-it-works/pages/how-it-works-page.tsx')).HowItWorksPage,
                }),
              },
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/register-page.tsx')).RegisterPage,
                }),
              },
              comingSoon('gigs', 'gigs'),
              comingSoon('gig/:id', 'gig'),
              comingSoon('profile/:id', 'profile'),
              comingSoon('orders', 'orders'),
              comingSoon('mygigs', 'myGigs'),
              comingSoon('messages', 'messages'),
              comingSoon('message/:id', 'message'),
              comingSoon('pay/:id', 'pay'),
              comingSoon('success', 'success'),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'seller',
            element: <SellerRoute />,
            errorElement: <AreaErrorBoundary />,
            children: [
              { index: true, loader: () => redirect('/seller/dashboard') },
              comingSoon('dashboard', 'sellerDashboard'),
              comingSoon('mygigs', 'sellerGigs'),
              comingSoon('add', 'sellerAdd'),
              comingSoon('orders', 'sellerOrders'),
              comingSoon('messages', 'sellerMessages'),
              comingSoon('message/:id', 'sellerMessage'),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
