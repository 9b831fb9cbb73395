import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydratePageData, readPageData } from './app/page-data.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { i18nReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
/** A lost session sends the person to sign in, and back to the page they were on afterwards. */
const signIn = () => {
  const from = router.state.location;
  if (from.pathname !== '/login') void router.navigate('/login', { state: { from } });
};
const queryClient = createQueryClient(signIn);

// The first render waits for the visitor's language (the shell's texts and the page's) and the
// page's code: the first paint is the page itself, with no key, no spinner and nothing moving.
// A failure there is shown by the route's error screen or the missing texts load on demand.
await Promise.allSettled([i18nReady, routerReady(router)]);

const pageData = readPageData();
const hydrating = pageData !== null && container.firstElementChild !== null;
const afterHydration = pageData && hydrating ? hydratePageData(queryClient, pageData) : undefined;

/** Runs once the server's markup is the app's (effects run after hydration). */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const app = (
  <StrictMode>
    {afterHydration ? <AfterHydration run={afterHydration} /> : null}
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A page the server rendered (docs/decisions/033) comes with its queries' data: the app takes over
// its markup in place, without asking the API again; every other page is rendered here.
// Hydrated in one go, not as a transition: a transition would yield to the browser between slices
// (less blocking time), but a tap landing on a part not yet hydrated is then lost (the e2e list's
// Load more was); in one task, the tap waits and reaches the hydrated page.
if (hydrating) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
