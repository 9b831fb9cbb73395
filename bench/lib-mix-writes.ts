import { DEMO_PASSWORD } from '../apps/server/src/demo/seed-data.ts';
import { demoBuyers } from '../apps/server/src/demo/buyers.ts';
import { EVERYTHING } from '../apps/server/src/lib/read-cache-bus.ts';
import { WRITES } from '../apps/server/src/plugins/read-cache-writes.ts';
import { login } from './lib-http-rows.ts';

/**
 * bench:mix's signed-in people and their writes: several buyers signed in through the API (the
 * demo buyers on demo data; bench buyers registered once and kept on PostgreSQL), whose cookies
 * the signed-in share of wrk's requests carries, and a driver in the bench process that writes at
 * a fixed rate as they would: likes (a toggle), bids (placed, then withdrawn by the next bid
 * write of that buyer) and messages to a seller. Each answer is counted by status.
 */

const JSON_TYPE = { 'content-type': 'application/json' };
const BUYERS_ON_POSTGRES = 6;

export interface Buyer {
  username: string;
  cookie: string;
  /** A gig this buyer may bid on (found by a bid placed and withdrawn before the rows). */
  bidGigId: string;
  bidAmount: number;
  /** The buyer's conversation with a seller. */
  conversationId: string;
  /** The bid placed by the driver and not yet withdrawn. */
  openBidId: string | null;
}

async function signInOrRegister(url: string, username: string, password: string): Promise<string> {
  const cookie = await login(url, username, password);
  if (cookie) return cookie;
  const body = { username, email: `${username}@bench.example`, password, country: 'US', acceptHonorCode: true };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify(body),
  });
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${await registered.text()}`);
  const again = await login(url, username, password);
  if (!again) throw new Error(`${username} could not sign in after registering`);
  return again;
}

/** A request as the web app sends it: JSON, its own Origin, the buyer's cookie. */
export async function write(
  url: string,
  buyer: Pick<Buyer, 'cookie'>,
  route: string,
  body?: unknown,
  method = 'POST',
): Promise<{ status: number; json: unknown }> {
  const headers = { ...(body === undefined ? {} : JSON_TYPE), origin: url, cookie: buyer.cookie };
  const response = await fetch(`${url}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const BRIEF = {
  workType: 'essay',
  subject: 'Benchmarking',
  level: 'undergraduate',
  citationStyle: 'apa',
  length: { unit: 'pages', value: 2 },
  language: 'en',
  attachments: [],
};
const PROPOSAL =
  'A bid written by bench:mix to measure reads while people write: it ' +
  'is withdrawn by the next bid of the same buyer, a few seconds later.';

const bidBody = (buyer: Buyer) => ({
  gigId: buyer.bidGigId,
  amount: buyer.bidAmount,
  days: 1,
  message: PROPOSAL,
  brief: BRIEF,
});

/**
 * The buyers, signed in, each with a gig they may bid on (a bid placed and withdrawn proves it) and
 * a conversation with that gig's seller. `gigs`: the gigs of the first list pages.
 */
export async function prepareBuyers(
  url: string,
  demo: boolean,
  gigs: { id: string; sellerId: string }[],
): Promise<Buyer[]> {
  const names = demo
    ? demoBuyers(new Date().getUTCFullYear()).map((user) => user.username)
    : Array.from({ length: BUYERS_ON_POSTGRES }, (_, i) => `bench.mix.buyer${i + 1}`);
  const buyers: Buyer[] = [];
  for (const [index, username] of names.entries()) {
    const cookie = demo
      ? await login(url, username, DEMO_PASSWORD)
      : await signInOrRegister(url, username, 'bench-mix-buyer password');
    if (!cookie) throw new Error(`${username} could not sign in`);
    const buyer: Buyer = { username, cookie, bidGigId: '', bidAmount: 0, conversationId: '', openBidId: null };
    // Each buyer starts at a different gig, so that their bids do not all land on one.
    for (const gig of [...gigs.slice(index * 3), ...gigs.slice(0, index * 3)]) {
      const placed = await write(url, buyer, '/api/bids', {
        ...bidBody({ ...buyer, bidGigId: gig.id, bidAmount: 50 }),
      });
      if (placed.status !== 201) continue;
      const withdrawn = await write(url, buyer, `/api/bids/${(placed.json as { _id: string })._id}/withdraw`);
      if (withdrawn.status !== 200)
        throw new Error(`${username} could not withdraw a bid: ${withdrawn.status} ${JSON.stringify(withdrawn.json)}`);
      const conversation = await write(url, buyer, '/api/conversations', { to: gig.sellerId });
      if (conversation.status !== 200 && conversation.status !== 201)
        throw new Error(`${username} could not start a conversation: ${conversation.status}`);
      Object.assign(buyer, {
        bidGigId: gig.id,
        bidAmount: 50,
        conversationId: (conversation.json as { _id: string })._id,
      });
      break;
    }
    if (!buyer.bidGigId) throw new Error(`${username} may bid on none of the first pages' gigs`);
    buyers.push(buyer);
  }
  return buyers;
}

export interface WriteCounts {
  total: number;
  byKind: Record<string, number>;
  /** Answers by status, "like 200": count. */
  statuses: Record<string, number>;
  failures: number;
  latenciesMs: number[];
}

/** One like, a bid placed or withdrawn, or a message: what the driver sends, in turn. */
type WriteKind = 'like' | 'bid' | 'message';
const ROUND: WriteKind[] = ['like', 'bid', 'message', 'like', 'bid', 'like', 'message', 'like', 'bid', 'like'];

export async function writeOnce(
  url: string,
  buyer: Buyer,
  kind: WriteKind,
  likeGigId: string,
): Promise<{ kind: string; status: number }> {
  if (kind === 'like') return { kind, status: (await write(url, buyer, `/api/gigs/${likeGigId}/like`)).status };
  if (kind === 'message')
    return {
      kind,
      status: (
        await write(url, buyer, '/api/messages', { conversationId: buyer.conversationId, desc: 'bench:mix message' })
      ).status,
    };
  if (buyer.openBidId) {
    const withdrawn = await write(url, buyer, `/api/bids/${buyer.openBidId}/withdraw`);
    if (withdrawn.status === 200) buyer.openBidId = null;
    return { kind: 'bid withdrawn', status: withdrawn.status };
  }
  const placed = await write(url, buyer, '/api/bids', bidBody(buyer));
  if (placed.status === 201) buyer.openBidId = (placed.json as { _id: string })._id;
  return { kind: 'bid placed', status: placed.status };
}

/**
 * Writes at `perSecond` until stopped, each from the next buyer in turn, on gigs of the first pages;
 * in the ratio of ROUND (5 likes, 3 bid writes, 2 messages in 10). Then withdraws any open bid.
 */
export function startWrites(
  url: string,
  buyers: Buyer[],
  gigs: { id: string }[],
  perSecond: number,
): { stop(): Promise<WriteCounts> } {
  const counts: WriteCounts = { total: 0, byKind: {}, statuses: {}, failures: 0, latenciesMs: [] };
  const pending = new Set<Promise<void>>();
  let tick = 0;
  // Each kind goes round the buyers on its own, so that no buyer sends more than its share of
  // messages (the per-minute limit); a buyer's bid writes wait for each other (place, withdraw).
  const turns: Record<WriteKind, number> = { like: 0, bid: 0, message: 0 };
  const bidChains = new Map<Buyer, Promise<unknown>>();
  const timer = setInterval(() => {
    const kind = ROUND[tick % ROUND.length]!;
    const buyer = buyers[turns[kind]++ % buyers.length]!;
    const gig = gigs[(tick * 7) % gigs.length]!;
    tick++;
    const started = performance.now();
    const send = () => writeOnce(url, buyer, kind, gig.id);
    const answer = kind === 'bid' ? (bidChains.get(buyer) ?? Promise.resolve()).then(send, send) : send();
    if (kind === 'bid')
      bidChains.set(
        buyer,
        answer.catch(() => undefined),
      );
    const done: Promise<void> = answer
      .then(({ kind: what, status }) => {
        counts.latenciesMs.push(performance.now() - started);
        counts.byKind[what] = (counts.byKind[what] ?? 0) + 1;
        counts.statuses[`${what} ${status}`] = (counts.statuses[`${what} ${status}`] ?? 0) + 1;
        if (status < 200 || status > 299) counts.failures++;
      })
      .catch(() => {
        counts.statuses.error = (counts.statuses.error ?? 0) + 1;
        counts.failures++;
      })
      .finally(() => {
        counts.total++;
        pending.delete(done);
      });
    pending.add(done);
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      for (const buyer of buyers.filter((b) => b.openBidId)) await writeOnce(url, buyer, 'bid', '');
      return counts;
    },
  };
}

/**
 * A write that empties every cached answer and every cached session on every process: a buyer
 * choosing the site's language changes their user row, which many answers and the sessions hold.
 * The app's table of writes (plugins/read-cache-writes.ts) must say so, or the row would measure a
 * narrower invalidation under the wide one's name.
 */
const WIDE_WRITE = 'PUT /api/auth/me/language';

export async function invalidateEverything(url: string, buyer: Buyer): Promise<string> {
  if (WRITES[WIDE_WRITE] !== EVERYTHING)
    throw new Error(
      `${WIDE_WRITE} no longer empties every cached answer ` +
        `(read-cache-writes.ts): choose another wide write for bench:mix`,
    );
  const answer = await write(url, buyer, '/api/auth/me/language', { language: 'en' }, 'PUT');
  if (answer.status !== 200) throw new Error(`${WIDE_WRITE} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return WIDE_WRITE;
}

/** Session cookies of the buyers, for the signed-in share of the reads. */
export const cookiesOf = (buyers: Buyer[]) => buyers.map((buyer) => buyer.cookie);
