import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydratePageData, readPageData } from './app/page-data.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { i18nReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app's modules have just run, all in one task (react-dom, React Router, TanStack Query,
// i18next's start): the browser gets a turn before the router matches the first page and asks for
// its code, so that a phone's start-up is not one long task (docs/decisions/032).
await new Promise((resolve) => setTimeout(resolve, 0));

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
let markStarted = () => {};
/**
 * Resolves once the app is in charge of the page (boot.ts then plays the taps it held meanwhile,
 * app/early-input.ts): its first render is committed, the server's markup hydrated, and a page
 * the server rendered as a visitor's shown as the reader's own (a tap is then what it is for them).
 */
export const appStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});
/** How long held taps wait for the app to learn who reads: past it they are played on the page as it is. */
const READER_WAIT_MS = 10_000;
const readerWait = () => new Promise<void>((resolve) => setTimeout(resolve, READER_WAIT_MS));
// In a task of its own: the hydration's commit and every effect of the page already make one task.
const started = () => {
  setTimeout(() => {
    void Promise.race([afterHydration?.(), readerWait()]).finally(markStarted);
  }, 0);
};

/** Runs once the app's first render is on the page (effects run after hydration has committed). */
function AfterStart({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const app = (
  <StrictMode>
    <AfterStart run={started} />
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A page the server rendered (docs/decisions/033) comes with its queries' data: the app takes over
// its markup in place, without asking the API again; every other page is rendered here.
// Hydrated as a transition: React works in slices of a few milliseconds and the browser stays free
// between them (a phone's start-up is no longer one long task). A tap on the page before the
// hydration has committed is held by boot.ts (app/early-input.ts) and played after.
if (hydrating) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
