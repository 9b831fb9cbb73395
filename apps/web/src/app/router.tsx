import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { BECOME_SELLER_PATH } from '../features/auth/index.ts';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { LiveEventsProvider } from '../features/live/index.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { SellerLayout } from './layouts/seller-layout.tsx';
import { SellerRoute } from './layouts/seller-route.tsx';
import { AreaErrorBoundary, RootErrorBoundary } from './route-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

function RootLayout() {
  return (
    <LiveEventsProvider>
      <ScrollToTop />
      <Outlet />
    </LiveEventsProvider>
  );
}

/** An old or short address that only sends the browser on (element: null marks it as rendering nothing). */
const redirectRoute = (path: string, to: (request: Request) => string): RouteObject => ({
  path,
  loader: ({ request }) => redirect(to(request)),
  element: null,
});

/** The conversation list and the chat, in the marketplace and in the Seller Hub. */
const messagesPage = async () => ({ Component: (await import('../features/messages/pages/messages-page.tsx')).MessagesPage });
const chatPage = async () => ({ Component: (await import('../features/messages/pages/chat-page.tsx')).ChatPage });

/** The seller's gigs, at /seller/mygigs and /mygigs (both for sellers only). */
const myGigsPage = async () => ({ Component: (await import('../features/gigs/pages/my-gigs-page.tsx')).MyGigsPage });

/** Every route and redirect of docs/product.md#screens-and-routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      redirectRoute('add', (request) => `/seller/add${new URL(request.url).search}`),
      redirectRoute('becomeSeller', () => BECOME_SELLER_PATH),
      redirectRoute('becomeSeller2', () => BECOME_SELLER_PATH),
      redirectRoute('seller-dashboard', () => '/seller/dashboard'),
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
              {
                path: 'gigs',
                lazy: async () => ({ Component: (await import('../features/gigs/pages/gigs-page.tsx')).GigsPage }),
              },
              {
                path: 'gig/:id',
                lazy: async () => ({ Component: (await import('../features/gigs/pages/gig-page.tsx')).GigPage }),
              },
              {
                path: 'profile/:id',
                lazy: async () => ({ Component: (await import('../features/profile/pages/profile-page.tsx')).ProfilePage }),
              },
              { path: 'orders', lazy: async () => ({ Component: (await import('../features/orders/pages/orders-page.tsx')).OrdersPage }) },
              { path: 'orders/:bidId', lazy: async () => ({ Component: (await import('../features/orders/pages/order-page.tsx')).OrderPage }) },
              { path: 'mygigs', element: <SellerRoute />, children: [{ index: true, lazy: myGigsPage }] },
              { path: 'messages', lazy: messagesPage },
              { path: 'message/:id', lazy: chatPage },
              { path: 'pay/:id', lazy: async () => ({ Component: (await import('../features/payments/pages/pay-page.tsx')).PayPage }) },
              { path: 'success', lazy: async () => ({ Component: (await import('../features/payments/pages/success-page.tsx')).SuccessPage }) },
              {
                path: 'operator/disputes',
                lazy: async () => ({ Component: (await import('../features/operator/pages/operator-disputes-page.tsx')).OperatorDisputesPage }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'seller',
        element: (
          <SellerRoute>
            <SellerLayout />
          </SellerRoute>
        ),
        children: [
          {
            errorElement: <AreaErrorBoundary />,
            children: [
              { index: true, loader: () => redirect('/seller/dashboard'), element: null },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/seller-hub/pages/seller-dashboard-page.tsx')).SellerDashboardPage,
                }),
              },
              { path: 'mygigs', lazy: myGigsPage },
              {
                path: 'add',
                lazy: async () => ({ Component: (await import('../features/gigs/pages/gig-form-page.tsx')).GigFormPage }),
              },
              { path: 'orders', lazy: async () => ({ Component: (await import('../features/orders/pages/orders-page.tsx')).OrdersPage }) },
              { path: 'messages', lazy: messagesPage },
              { path: 'message/:id', lazy: chatPage },
              { path: '*', element: <NotFoundPage /> },
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
