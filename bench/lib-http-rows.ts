import http from 'node:http';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed-data.ts';
import { BROWSER_HEADERS, type TargetKind } from './lib-load.ts';
import type { CapturedAnswer } from './lib-servers.ts';

/**
 * The reads bench:http measures on one running app, with the ids and cursor they need taken from
 * the app's own answers, and the signed-in buyer whose cookie the signed-in rows send.
 */

export interface RowSpec {
  name: string;
  path: string;
  kind: TargetKind;
  headers?: Record<string, string>;
}

/** Words per database: the demo data's gigs, or the generated million (features/gigs/gig-volume.ts). */
export const WORDS = {
  pglite: { rare: 'midwifery', common: 'essay' },
  postgres: { rare: 'palaeography', common: 'dissertation' },
} as const;
export const CATEGORY = 'thesis-writing';
export const DEMO_BUYER = 'noah.bennett';
const BENCH_BUYER = {
  username: 'bench.http.buyer',
  email: 'bench.http.buyer@bench.example',
  password: 'bench-http-buyer password',
  country: 'GB',
  acceptHonorCode: true,
};

const json = { 'content-type': 'application/json' };

interface GigPage {
  items: { _id: string; userId: string; liked: boolean }[];
  nextCursor: string | null;
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The session cookie's `name=value` pair a sign-in answer sets, if any. */
export const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inkwell_session='));

/** Signs in through the API: the session cookie, or null when the sign-in is refused. */
export async function login(url: string, username: string, password: string): Promise<string | null> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response.ok ? (sessionCookie(response) ?? null) : null;
}

/**
 * A buyer's session: the demo buyer on demo data, else a bench buyer registered once (kept in the
 * database between runs) who likes three gigs of the first page, so that the liked flags are set.
 */
export async function signInBuyer(
  url: string,
  demo: boolean,
  firstPage: GigPage,
): Promise<{ cookie: string; who: string }> {
  const buyer = await findBuyer(url, demo, firstPage);
  // A cookie the server did not take would measure the anonymous path under the signed-in name.
  const me = await fetch(`${url}/api/auth/me`, { headers: { cookie: buyer.cookie } });
  await me.arrayBuffer();
  if (me.status !== 200) throw new Error(`the buyer's session is not taken: GET /api/auth/me answered ${me.status}`);
  return buyer;
}

async function findBuyer(url: string, demo: boolean, firstPage: GigPage): Promise<{ cookie: string; who: string }> {
  if (demo) {
    const cookie = await login(url, DEMO_BUYER, DEMO_PASSWORD);
    if (cookie) return { cookie, who: `demo buyer ${DEMO_BUYER}` };
  }
  let cookie = await login(url, BENCH_BUYER.username, BENCH_BUYER.password);
  if (!cookie) {
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(BENCH_BUYER),
    });
    if (registered.status !== 201)
      throw new Error(`register the bench buyer: ${registered.status} ${await registered.text()}`);
    cookie = await login(url, BENCH_BUYER.username, BENCH_BUYER.password);
    if (!cookie) throw new Error('the bench buyer could not sign in after registering');
  }
  const liked = await getJson<GigPage>(`${url}/api/gigs?limit=24`, { cookie });
  for (const gig of liked.items.slice(0, 3).filter((item) => !item.liked)) {
    const response = await fetch(`${url}/api/gigs/${gig._id}/like`, { method: 'POST', headers: { cookie } });
    if (!response.ok) throw new Error(`like ${gig._id}: ${response.status} ${await response.text()}`);
  }
  return { cookie, who: `${BENCH_BUYER.username} (registered, likes ${Math.min(3, firstPage.items.length)} gigs)` };
}

/** Every row of one pass (the uncached search is a process of its own: see http.ts). */
export async function prepareRows(
  url: string,
  database: 'pglite' | 'postgres',
): Promise<{ rows: RowSpec[]; buyer: string }> {
  const first = await getJson<GigPage>(`${url}/api/gigs?limit=24`);
  const gig = first.items[0];
  if (!gig) throw new Error('the first page of gigs is empty: nothing to measure');
  // The fifth page, following the cursors as the web app's "more" button does.
  let cursor = first.nextCursor;
  let later: { page: number; cursor: string } | null = null;
  for (let page = 2; page <= 5 && cursor; page++) {
    later = { page, cursor };
    cursor = (await getJson<GigPage>(`${url}/api/gigs?limit=24&cursor=${encodeURIComponent(cursor)}`)).nextCursor;
  }
  const words = WORDS[database];
  const buyer = await signInBuyer(url, database === 'pglite', first);
  const signedIn = { cookie: buyer.cookie };
  const rows: RowSpec[] = [
    { name: 'browse, first page', path: '/api/gigs?limit=24', kind: 'anonymous' },
    ...(later
      ? [
          {
            name: `browse, page ${later.page}`,
            path: `/api/gigs?limit=24&cursor=${encodeURIComponent(later.cursor)}`,
            kind: 'anonymous' as const,
          },
        ]
      : []),
    { name: `category ${CATEGORY}`, path: `/api/gigs?limit=24&cat=${CATEGORY}`, kind: 'anonymous' },
    {
      name: `search, rare word "${words.rare}"`,
      path: `/api/gigs?limit=24&search=${encodeURIComponent(words.rare)}`,
      kind: 'anonymous',
    },
    {
      name: `search, common word "${words.common}"`,
      path: `/api/gigs?limit=24&search=${encodeURIComponent(words.common)}`,
      kind: 'anonymous',
    },
    { name: 'gig', path: `/api/gigs/single/${gig._id}`, kind: 'anonymous' },
    { name: 'profile', path: `/api/users/${gig.userId}`, kind: 'anonymous' },
    { name: 'HTML of /', path: '/', kind: 'anonymous' },
    { name: 'HTML of /gig/{id}', path: `/gig/${gig._id}`, kind: 'anonymous' },
    { name: 'signed-in browse', path: '/api/gigs?limit=24', kind: 'signed-in', headers: signedIn },
    { name: 'signed-in gig', path: `/api/gigs/single/${gig._id}`, kind: 'signed-in', headers: signedIn },
  ];
  return { rows, buyer: buyer.who };
}

/** One request as a browser sends it: its status, type, encoding and size on the wire, before the load. */
export function preflight(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; summary: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const type = (response.headers['content-type'] ?? '?').split(';')[0];
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const cache = response.headers['cache-control'] ?? '-';
        resolve({
          status,
          summary:
            `${status} ${type}, ${encoding}, ` +
            `${bytes.toLocaleString('en-GB')} B ` +
            `on the wire, cache-control: ${cache}`,
        });
      });
    });
    request.on('error', reject);
  });
}

/** Headers Node writes for the connection, or that a replica's framework sets from the body. */
const NOT_CAPTURED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer as a browser gets it, for a replica (lib-servers.ts, startReplica). */
export function captureAnswer(url: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          if (!NOT_CAPTURED.has(name)) headers.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}
