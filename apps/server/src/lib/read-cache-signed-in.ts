import type { SessionCache } from './auth/session-cache.ts';
import { hashSessionToken, SESSION_COOKIE } from './auth/session-token.ts';
import type { CachedAnswer, ReadCache } from './read-cache.ts';

/**
 * A signed-in reader's cached read at the front door (decision 029, "Signed-in reads through the
 * front door"): the entry Fastify keeps for this person (key `${user.id} ${normalized URL}`,
 * plugins/read-cache.ts), found without Fastify when everything Fastify would check is already known.
 *
 * It finds an entry only when the Fastify path would answer with that same entry:
 * - an /api URL (the session hook reads cookies for /api only);
 * - exactly one session cookie, a plain token (no quotes, no percent-encoding: what the
 *   cookie parser would decode is then the same string);
 * - its session in the session cache, not expired, not past the cache's own limit, its user not
 *   suspended, and no last_seen_at write due: when one is, Fastify's session hook writes it;
 * - an entry Fastify has sent to this person once (`entry.signedIn`), with the head it had.
 * Anything else is left to Fastify. Every sign-out, password change, deletion and suspension clears
 * the session cache, and every write removes the answers it changed (plugins/read-cache-writes.ts),
 * on every process before its answer leaves (lib/read-cache-bus.ts), so the next read here finds
 * nothing stale and goes to Fastify.
 */

/** The signed-in reader's entry for this normalized URL and Cookie header, or undefined to let Fastify answer. */
export type SignedInEntry = (normalizedUrl: string, cookie: string) => CachedAnswer | undefined;

/** `name = token` between semicolons (or the ends); spaces and tabs around it as the cookie parser trims them. */
const SESSION_PAIR = new RegExp(`(?:^|;)[ \\t]*${SESSION_COOKIE}[ \\t]*=[ \\t]*([A-Za-z0-9_-]{1,256})[ \\t]*(?:;|$)`);

/** The session token of a Cookie header when it names exactly one plain one, else undefined. */
export function sessionTokenOf(cookie: string): string | undefined {
  const first = cookie.indexOf(SESSION_COOKIE);
  if (first === -1 || cookie.indexOf(SESSION_COOKIE, first + 1) !== -1) return undefined;
  return SESSION_PAIR.exec(cookie)?.[1];
}

export function signedInEntries(cache: ReadCache, sessions: SessionCache, lastSeenIntervalMs: number): SignedInEntry {
  return (normalizedUrl, cookie) => {
    if (!normalizedUrl.startsWith('/api/')) return undefined;
    const token = sessionTokenOf(cookie);
    if (token === undefined) return undefined;
    const user = sessions.current(hashSessionToken(token), Date.now(), lastSeenIntervalMs);
    if (user === undefined || user.suspendedAt !== null) return undefined;
    const entry = cache.get(`${user.id} ${normalizedUrl}`);
    return entry?.signedIn === undefined ? undefined : entry;
  };
}
