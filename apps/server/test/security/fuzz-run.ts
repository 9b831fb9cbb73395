import type { LightMyRequestResponse } from 'fastify';
import {
  allTablesLogged,
  changedTables,
  publicTables,
  realIds,
  snapshot,
  walPosition,
  type FuzzApp,
  type Snapshot,
} from './fuzz-harness.ts';
import { fuzzRequest, type FuzzRequest, type FuzzRoute, type Knowledge } from './fuzz-requests.ts';
import { Rng } from './fuzz-values.ts';
import type { Actor, FuzzWorld } from './fuzz-world.ts';

/**
 * The bad-input run: round after round over every registered route (shuffled by the seed), each
 * request as a random actor, then a snapshot of every table. A 5xx, or a 4xx after which any
 * table differs, is a failure, printed in full with the seed that replays it (FUZZ_SEED).
 */

/**
 * The only write a refused request may make: a refused sign-in, registration, upload, password or
 * email change (a wrong current password is a failed sign-in) or reset-link request still counts
 * as an attempt against its limit in `rate_limits` (reserved before the work it guards, decision 026).
 */
const COUNTED_ATTEMPTS = new Set(['rate_limits']);
const LIMITED_ROUTES = new RegExp(
  String.raw`^/api/(auth/login|auth/register|auth/password/(forgot|change)|auth/email/(resend|change)|` +
    String.raw`uploads|files|gigs(/:id)?)$`,
);

export interface FuzzFailure {
  kind: '5xx' | '4xx changed data';
  index: number;
  actor: string;
  request: FuzzRequest;
  status: number;
  body: string;
  changed?: string[];
  serverLog?: string[];
}

export interface FuzzFigures {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  refusedThatChangedData: number;
  /** Refused requests whose only write was a counted attempt (COUNTED_ATTEMPTS). */
  countedAttempts: number;
  routes: number;
  /** Routes sent at least once (every one, unless the run is shorter than one round). */
  routesSent: number;
  routesNeverRefused: string[];
  signInsRenewed: number;
  durationMs: number;
  /** The routes that took the most time in all (request and snapshot), slowest first, in ms. */
  slowestRoutes: [string, number][];
  failures: FuzzFailure[];
}

/** Routes that take a body, a query or ids are sent more often than a fixed page (HEAD less than GET). */
function weightOf(route: FuzzRoute): number {
  if (route.method === 'HEAD') return 1;
  return 1 + (route.body || route.multipart ? 4 : 0) + (route.query ? 2 : 0) + (route.params.length > 0 ? 1 : 0);
}

export function seedFrom(value: string | undefined): number {
  if (value !== undefined && value !== '') {
    const seed = Number(value);
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED must be a whole number, not ${value}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

/** A failing request as text: everything needed to send it again by hand. */
export function describeFailure(failure: FuzzFailure, seed: number): string {
  const { request } = failure;
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `base64:${request.payload.toString('base64')}`
        : JSON.stringify(request.payload);
  return [
    `FUZZ FAILURE (${failure.kind}) at request #${failure.index}, FUZZ_SEED=${seed}, as ${failure.actor}`,
    `  ${request.method} ${request.url}`,
    `  headers: ${JSON.stringify(request.headers)}`,
    `  body (${Buffer.byteLength(request.payload ?? '')} bytes): ` +
      `${payload.length > 4000 ? `${payload.slice(0, 4000)}...` : payload}`,
    `  how: ${request.mutation}`,
    `  answer ${failure.status}: ${failure.body.slice(0, 2000)}`,
    ...(failure.changed ? [`  tables changed: ${failure.changed.join(', ')}`] : []),
    ...(failure.serverLog?.length ? [`  server log: ${failure.serverLog.join('\n    ').slice(0, 4000)}`] : []),
  ].join('\n');
}

function learn(know: Knowledge, response: LightMyRequestResponse) {
  if (response.statusCode !== 200 || !String(response.headers['content-type'] ?? '').includes('json')) return;
  const cursor = /"nextCursor":"([A-Za-z0-9_-]+)"/.exec(response.body)?.[1];
  if (!cursor || know.cursors.includes(cursor)) return;
  know.cursors.push(cursor);
  if (know.cursors.length > 40) know.cursors.shift();
  try {
    const [kind] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof kind === 'string' && !know.cursorKinds.includes(kind)) know.cursorKinds.push(kind);
  } catch {
    // not every list's cursor is an array; the raw cursor is kept anyway
  }
}

async function send(fuzz: FuzzApp, actor: Actor, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const cookie = actor.session?.cookie ?? actor.cookie;
  const options = {
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    payload: request.payload,
  };
  if (!request.url.startsWith('/api/events')) return fuzz.app.inject(options);
  // A live stream never ends by itself: read its head, then hang up as a browser does.
  const response = await fuzz.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  stream.destroy();
  return response;
}

export async function runFuzz(
  fuzz: FuzzApp,
  world: FuzzWorld,
  options: { seed: number; requests: number; log?: (line: string) => void; trace?: boolean },
): Promise<FuzzFigures> {
  const started = Date.now();
  const rng = new Rng(options.seed);
  const db = fuzz.database.db;
  const tables = await publicTables(db);
  const know: Knowledge = {
    ids: [],
    own: new Map(),
    idsByTable: new Map(),
    cursors: [],
    cursorKinds: [],
    uploadNames: [],
  };
  let owned = new Map<string, Map<string, string[]>>();
  const refreshIds = async () => {
    const people = world.actors.flatMap((actor) => (actor.session ? [actor.session.user._id] : []));
    const real = await realIds(db, tables, people);
    know.idsByTable = real.byTable;
    know.ids = [...real.byTable.values()].flat();
    know.uploadNames = real.uploadNames;
    owned = real.byPerson;
  };
  // The full snapshot is taken again only when the write-ahead log moved (fuzz-harness.ts walPosition).
  const fastPath = await allTablesLogged(db);
  let wal = await walPosition(db);
  const settle = async (previous: Snapshot): Promise<Snapshot> => {
    const now = await walPosition(db);
    if (fastPath && now === wal) return previous;
    const after = await snapshot(db, tables);
    wal = await walPosition(db);
    return after;
  };
  await refreshIds();
  const figures: FuzzFigures = {
    seed: options.seed,
    requests: 0,
    byStatus: {},
    serverErrors: 0,
    refusedThatChangedData: 0,
    countedAttempts: 0,
    routes: fuzz.routes.length,
    routesSent: 0,
    routesNeverRefused: [],
    signInsRenewed: 0,
    durationMs: 0,
    slowestRoutes: [],
    failures: [],
  };
  const refused = new Set<FuzzRoute>();
  const sent = new Set<FuzzRoute>();
  const timeOf = new Map<string, number>();
  let order: FuzzRoute[] = [];
  let before: Snapshot = await snapshot(db, tables);
  fuzz.takeErrorLog();
  for (let index = 0; index < options.requests; index += 1) {
    if (order.length === 0) {
      order = fuzz.routes.flatMap((route) => Array<FuzzRoute>(weightOf(route)).fill(route));
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = rng.int(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
    }
    const route = order.pop()!;
    sent.add(route);
    const actor = rng.chance(0.75) ? rng.pick(world.actors.filter((a) => a.session)) : rng.pick(world.actors);
    know.own = (actor.session && owned.get(actor.session.user._id)) || new Map();
    const request = fuzzRequest(route, rng, know);
    const requestStarted = Date.now();
    const response = await send(fuzz, actor, request);
    const status = response.statusCode;
    figures.requests += 1;
    if (options.trace)
      options.log?.(
        `#${index} ${status} ${actor.name} ${request.method} ` +
          `${request.url.slice(0, 160)} | ${request.mutation.slice(0, 200)}`,
      );
    figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    const after = await settle(before);
    const failure = { index, actor: actor.name, request, status, body: response.body ?? '' };
    if (status >= 500) {
      figures.serverErrors += 1;
      figures.failures.push({ ...failure, kind: '5xx', serverLog: fuzz.takeErrorLog() });
      options.log?.(describeFailure(figures.failures.at(-1)!, options.seed));
    } else if (status >= 400) {
      refused.add(route);
      const changed = changedTables(before, after);
      const counted =
        changed.length > 0 &&
        changed.every((table) => COUNTED_ATTEMPTS.has(table)) &&
        route.method === 'POST' &&
        LIMITED_ROUTES.test(route.url);
      if (counted) figures.countedAttempts += 1;
      else if (changed.length > 0) {
        figures.refusedThatChangedData += 1;
        figures.failures.push({ ...failure, kind: '4xx changed data', changed });
        options.log?.(describeFailure(figures.failures.at(-1)!, options.seed));
      }
    } else learn(know, response);
    before = after;
    const name = `${route.method} ${route.url}`;
    timeOf.set(name, (timeOf.get(name) ?? 0) + Date.now() - requestStarted);
    if (route.url.startsWith('/api/auth/') && status < 400 && (await world.refresh(actor))) {
      figures.signInsRenewed += 1;
      before = await settle(before);
    }
    if (index % 250 === 249) {
      await refreshIds();
      options.log?.(
        `fuzz: ${index + 1} / ${options.requests} requests, ${figures.serverErrors} ` +
          `5xx, ${figures.refusedThatChangedData} refused that changed data`,
      );
    }
  }
  figures.routesSent = sent.size;
  figures.slowestRoutes = [...timeOf.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  figures.routesNeverRefused = fuzz.routes
    .filter((route) => !refused.has(route))
    .map((route) => `${route.method} ${route.url}`);
  figures.durationMs = Date.now() - started;
  return figures;
}
