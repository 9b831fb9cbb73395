/**
 * The server renderer (docs/decisions/033-server-rendered-first-screens.md): the first screen of
 * /, /gigs and /gig/{id} rendered with the app's own routes and components, in the visitor's
 * language, with the data of its queries for the browser to hydrate. Built by `npm run build:web`
 * into apps/web/dist-ssr; the server (features/seo) loads it at start and answers the page's API
 * reads in process.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@inkwell/domain/limits';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { getGigBidCountQueryOptions } from './features/order-life/index.ts';
import { getGigQueryOptions, getGigsQueryOptions, readGigListParams } from './features/gigs/index.ts';
import { getSellerFactsQueryOptions } from './features/profile/index.ts';
import { getGigReviewsQueryOptions } from './features/reviews/index.ts';
import { directionOf, LANGUAGE_COOKIE, PAGE_DATA_ID } from './i18n/index.ts';
import { setApiTransport } from './lib/api-client.ts';
import { authKeys } from './lib/query-keys.ts';
import { SiteOriginContext } from './lib/site-origin.ts';

export { LANGUAGE_COOKIE, PAGE_DATA_ID };

const texts = import.meta.glob<Record<string, unknown>>('./i18n/locales/*/*.json', { import: 'default', eager: true });

const resources: Resource = {};
for (const [file, namespaceTexts] of Object.entries(texts)) {
  const [, language, namespace] = /\.\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = namespaceTexts;
}

const isSupported = (code: string): code is (typeof LANGUAGES)[number] =>
  (LANGUAGES as readonly string[]).includes(code);
const primary = (tag: string) => tag.trim().split('-')[0]?.toLowerCase() ?? '';

/**
 * The language a page is rendered in: the visitor's choice (the cookie the browser writes with
 * it), else the first supported language of Accept-Language by preference, else English. The
 * browser's detector reads the same cookie first, then the navigator's languages (what
 * Accept-Language says), so both sides agree.
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): string {
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie && isSupported(primary(decodeURIComponent(cookie)))) return primary(decodeURIComponent(cookie));
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: primary(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && isSupported(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted[0]?.language ?? DEFAULT_LANGUAGE;
}

function createI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The i18next of a language, made once and shared by every render (a render only reads it). What
 * the renderer hands React is an object with no property of its own whose prototype is the
 * instance: react-i18next's useTranslation copies every own property of the instance it is given
 * into a new object the first time a component renders (createI18nWrapper), and on the server every
 * render is a first one; copying the instance's was 7 % of a page's CPU.
 */
const i18nByLanguage = new Map<string, I18n>();
function i18nFor(language: string): I18n {
  let shared = i18nByLanguage.get(language);
  if (!shared) {
    shared = Object.create(createI18n(language)) as I18n;
    i18nByLanguage.set(language, shared);
  }
  return shared;
}

/** The queries a render asked for that have not run: fetched before the next pass. */
function waitingQueries(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({
    predicate: (query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    },
  });
}

/**
 * The markup of `tree`. React's synchronous renderToString when nothing in it waits for code (the
 * usual case once each lazy component has loaded): it builds one string, where prerender encodes
 * every chunk to bytes and decodes them again (a tenth of a page's CPU). Should anything still wait
 * (renderToString writes a waiting Suspense boundary's fallback, marked `<!--$!-->`, for the
 * browser to render, and throws for a wait outside any boundary), prerender renders the tree
 * instead, waiting for the code.
 */
async function renderTree(tree: React.ReactNode): Promise<string> {
  let html: string | undefined;
  try {
    html = renderToString(tree);
  } catch {
    html = undefined;
  }
  return html === undefined || html.includes('<!--$!-->') ? prerenderTree(tree) : html;
}

/**
 * React's web-streams build (static.edge), not its Node one: the Node build runs each render in an
 * AsyncLocalStorage, and on Node 20 the first such run turns on async hooks for the rest of the
 * process, a cost on every request the server answers after it (decision 029, "The HTML rows").
 * The web build finds no global AsyncLocalStorage in Node and keeps its request in a variable.
 * (renderToString's build, react-dom-server-legacy, has no request storage at all.)
 */
async function prerenderTree(tree: React.ReactNode): Promise<string> {
  // Every Suspense boundary written in place, however large: React would otherwise send a big one
  // later with an inline script to reveal it, which the CSP (script-src 'self') refuses.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The JSON data block (already safe inside a <script type="application/json">). */
  dataScript: string;
}

export interface RendererOptions {
  /**
   * Answers a GET of the app's API (`/api/...`) as the server's own route answers a visitor.
   * `context` is what the server gave render() for the page asking, when the read started with its
   * query (undefined for a read that started later: the server then reads for that read alone).
   */
  fetch(url: string, context: unknown): Promise<Response>;
  /** The public address of the site (PUBLIC_URL). */
  origin: string;
}

/** How many render passes a page may take to reach the data its first queries did not fetch. */
const MAX_PASSES = 4;

/** JSON that cannot end its <script> element, whatever text it carries. */
const safeJson = (data: unknown) =>
  JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * The context of the page whose queries are being started. A query's function calls the API
 * synchronously when the query starts, so the transport knows which page a read is for without
 * a per-request store (an AsyncLocalStorage would turn on Node 20's async hooks, above).
 */
let startingFor: unknown;

function startQuery(query: Query, context: unknown): Promise<unknown> {
  return startingWith(context, () => query.fetch().catch(() => undefined));
}

function startingWith<T>(context: unknown, start: () => Promise<T>): Promise<T> {
  startingFor = context;
  try {
    return start();
  } finally {
    startingFor = undefined;
  }
}

/**
 * The queries of a page's first screen, fetched before its first render so that one render pass
 * finds them all, where rendering to discover them took a pass per step (the gig page's gig, then
 * its bid count, seller facts and reviews). Each is fetched in the order the page's components ask
 * for it, so the page's data block lists them as a render that found them would. A query left out
 * here, or that fails, is found by rendering as before.
 */
async function fetchFirstQueries(client: QueryClient, url: URL, context: unknown): Promise<void> {
  const gigPage = /^\/gig\/([^/]+)$/.exec(url.pathname);
  if (url.pathname === '/gigs') {
    const { filters } = readGigListParams(url.searchParams);
    await startingWith(context, () => client.prefetchInfiniteQuery(getGigsQueryOptions(filters)));
  } else if (gigPage) {
    const id = decodeURIComponent(gigPage[1]!);
    const gig = await startingWith(context, () => client.fetchQuery(getGigQueryOptions(id))).catch(() => undefined);
    if (!gig) return;
    await startingWith(context, () =>
      Promise.all([
        // The price card's count, the seller card's facts, then the reviews (a gig nobody reviewed asks for none).
        client.prefetchQuery(getGigBidCountQueryOptions(gig._id)),
        client.prefetchQuery(getSellerFactsQueryOptions(gig.seller._id)),
        gig.starNumber > 0 ? client.prefetchInfiniteQuery(getGigReviewsQueryOptions(gig._id)) : undefined,
      ]),
    );
  }
}

export function createRenderer(options: RendererOptions) {
  setApiTransport((url, init) => {
    if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('The server renderer only reads.'));
    return options.fetch(url, startingFor);
  });
  const handler = createStaticHandler(routes);

  /**
   * The page at `url` for a visitor in `language`, or null when it is not a page rendered here
   * (a redirect, an error, a query that failed): the browser then renders it as before.
   * `readContext` goes with each of the page's reads to `options.fetch`.
   */
  async function render(url: string, language: string, readContext?: unknown): Promise<RenderedPage | null> {
    const pageUrl = new URL(url, options.origin);
    const context = await handler.query(new Request(pageUrl));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = i18nFor(language);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // The visitor's render: nobody is signed in (the browser fills in a signed-in person's parts).
    queryClient.setQueryData(authKeys.me(), null);
    await fetchFirstQueries(queryClient, pageUrl, readContext);
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    const tree = (
      <StrictMode>
        <SiteOriginContext.Provider value={options.origin}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </I18nextProvider>
        </SiteOriginContext.Provider>
      </StrictMode>
    );
    let html = await renderTree(tree);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = waitingQueries(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => startQuery(query, readContext)));
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
      html = await renderTree(tree);
    }
    if (waitingQueries(queryClient).length > 0) return null;
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== authKeys.all[0],
    });
    return {
      html,
      language,
      dir: directionOf(language),
      dataScript:
        `<script type="application/json" id="${PAGE_DATA_ID}" ` +
        `data-language="${language}">${safeJson({ queries })}</script>`,
    };
  }

  return { render, pageLanguage };
}
