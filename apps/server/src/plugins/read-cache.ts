import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EVERYTHING, startReadCacheBus, type Invalidation } from '../lib/read-cache-bus.ts';
import { readCacheFrontDoor, type FrontDoor, type PageLanguage } from '../lib/read-cache-front-door.ts';
import { signedInEntries } from '../lib/read-cache-signed-in.ts';
import { mayReadStale } from '../lib/read-cache-stale.ts';
import { bidsTag, factsTag, idTag, idTagsIn, listScopeTag } from '../lib/read-cache-tags.ts';
import { etagMatches, normalizeUrl, preferredEncoding, ReadCache, type CachedAnswer } from '../lib/read-cache.ts';
import { invalidationOf } from './read-cache-writes.ts';
import { SESSION_COOKIE } from '../lib/auth/session-token.ts';
import { LAST_SEEN_INTERVAL_MS } from './session.ts';
import { secureAs } from './security-headers.ts';

/**
 * The read cache (decision 027). The reads below are answered from memory: the same bytes for
 * everyone for a visitor (keyed by the normalized URL), and per viewer for a signed-in reader
 * (the key holds the user id, so a person's liked flags never reach anyone else). A hit is served
 * from the onRequest hook, before validation, the handler, the database and serialization.
 *
 * Each answer kept carries tags saying what it was computed from (tagsOfRead below); every
 * successful write removes, on every process and before it answers (lib/read-cache-bus.ts), the
 * answers with a tag it touched, as plugins/read-cache-writes.ts says for its route (a route not
 * listed there empties everything, so forgetting a line never serves stale data).
 *
 * Compression: a cached answer carries its own Content-Encoding (br or gzip, made once per entry),
 * and @fastify/compress leaves an answer that already has one alone. This plugin is registered
 * before @fastify/compress so that its onSend hook runs first.
 */

/** Routes whose answers are cached; /api/users/:id for visitors only (a signed-in reader may see an email). */
export const CACHED_READS: ReadonlySet<string> = new Set([
  '/api/gigs',
  '/api/gigs/single/:id',
  '/api/bids/gig/:gigId/count',
  '/api/gig-reviews/gig/:gigId',
  '/api/gig-reviews/seller/:userId',
  '/api/user-reviews/:userId',
  '/api/users/:id/seller-facts',
  '/api/users/:id',
]);
const VISITORS_ONLY = new Set(['/api/users/:id']);

const VARY = 'Accept-Encoding, Cookie';
const PUBLIC_CACHE = 'public, no-cache';
const PRIVATE_CACHE = 'private, no-cache';

export interface ReadCacheHandle {
  readonly cache: ReadCache;
  /**
   * Applies a write's invalidation (everything by default) to this process's
   * caches and every other process's; resolves once they have (bounded wait).
   */
  invalidate(invalidation?: Invalidation): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCacheHandle;
  }
}

/**
 * A miss being computed. Reads of the same key that miss meanwhile wait for it and are answered
 * with its entry, instead of each asking the database and rendering the same answer (a start or a
 * wide invalidation under load made every one of them compute it). Should it keep nothing (not a
 * 200, a write touched one of its tags meanwhile, an error), or take longer than FLIGHT_WAIT_MS,
 * each waiting read computes its own answer. So a waiter never gets an answer older than a write it
 * saw: the flight's entry is kept only if no write touched its tags after the flight began.
 */
interface Flight {
  /** The cache generation the miss started in: its entry is kept only if no write touched its tags since. */
  generation: number;
  /** When it began: an answer refused because a write came meanwhile may lack the writes from then on. */
  startedAt: number;
  answer: Promise<Landing>;
  land(landing: Landing): void;
}
/**
 * What a flight brings: a kept entry, or a visitor's answer refused
 * by a write meanwhile and kept as stale (for visitors only).
 */
interface Landing {
  entry: CachedAnswer | undefined;
  stale?: boolean;
}
const NOTHING: Landing = { entry: undefined };
const FLIGHT_WAIT_MS = 5_000;

interface Pending {
  key: string;
  visitor: boolean;
  flight: Flight;
}
const pending = new WeakMap<FastifyRequest, Pending>();

function cacheKey(request: FastifyRequest): { key: string; visitor: boolean } | null {
  const route = request.routeOptions.url;
  if (request.method !== 'GET' || route === undefined || !CACHED_READS.has(route)) return null;
  const user = request.user;
  if (!user) return { key: normalizeUrl(request.url), visitor: true };
  if (VISITORS_ONLY.has(route)) return null;
  return { key: `${user.id} ${normalizeUrl(request.url)}`, visitor: false };
}

/**
 * Marks an entry with the head Fastify sent it with, which the
 * front door may then answer with (lib/read-cache-front-door.ts).
 */
function markSent(entry: CachedAnswer, visitor: boolean): void {
  if (visitor) entry.visitor ??= { cacheControl: PUBLIC_CACHE, vary: VARY };
  else entry.signedIn ??= { cacheControl: PRIVATE_CACHE, vary: VARY };
}

/** Sends a cached answer: 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCached(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  cacheControl: string,
  vary = VARY,
): FastifyReply {
  if (!request.user) entry.visitor ??= { cacheControl, vary };
  reply.header('cache-control', cacheControl).header('vary', vary).header('etag', entry.etag);
  // A 304 has no type of its own: it carries the security headers of the answer it stands for.
  secureAs(reply, entry.contentType);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.code(entry.status).header('content-type', entry.contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(cache.variant(entry, encoding));
}

export interface ReadCacheOptions {
  /** Where the HTTP server's listener looks for a front door (app.ts); set here when the cache is on. */
  frontDoor?: { answer: FrontDoor | null; pageLanguage?: PageLanguage };
}

export const readCachePlugin = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const cache = new ReadCache(app.config.readCacheBytes);
  const bus = await startReadCacheBus(app.database, {
    apply: ({ tags, sessions, keepStale = false }) => {
      if (tags === 'all') cache.clear(keepStale);
      else if (tags.length > 0) cache.touch(tags, keepStale);
      if (sessions) app.sessionCache.clear();
      if (sessions && !keepStale) cache.staleAnswers.clear();
    },
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => bus.stop());
  app.decorate('readCache', {
    cache,
    invalidate: (invalidation = EVERYTHING) => bus.invalidate(invalidation),
  } satisfies ReadCacheHandle);

  // A visitor's hit, and a signed-in reader's whose session is cached (lib/read-cache-signed-in.ts),
  // answered before routing (lib/read-cache-front-door.ts); not with request logging
  // on (its lines would be missing), and not once the server closes (Fastify answers 503 then).
  const { frontDoor } = options;
  if (cache.enabled && frontDoor && !app.config.logRequests) {
    frontDoor.answer = readCacheFrontDoor(
      cache,
      app.securityHeaders,
      frontDoor,
      signedInEntries(cache, app.sessionCache, LAST_SEEN_INTERVAL_MS),
    );
    app.addHook('preClose', (done) => {
      frontDoor.answer = null;
      done();
    });
  }

  const flights = new Map<string, Flight>();
  const takeOff = (key: string): Flight => {
    let land: Flight['land'] = () => {};
    const answer = new Promise<Landing>((resolve) => {
      land = (landing) => {
        if (flights.get(key) === flight) flights.delete(key);
        resolve(landing);
      };
    });
    const flight: Flight = { generation: cache.generation, startedAt: Date.now(), answer, land };
    flights.set(key, flight);
    return flight;
  };
  /** The flight's landing, or nothing when it takes longer than FLIGHT_WAIT_MS. */
  const landing = (flight: Flight): Promise<Landing> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Landing>((resolve) => {
      timer = setTimeout(() => resolve(NOTHING), FLIGHT_WAIT_MS);
    });
    return Promise.race([flight.answer, late]).finally(() => clearTimeout(timer));
  };

  if (cache.enabled) {
    app.addHook('onRequest', (request, reply, done) => {
      const found = cacheKey(request);
      if (!found) return done();
      const cacheControl = found.visitor ? PUBLIC_CACHE : PRIVATE_CACHE;
      const hit = (entry: CachedAnswer) => {
        markSent(entry, found.visitor);
        writeHit(cache, request, reply, entry, cacheControl);
      };
      const entry = cache.get(found.key);
      if (entry) return hit(entry);
      const compute = () => {
        pending.set(request, { ...found, flight: takeOff(found.key) });
        done();
      };
      // Any flight will do: its entry is kept (and given to the
      // waiters) only if no write touched its tags since it began.
      const computing = flights.get(found.key);
      if (!computing) return compute();
      // While it computes, a visitor without a session may be given the key's stale answer (lib/read-cache-stale.ts).
      const staleOk = found.visitor && mayReadStale(request.headers);
      const stale = staleOk ? cache.stale(found.key) : undefined;
      if (stale) return hit(stale);
      void landing(computing).then(({ entry: landed, stale: old }) =>
        landed && (!old || staleOk) ? hit(landed) : compute(),
      );
    });
    // Whatever became of a miss (kept, refused, failed, the client gone), the reads waiting for it go on.
    const landEmpty = (request: FastifyRequest) => pending.get(request)?.flight.land(NOTHING);
    app.addHook('onResponse', (request, _reply, done) => {
      landEmpty(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      landEmpty(request);
      done();
    });
  }

  // Synchronous for reads (no promise); a write waits here, before
  // its answer goes out, until every process has applied it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const invalidation = invalidationOf({ request, answer: () => jsonOf(payload) }, reply.statusCode);
    if (invalidation !== null) {
      bus.invalidate(staleForOthers(request, reply, invalidation)).then(() => done(null, payload), done);
      return;
    }
    done(null, storeMiss(request, reply, payload));
  });

  const storeMiss = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || reply.getHeader('content-encoding') !== undefined) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const answer = { body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload), contentType };
    const entry = cache.set(miss.key, miss.flight.generation, answer, tagsOfRead(request, payload));
    reply.header('cache-control', miss.visitor ? PUBLIC_CACHE : PRIVATE_CACHE).header('vary', VARY);
    if (!entry) {
      // A write touched it meanwhile: other visitors may still have it, as stale from when it began.
      const stale = miss.visitor ? cache.keepStale(miss.key, answer, miss.flight.startedAt) : undefined;
      miss.flight.land(stale ? { entry: stale, stale: true } : NOTHING);
      return payload;
    }
    markSent(entry, miss.visitor);
    miss.flight.land({ entry });
    reply.header('etag', entry.etag);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    return cache.variant(entry, encoding);
  };
});

/**
 * What a read's answer was computed from (lib/read-cache-tags.ts): every id in its path and body
 * (a gig and its seller, each gig of a list and its seller, the authors of reviews), a list's scope,
 * a user's seller facts, and a gig's bid count.
 */
function tagsOfRead(request: FastifyRequest, body: string | Buffer): string[] {
  const route = request.routeOptions.url;
  const tags = new Set(idTagsIn(body.toString()));
  if (route === '/api/gigs') tags.add(listScopeTag(request.query as { cat?: string; userId?: string }));
  if (route === '/api/users/:id/seller-facts') tags.add(factsTag((request.params as { id: string }).id));
  if (route === '/api/bids/gig/:gigId/count') tags.add(bidsTag((request.params as { gigId: string }).gigId));
  for (const value of Object.values(request.params as Record<string, string>)) tags.add(idTag(value));
  return [...tags];
}

/**
 * A write by a signed-in writer that leaves their session cookie alone lets other visitors have the
 * answers it empties, stale, a short while (lib/read-cache-stale.ts): the writer's own reads carry
 * the cookie and never get one. Any other write (no session, or one that signs in or out, whose
 * writer may read without a cookie next, or a 5xx, whose effect is unknown) keeps none, and one that
 * empties the sessions drops those kept.
 */
function staleForOthers(request: FastifyRequest, reply: FastifyReply, invalidation: Invalidation): Invalidation {
  const { tags } = invalidation;
  if (!request.user || reply.statusCode >= 500 || (tags !== 'all' && tags.length === 0)) return invalidation;
  const cookies = reply.getHeader('set-cookie');
  if (cookies !== undefined && String(cookies).includes(SESSION_COOKIE)) return invalidation;
  return { ...invalidation, keepStale: true };
}

/** A write's answer as JSON, or undefined. */
function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

/**
 * A hit, written straight to the socket (the reply is hijacked): no onSend hooks, no serializer.
 * The headers are those the earlier hooks set (security headers, the set of the entry's type) and the entry's own, the
 * same as the miss that stored it sent (Vary already names Accept-Encoding, and the body carries its
 * Content-Encoding, so @fastify/compress has nothing to add).
 */
function writeHit(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  cacheControl: string,
): void {
  secureAs(reply, entry.contentType);
  const headers: Record<string, string | number | string[]> = {
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
  };
  headers['cache-control'] = cacheControl;
  headers.vary = VARY;
  headers.etag = entry.etag;
  reply.hijack();
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return;
  }
  headers['content-type'] = entry.contentType;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding === null ? entry.body : cache.variant(entry, encoding);
  if (encoding !== null) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  reply.raw.writeHead(entry.status, headers);
  reply.raw.end(body);
}
