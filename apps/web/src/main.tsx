import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { i18nReady } from './i18n/index.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
/** A lost session sends the person to sign in, and back to the page they were on afterwards. */
const signIn = () => {
  const from = router.state.location;
  if (from.pathname !== '/login') void router.navigate('/login', { state: { from } });
};

// The first render waits for the visitor's language (the shell's texts and the page's) and the
// page's code: the first paint is the page itself, with no key, no spinner and nothing moving.
// A failure there is shown by the route's error screen or the missing texts load on demand.
await Promise.allSettled([i18nReady, routerReady(router)]);

createRoot(container).render(
  <StrictMode>
    <AppProviders onSignInRequired={signIn}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
