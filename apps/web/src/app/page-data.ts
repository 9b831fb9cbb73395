import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../features/auth/index.ts';
import { chosenLanguage, i18n, PAGE_DATA_ID } from '../i18n/index.ts';
import { authKeys } from '../lib/query-keys.ts';

/** What a page rendered on the server carries (docs/decisions/033): its language and its queries' data. */
export interface PageData {
  language: string;
  queries: DehydratedState;
}

/** The page's data block, or null on a page the server did not render. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent || !element.dataset.language) return null;
  try {
    const { queries } = JSON.parse(element.textContent) as { queries?: DehydratedState };
    return queries ? { language: element.dataset.language, queries } : null;
  } catch {
    return null;
  }
}

/**
 * How long the data that came with the page counts as fresh: the server keeps a rendered page only
 * until the next write (decision 027), so it is as current as an answer just fetched.
 */
export const PAGE_DATA_FRESH_MS = 30_000;

/**
 * Puts the page's data in the cache so the first render matches the server's markup (the visitor's
 * render: nobody signed in), and returns what to do once hydrated: a signed-in person gets their
 * own view of the page's data, and a visitor whose stored language differs from the one the page
 * was rendered in gets the page in theirs. It resolves once the app knows who reads (or could not
 * ask), and has shown the page as theirs.
 */
export function hydratePageData(client: QueryClient, page: PageData): () => Promise<void> {
  const now = Date.now();
  const queries = page.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } }));
  hydrate(client, { ...page.queries, queries });
  const fromPage = new Set(queries.map((query) => query.queryHash));
  const defaults = client.getDefaultOptions().queries;
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...defaults, staleTime: (query) => (fromPage.has(query.queryHash) ? PAGE_DATA_FRESH_MS : 0) },
  });
  // The server rendered the page as a visitor's; "updated at 0": asked again as soon as it is shown.
  client.setQueryData(authKeys.me(), null, { updatedAt: 0 });

  let done = false;
  return async () => {
    if (done) return;
    done = true;
    if (chosenLanguage && chosenLanguage !== page.language) void i18n.changeLanguage(chosenLanguage);
    const user = await client.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => null);
    // A reader's own view of the page's data (their like, their bid) before their taps are played.
    if (user)
      await client.invalidateQueries({ predicate: (query) => fromPage.has(query.queryHash) }).catch(() => undefined);
    // The cache tells the page in a task of its own, and the page then shows the reader's view.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
}
