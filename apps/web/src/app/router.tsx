import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { BECOME_SELLER_PATH } from '../features/auth/index.ts';
import { HomePage, preloadHomePage } from '../features/home/pages/home-page.tsx';
import { LiveEventsProvider } from '../features/live/index.ts';
import { ERRORS_NAMESPACE, loadNamespaces } from '../i18n/index.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { SellerRoute } from './layouts/seller-route.tsx';
import { deferred } from '../components/deferred.tsx';
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

/**
 * A page loaded when its route is first opened: its code and its texts (the namespaces its screen
 * uses besides the shell's, in the visitor's language, and the texts of failures) at once, so it
 * appears complete.
 */
const page =
  (namespaces: readonly string[], load: () => Promise<ComponentType>) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), loadNamespaces([...namespaces, ERRORS_NAMESPACE])]);
    return { Component };
  };

/** Each screen opened by its routes, with the namespaces its screen uses besides the shell's. */
const howItWorksPage = page(['howItWorks'], () =>
  import('../features/how-it-works/pages/how-it-works-page.tsx').then((m) => m.HowItWorksPage),
);
const loginPage = page(['auth'], () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage));
/** A forgotten password, a new one, an address proved, a password changed. */
const forgotPasswordPage = page(['auth', 'password'], () =>
  import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const resetPasswordPage = page(['auth', 'password'], () =>
  import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const verifyEmailPage = page(['password'], () =>
  import('../features/auth/pages/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
/** The two links of an email change: the new address confirms, the old one cancels. */
const confirmEmailChangePage = page(['password'], () =>
  import('../features/auth/pages/email-change-pages.tsx').then((m) => m.ConfirmEmailChangePage),
);
const cancelEmailChangePage = page(['password'], () =>
  import('../features/auth/pages/email-change-pages.tsx').then((m) => m.CancelEmailChangePage),
);
const changePasswordPage = page(['auth', 'password'], () =>
  import('../features/auth/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage),
);
const registerPage = page(['auth', 'legal'], () =>
  import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage),
);
const gigsPage = page(['gigs'], () => import('../features/gigs/pages/gigs-page.tsx').then((m) => m.GigsPage));
const gigPage = page(['gig', 'gigs', 'bid', 'reviews', 'orders', 'messages', 'reports'], () =>
  import('../features/gigs/pages/gig-page.tsx').then((m) => m.GigPage),
);
const profilePage = page(['profile', 'gigs', 'reviews', 'reports'], () =>
  import('../features/profile/pages/profile-page.tsx').then((m) => m.ProfilePage),
);
const ordersPage = page(['orders', 'gigs', 'reviews', 'bid', 'messages'], () =>
  import('../features/order-life/orders/pages/orders-page.tsx').then((m) => m.OrdersPage),
);
const orderPage = page(['orders', 'gigs', 'reviews', 'bid'], () =>
  import('../features/order-life/orders/pages/order-page.tsx').then((m) => m.OrderPage),
);
/** The conversation list and the chat, in the marketplace and in the Seller Hub. */
const messagesPage = page(['messages'], () =>
  import('../features/messages/pages/messages-page.tsx').then((m) => m.MessagesPage),
);
const chatPage = page(['messages', 'reports'], () =>
  import('../features/messages/pages/chat-page.tsx').then((m) => m.ChatPage),
);
/** The seller's gigs, at /seller/mygigs and /mygigs (both for sellers only). */
const myGigsPage = page(['gigs', 'myGigs', 'orders', 'bid'], () =>
  import('../features/gigs/pages/my-gigs-page.tsx').then((m) => m.MyGigsPage),
);
const payPage = page(['payments'], () =>
  import('../features/order-life/payment/pages/pay-page.tsx').then((m) => m.PayPage),
);
const successPage = page(['payments'], () =>
  import('../features/order-life/payment/pages/success-page.tsx').then((m) => m.SuccessPage),
);
const operatorDisputesPage = page(['operator'], () =>
  import('../features/operator/pages/operator-disputes-page.tsx').then((m) => m.OperatorDisputesPage),
);
/** The operators' hub: the reports queue, a report's case, the audit log. */
const operatorHubPage = page(['reports'], () =>
  import('../features/operator/pages/operator-hub-page.tsx').then((m) => m.OperatorHubPage),
);
const reportCasePage = page(['reports'], () =>
  import('../features/operator/pages/report-case-page.tsx').then((m) => m.ReportCasePage),
);
const rulesPage = page(['reports', 'operator'], () =>
  import('../features/operator/pages/rules-page.tsx').then((m) => m.RulesPage),
);
const auditLogPage = page(['reports'], () =>
  import('../features/operator/pages/audit-log-page.tsx').then((m) => m.AuditLogPage),
);
/** The platform's money and the chargebacks (decision 058). */
const financePage = page(['reports', 'finance'], () =>
  import('../features/operator/pages/finance-page.tsx').then((m) => m.FinancePage),
);
const sellerDashboardPage = page(['sellerHub', 'orders', 'messages', 'bid'], () =>
  import('../features/seller-hub/pages/seller-dashboard-page.tsx').then((m) => m.SellerDashboardPage),
);
/** The seller's money, and the demo payout provider's form that connects an account. */
const earningsPage = page(['earnings'], () =>
  import('../features/seller-hub/pages/earnings-page.tsx').then((m) => m.EarningsPage),
);
const demoOnboardingPage = page(['earnings'], () =>
  import('../features/seller-hub/pages/demo-onboarding-page.tsx').then((m) => m.DemoOnboardingPage),
);
const notificationSettingsPage = page(['mailPrefs'], () =>
  import('../features/mail-preferences/pages/notification-settings-page.tsx').then((m) => m.NotificationSettingsPage),
);
const unsubscribePage = page(['mailPrefs'], () =>
  import('../features/mail-preferences/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
);
/** The account page, liked gigs and the legal pages. */
const settingsPage = page(['account', 'password', 'mailPrefs'], () =>
  import('../features/account/pages/settings-page.tsx').then((m) => m.SettingsPage),
);
const likedPage = page(['account', 'gigs'], () =>
  import('../features/account/pages/liked-page.tsx').then((m) => m.LikedPage),
);
const accountDeletedPage = page(['account'], () =>
  import('../features/account/pages/account-deleted-page.tsx').then((m) => m.AccountDeletedPage),
);
const termsPage = page(['legal'], () => import('../features/account/pages/legal-page.tsx').then((m) => m.TermsPage));
const honorCodePage = page(['legal'], () =>
  import('../features/account/pages/honor-code-page.tsx').then((m) => m.HonorCodePage),
);
const privacyPage = page(['legal'], () =>
  import('../features/account/pages/legal-page.tsx').then((m) => m.PrivacyPage),
);
const gigFormPage = page(['gigForm'], () =>
  import('../features/gigs/pages/gig-form-page.tsx').then((m) => m.GigFormPage),
);

/** The Seller Hub's frame (its navbar), only for sellers: not in a visitor's first download. */
export const LazySellerLayout = deferred(
  async () => (await import('./layouts/seller-layout.tsx')).SellerLayout,
  () => <PageLoading />,
);

/**
 * Whether the app's first page is on screen (routerReady has resolved). The first page does not
 * wait for the code of what is below its first screen (the server's markup of it stays until that
 * code comes); a page opened inside the app loads it with the page, so it appears complete.
 */
let firstPageReady = false;
const belowTheFold = (load: () => Promise<unknown>) => (firstPageReady ? load() : undefined);

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
              // The home page is in the first download; only its texts wait for the language.
              {
                index: true,
                element: <HomePage />,
                loader: () => Promise.all([loadNamespaces(['home']), belowTheFold(preloadHomePage)]).then(() => null),
              },
              { path: 'how-it-works', lazy: howItWorksPage },
              { path: 'login', lazy: loginPage },
              { path: 'register', lazy: registerPage },
              { path: 'forgot-password', lazy: forgotPasswordPage },
              { path: 'reset-password', lazy: resetPasswordPage },
              { path: 'verify-email', lazy: verifyEmailPage },
              { path: 'confirm-email-change', lazy: confirmEmailChangePage },
              { path: 'cancel-email-change', lazy: cancelEmailChangePage },
              { path: 'settings/password', lazy: changePasswordPage },
              { path: 'gigs', lazy: gigsPage },
              { path: 'gig/:id', lazy: gigPage },
              { path: 'profile/:id', lazy: profilePage },
              { path: 'orders', lazy: ordersPage },
              { path: 'orders/:bidId', lazy: orderPage },
              { path: 'mygigs', element: <SellerRoute />, children: [{ index: true, lazy: myGigsPage }] },
              { path: 'messages', lazy: messagesPage },
              { path: 'message/:id', lazy: chatPage },
              { path: 'pay/:id', lazy: payPage },
              { path: 'success', lazy: successPage },
              {
                path: 'payouts/demo-onboarding',
                element: <SellerRoute />,
                children: [{ index: true, lazy: demoOnboardingPage }],
              },
              { path: 'operator', lazy: operatorHubPage },
              { path: 'operator/reports/:id', lazy: reportCasePage },
              { path: 'operator/audit', lazy: auditLogPage },
              { path: 'operator/disputes', lazy: operatorDisputesPage },
              { path: 'operator/rules', lazy: rulesPage },
              { path: 'operator/finance', lazy: financePage },
              { path: 'settings/notifications', lazy: notificationSettingsPage },
              { path: 'unsubscribe', lazy: unsubscribePage },
              { path: 'settings', lazy: settingsPage },
              { path: 'liked', lazy: likedPage },
              { path: 'account-deleted', lazy: accountDeletedPage },
              { path: 'terms', lazy: termsPage },
              { path: 'honor-code', lazy: honorCodePage },
              { path: 'privacy', lazy: privacyPage },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'seller',
        element: (
          <SellerRoute>
            <LazySellerLayout />
          </SellerRoute>
        ),
        children: [
          {
            errorElement: <AreaErrorBoundary />,
            children: [
              { index: true, loader: () => redirect('/seller/dashboard'), element: null },
              { path: 'dashboard', lazy: sellerDashboardPage },
              { path: 'mygigs', lazy: myGigsPage },
              { path: 'add', lazy: gigFormPage },
              { path: 'orders', lazy: ordersPage },
              { path: 'earnings', lazy: earningsPage },
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

/** Resolves once the router has what the first page needs (its code and texts, its loaders' data). */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const ready = () => {
    firstPageReady = true;
  };
  if (router.state.initialized) return Promise.resolve().then(ready);
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  }).then(ready);
}
