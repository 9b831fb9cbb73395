import fs from 'node:fs/promises';
import { MESSAGE_POLL_MS } from '../packages/domain/src/limits.ts';
import { MESSAGES_PER_MINUTE } from '../packages/domain/src/messages/message.schema.ts';
import { dataOf, openSse, type SseStream } from '../apps/server/test/fixtures/sse.ts';
import { startBackgroundLoad, type LoadResult } from './lib-load.ts';
import { describeRun, runInfo, writeNoteSection, writeResult } from './lib-report.ts';
import { repoRoot, startApp, tempDataDir } from './lib-servers.ts';

/**
 * Live delivery of messages: the time from sending POST /api/messages to the moment the other
 * person's GET /api/events stream yields the message.created event, over BENCH_MESSAGES messages
 * (default 1,000), BENCH_CONCURRENCY at a time (default 1: each message waits for the previous
 * one's delivery). The server is a separate process (the compiled production server when
 * `npm run build` made it, else tsx: bench/lib-servers.ts), so the client does not share its event
 * loop. Senders are spread over enough buyer/seller pairs to stay under the sending limit of 30
 * messages a minute per person. Meanwhile another process (autocannon) keeps BENCH_LOAD_CONNECTIONS
 * connections (default 50; 0 for none) browsing GET /api/gigs?limit=24 on the same server, from 2 s
 * before the first message to the last: the target is p99 <= 50 ms under that load, and
 * the bench exits 1 when it is missed or a browse answer failed.
 *   npm run bench:messages                                              (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkwell_bench npm run bench:messages   (a throwaway database)
 * Beside it, the polling this replaces: the first chat (docs/product.md#notifications-and-live-events) fetched GET
 * /api/messages every 3,000 ms, so a message waited uniformly 0-3,000 ms for the next poll, plus that request's own
 * time (measured here). Results: bench/results/messages-latency-<database>.local.json; the figures are in
 * docs/decisions/014-live-events.md (without load) and bench/results/029-http-reads.md (under browse load).
 */

const total = Number(process.env.BENCH_MESSAGES ?? 1000);
const concurrency = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 1));
const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const loadConnections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const LIVE_P99_TARGET_MS = 50;
const info = runInfo();

const dataDir = await tempDataDir('messages');
const server = await startApp({
  DATA_DIR: dataDir,
  // The demo gigs give the browse load real pages to answer (an empty PGlite would answer empty lists).
  SEED_DEMO_DATA: loadConnections > 0 ? 'true' : 'false',
  REGISTRATIONS_PER_HOUR: '100000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const url = server.url;
console.log(`app: ${server.how}, pid ${server.pid}`);

const json = { 'content-type': 'application/json' };
const run = `${Date.now().toString(36)}`;
let people = 0;
async function signUp(isSeller: boolean): Promise<{ id: string; cookie: string }> {
  people += 1;
  const username = `bench${run}x${people}`;
  const password = 'benchmark password';
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username,
      email: `${username}@bench.example`,
      password,
      country: 'GB',
      isSeller,
      acceptHonorCode: true,
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inkwell_session='))!;
  return { id: ((await login.json()) as { _id: string })._id, cookie };
}

interface Pair {
  buyer: { id: string; cookie: string };
  conversationId: string;
  sellerStream: SseStream;
  waiting: Map<string, (at: number) => void>;
}

/** Each sender sends at most this many, well under the per-minute limit even if the run is fast. */
const perSender = Math.floor(MESSAGES_PER_MINUTE * 0.8);
const pairCount = Math.max(concurrency, Math.ceil(total / perSender));
console.log(`${databaseKind}: ${total} messages over ${pairCount} conversations, ${concurrency} at a time`);
const pairs: Pair[] = [];
for (let i = 0; i < pairCount; i++) {
  const [seller, buyer] = await Promise.all([signUp(true), signUp(false)]);
  const started = await fetch(`${url}/api/conversations`, {
    method: 'POST',
    headers: { ...json, cookie: buyer.cookie },
    body: JSON.stringify({ to: seller.id }),
  });
  const conversationId = ((await started.json()) as { _id: string })._id;
  const sellerStream = await openSse(`${url}/api/events`, { cookie: seller.cookie });
  await sellerStream.next('ready');
  const pair: Pair = { buyer, conversationId, sellerStream, waiting: new Map() };
  void (async () => {
    for (;;) {
      const event = await sellerStream.next('message.created', 24 * 60 * 60 * 1000).catch(() => null);
      if (!event) return;
      const desc = dataOf<{ message: { desc: string } }>(event).message.desc;
      pair.waiting.get(desc)?.(event.at);
      pair.waiting.delete(desc);
    }
  })();
  pairs.push(pair);
}

const delivery: number[] = [];
const postTimes: number[] = [];
const pollTimes: number[] = [];
let next = 0;
async function worker() {
  for (let i = next++; i < total; i = next++) {
    const pair = pairs[i % pairs.length]!;
    const desc = `bench message ${i} ${run}`;
    const arrived = new Promise<number>((resolve) => pair.waiting.set(desc, resolve));
    const sent = performance.now();
    const response = await fetch(`${url}/api/messages`, {
      method: 'POST',
      headers: { ...json, cookie: pair.buyer.cookie },
      body: JSON.stringify({ conversationId: pair.conversationId, desc }),
    });
    postTimes.push(performance.now() - sent);
    if (response.status !== 201) throw new Error(`send ${i}: ${response.status} ${await response.text()}`);
    const timeout = new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error(`message ${i} not delivered within 10 s`)), 10_000).unref(),
    );
    delivery.push((await Promise.race([arrived, timeout])) - sent);
    if (i % 10 === 0) {
      const polled = performance.now();
      await fetch(`${url}/api/messages/${pair.conversationId}?limit=24`, {
        headers: { cookie: pair.buyer.cookie },
      }).then((r) => r.arrayBuffer());
      pollTimes.push(performance.now() - polled);
    }
  }
}
const load = loadConnections > 0 ? startBackgroundLoad(`${url}/api/gigs?limit=24`, loadConnections, repoRoot) : null;
if (load) await new Promise((resolve) => setTimeout(resolve, 2000));
const benchStarted = performance.now();
const failure = await Promise.all(Array.from({ length: concurrency }, () => worker())).then(
  () => null,
  (error: unknown) => error,
);
const browse: LoadResult | null = load ? await load.stop() : null;
if (failure) throw failure;
const seconds = (performance.now() - benchStarted) / 1000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;
const poll50 = quantile(pollTimes, 0.5);
const result = {
  database: databaseKind,
  messages: total,
  concurrency,
  conversations: pairCount,
  messagesPerSecond: Math.round(total / seconds),
  liveMs: {
    p50: round(quantile(delivery, 0.5)),
    p90: round(quantile(delivery, 0.9)),
    p99: round(quantile(delivery, 0.99)),
    max: round(Math.max(...delivery)),
  },
  postMs: { p50: round(quantile(postTimes, 0.5)), p99: round(quantile(postTimes, 0.99)) },
  /** A message waits for the next poll (uniform over 0-3,000 ms), then that GET's own time. */
  pollingMs: {
    p50: round(MESSAGE_POLL_MS * 0.5 + poll50),
    p99: round(MESSAGE_POLL_MS * 0.99 + poll50),
    getP50: round(poll50),
  },
  /** The browse load that ran meanwhile (null without it). */
  browseLoad: browse && { connections: loadConnections, ...browse },
  app: server.how,
  ...info,
};
console.table({
  'live (SSE)': { p50: result.liveMs.p50, p90: result.liveMs.p90, p99: result.liveMs.p99, max: result.liveMs.max },
  'polling every 3 s (expected)': {
    p50: result.pollingMs.p50,
    p90: round(MESSAGE_POLL_MS * 0.9 + poll50),
    p99: result.pollingMs.p99,
    max: round(MESSAGE_POLL_MS + poll50),
  },
});
console.log(JSON.stringify(result));

for (const pair of pairs) pair.sellerStream.close();
await server.stop();
await writeResult(`messages-latency-${databaseKind}`, result);
await fs.rm(dataDir, { recursive: true, force: true });

const why: string[] = [];
if (browse && result.liveMs.p99 > LIVE_P99_TARGET_MS) why.push(`live p99 above ${LIVE_P99_TARGET_MS} ms`);
if (browse && browse.failures > 0)
  why.push(`${browse.failures} failed browse answers ${JSON.stringify(browse.statusCodes)}`);
const verdict = !browse ? 'no browse load: not judged' : why.length === 0 ? 'pass' : `FAIL (${why.join('; ')})`;
const loadText = browse
  ? `while ${loadConnections} connections browsed GET /api/gigs?limit=24 on the ` +
    `same process: ${browse.requestsPerSecond.toLocaleString('en-GB')} req/s, ` +
    `p50 ${browse.p50Ms} ms, p99 ${browse.p99Ms} ms, ${browse.failures} failed`
  : 'without browse load';
console.log(
  `\nlive delivery ${loadText}: p50 ${result.liveMs.p50} ms, p99 ` +
    `${result.liveMs.p99} ms (target <= ${LIVE_P99_TARGET_MS} ms): ${verdict}`,
);
if (browse) {
  const database =
    databaseKind === 'pglite'
      ? 'PGlite, demo data'
      : `PostgreSQL, database ${new URL(process.env.DATABASE_URL!).pathname.slice(1)}`;
  await writeNoteSection(
    `bench-messages-${databaseKind}`,
    `Run ${describeRun(info)}; ${database}; ` +
      `app: ${server.how.replaceAll('`', "'")}.\n\n` +
      `${total.toLocaleString('en-GB')} messages, ${concurrency} at a time, ${loadText}.\n\n` +
      (`| ${databaseKind}, under browse load | p50 ms | p90 ms | p99 ms | max ms ` +
        `| target | result |\n| --- | ---: | ---: | ---: | ---: | --- | --- |\n`) +
      (`| message on the other person's stream | ${result.liveMs.p50} | ${result.liveMs.p90} | ` +
        `${result.liveMs.p99} | ${result.liveMs.max} | p99 <= ${LIVE_P99_TARGET_MS} ms | ${verdict} |\n`) +
      `| its POST /api/messages answered | ${result.postMs.p50} | | ${result.postMs.p99} | | | |`,
  );
}
if (why.length > 0) process.exitCode = 1;
