import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LazyNotificationsMenu, LazyUserMenu } from '../app/layouts/account-menus.tsx';
import { LazyLanguageSwitcher, LazyMobileMenu, LazySellerMobileMenu } from '../app/layouts/navbar-menus.tsx';
import { LazySellerLayout } from '../app/router.tsx';
import { ActionDialog, PlaceBidModal } from '../features/order-life/index.ts';
import { preloadLiveStream } from '../features/live/index.ts';
import { ReviewModal } from '../features/reviews/index.ts';
import { addAllResources } from '../i18n/all-resources.ts';
import { i18n, i18nReady } from '../i18n/index.ts';

/**
 * Every web test renders English, starts with empty storage, and fails loudly on an unexpected
 * console.error (React warnings included) or on a network call it did not stub.
 * Stub the server per test with `globalThis.fetch = vi.fn(...)`.
 */
// Every text of every language goes into the store before any test (the app fetches them on
// demand): a screen renders at once, with its real texts, in whichever language a test picks.
addAllResources();
await i18nReady;
// A file's first screen waits for its route's code, which the test runner transforms on first use:
// on a busy two-core machine that passes the default second of findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });
// What the app loads after the first paint or when it is first used (the live stream, the
// signed-in menus, the navbar's Radix menus, the Seller Hub frame, the bids' and reviews' dialogs)
// is loaded up front too: a screen has them at once.
await Promise.all([
  preloadLiveStream(),
  ...[
    LazyNotificationsMenu,
    LazyUserMenu,
    LazyLanguageSwitcher,
    LazyMobileMenu,
    LazySellerMobileMenu,
    LazySellerLayout,
  ].map((component) => component.preload()),
  ...[ActionDialog, PlaceBidModal, ReviewModal].map((component) => component.preload()),
]);

let consoleErrors: unknown[][] = [];
let unexpectedRequests: string[] = [];

beforeEach(async () => {
  consoleErrors = [];
  unexpectedRequests = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    unexpectedRequests.push(url);
    throw new TypeError(`Unexpected network call in a test: ${url}`);
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  const requests = unexpectedRequests;
  if (requests.length > 0) throw new Error(`Unexpected network call(s): ${requests.join(', ')}`);
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});

// jsdom has no object URLs; the picture preview needs them.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:inkwell-test/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
