import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../fixtures/files.ts';
import { openSse } from '../fixtures/sse.ts';
import { login, openTestDatabase, unique } from '../test-app.ts';
import { ROWS, type Row } from './route-matrix.rows.ts';
import {
  buildWorld,
  freshScene,
  PASSWORD,
  ROLES,
  sharedScene,
  type Role,
  type Vars,
  type World,
} from './route-matrix.scenes.ts';

/**
 * The route x role x ownership matrix: every route the app registers has a row in
 * route-matrix.rows.ts, and every row is called as each role. A 2xx for a role the row does not
 * allow is a cross-user 2xx; an allowed role must get its 2xx, the others the status the row says.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let baseUrl: string;
let cleanup: () => Promise<void>;
let world: World;
/** How long the people and the shared resources took to build. */
let setupSeconds = 0;
/** `METHOD /url` of every route, as Fastify registered it. */
const registered = new Set<string>();

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-matrix-'));
  // A small built web app, so that the static files and the pages are registered and called too.
  const webDist = path.join(dataDir, 'web');
  await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Inkwell</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'matrix.js'), 'console.log("matrix");\n');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: webDist,
    REGISTRATIONS_PER_HOUR: '100000',
    MAIL_DEV_INBOX: 'false',
  });
  const opened = await openTestDatabase();
  database = opened.database;
  app = await buildApp({
    config,
    database,
    logger: false,
    payments: { sweepMs: 0, refundSweepMs: 0 },
    orders: { timerMs: 0 },
    settlements: { timerMs: 0 },
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  cleanup = async () => {
    await app.close();
    await database.close();
    await opened.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  world = await buildWorld(app, database.db);
  // Every shared resource exists before the first call: what a role may read does not depend on the order of the rows.
  await Promise.all(ROWS.map((row) => sharedScene(world, row.scene)));
  setupSeconds = (performance.now() - started) / 1000;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const methodOf = (route: string) => route.slice(0, route.indexOf(' '));
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/** The rows of a registered route: its own, or for a HEAD route those of its GET. */
function rowsOf(route: string): { row: Row; method: string }[] {
  const own = ROWS.filter((row) => row.route === route);
  if (own.length > 0 || methodOf(route) !== 'HEAD') return own.map((row) => ({ row, method: methodOf(route) }));
  return ROWS.filter((row) => row.route === `GET ${pathOf(route)}`).map((row) => ({ row, method: 'HEAD' }));
}

function fill(value: unknown, vars: Vars): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (_all, name: string) => {
      if (name === 'unique') return vars.unique!;
      const found = vars[name];
      if (found === undefined) throw new Error(`the scene has no {${name}}`);
      return found;
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, vars));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, vars)]));
  return value;
}

async function payloadOf(body: Row['body'], vars: Vars): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!body) return {};
  if ('multipart' in body) {
    const file =
      body.multipart === 'image'
        ? { field: 'file', filename: 'cover.png', type: 'image/png', data: await solidImage(32, 24).png().toBuffer() }
        : { field: 'file', filename: 'chapter.pdf', type: 'application/pdf', data: MINIMAL_PDF };
    return { payload: multipartBody([file]), headers: { 'content-type': MULTIPART_CONTENT_TYPE } };
  }
  return { payload: fill(body, vars) as Record<string, unknown> };
}

/** A live stream answers its status and headers at once and never ends: read the status, then cut it. */
async function callStream(method: string, url: string, cookie: string | undefined): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const status = response.status;
  controller.abort();
  return status;
}

interface Call {
  route: string;
  row: Row;
  role: Role;
  status: number;
  allowed: boolean;
  expected: string;
  body: string;
  /** Private values of the owner and the other found in the 2xx answer of someone who may not see them. */
  leaked: string[];
}

/** People with no part in the shared resources: their 2xx answers must not carry any of them. */
const OUTSIDERS: readonly Role[] = ['visitor', 'buyer', 'seller', 'stranger'];
/** The scene values that only the owner and the other (and an operator) may see; gigs and pictures are public. */
const PRIVATE_VARS = ['bid', 'conversation', 'file', 'notification', 'intent', 'clientSecret'];
/** What an operator may read of the two people: their disputed order, its conversation, their contact. */
const OPERATOR_READS = new Set(['disputedOrder', 'conversation', 'contact']);

interface Secret {
  what: string;
  /** The scene it comes from, or 'contact' for an email address. */
  from: string;
}

/** Private value -> what it is: the shared scenes' private ids and the two people's email addresses. */
async function privateValues(): Promise<Map<string, Secret>> {
  const values = new Map<string, Secret>();
  for (const role of ['owner', 'other'] as const)
    values.set(world.sessions[role].user.email, { what: `the ${role}'s email`, from: 'contact' });
  // A value two scenes share (the pair has one conversation) counts as the one an operator may read.
  const scenes = [...world.shared].sort(([a], [b]) => Number(OPERATOR_READS.has(a)) - Number(OPERATOR_READS.has(b)));
  for (const [name, scene] of scenes) {
    const vars = await scene;
    for (const key of PRIVATE_VARS) if (vars[key]) values.set(vars[key], { what: `${name}.${key}`, from: name });
  }
  return values;
}

/** The private values a role must not find in a 2xx answer. */
function watchedFor(role: Role): [string, Secret][] {
  if (OUTSIDERS.includes(role)) return [...secrets];
  if (role === 'operator') return [...secrets].filter(([, secret]) => !OPERATOR_READS.has(secret.from));
  return [];
}

async function call(row: Row, route: string, method: string, role: Role): Promise<Call> {
  const allowed = row.allow.includes(role);
  const scene = allowed && row.fresh ? await freshScene(world, row.scene) : await sharedScene(world, row.scene);
  const vars = { ...scene, unique: unique('matrix') };
  const session =
    role === 'visitor'
      ? null
      : row.freshSession
        ? await login(app, world.sessions[role].user.username, PASSWORD)
        : world.sessions[role];
  const url = fill(row.url, vars) as string;
  const expected = allowed
    ? String(row.allowStatus ?? '2xx')
    : String(row.deny?.[role] ?? row.deny?.rest ?? '(no status in the row)');
  let status: number;
  let body = '';
  if (row.stream) {
    status = await callStream(method, url, session?.cookie);
  } else {
    const options: InjectOptions = {
      method: method as InjectOptions['method'],
      url,
      ...(await payloadOf(row.body, vars)),
    };
    const response: LightMyRequestResponse = session ? await session.request(options) : await app.inject(options);
    status = response.statusCode;
    body = response.body;
  }
  const leaked = is2xx(status)
    ? watchedFor(role)
        .filter(([value]) => body.includes(value))
        .map(([, secret]) => secret.what)
    : [];
  return { route, row, role, status, allowed, expected, body: body.slice(0, 300), leaked };
}

let secrets = new Map<string, Secret>();

const is2xx = (status: number) => status >= 200 && status < 300;

describe('route x role x ownership matrix', () => {
  test('every registered route has a row, and every row names a registered route', () => {
    const missing = [...registered].filter((route) => rowsOf(route).length === 0).sort();
    const gone = [...new Set(ROWS.map((row) => row.route))].filter((route) => !registered.has(route)).sort();
    expect({
      "routes with no row (add them to their area's route-matrix.rows.*.ts)": missing,
      'rows of routes that no longer exist': gone,
    }).toEqual({
      "routes with no row (add them to their area's route-matrix.rows.*.ts)": [],
      'rows of routes that no longer exist': [],
    });
  });

  test('0 cross-user 2xx: each role gets what its row says', async () => {
    const routes = [...registered].filter((route) => rowsOf(route).length > 0).sort();
    // Routes that end sessions run last, so that no other call meets a session they ended.
    const plan = routes.flatMap((route) => rowsOf(route).map(({ row, method }) => ({ route, row, method })));
    secrets = await privateValues();
    // The live streams of everyone with no part in the shared resources stay open while the rows run.
    const watchers = await Promise.all(
      (['buyer', 'seller', 'stranger', 'operator'] as const).map(async (role) => ({
        role,
        stream: await openSse(`${baseUrl}/api/events`, { cookie: world.sessions[role].cookie }),
      })),
    );
    const started = performance.now();
    const calls: Call[] = [];
    const callRow = async ({ route, row, method }: (typeof plan)[number]) => {
      // The refused calls first, on the shared resources; then the allowed ones.
      const order = [
        ...ROLES.filter((role) => !row.allow.includes(role)),
        ...ROLES.filter((role) => row.allow.includes(role)),
      ];
      for (const role of order) calls.push(await call(row, route, method, role));
    };
    // A few rows at a time (their refused calls change nothing); the rows that end sessions after all the others.
    await inParallel(
      plan.filter((step) => !step.row.freshSession),
      ROWS_AT_ONCE,
      callRow,
    );
    // The last events of those rows reach the streams before these are read and cut.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { stream } of watchers) stream.close();
    await inParallel(
      plan.filter((step) => step.row.freshSession),
      1,
      callRow,
    );
    const events = watchers.flatMap(({ role, stream }) => stream.events.map((event) => ({ role, event })));
    const eventLeaks = events.flatMap(({ role, event }) =>
      watchedFor(role)
        .filter(([value]) => event.data.includes(value))
        .map(([, secret]) => `${event.event} to ${role}: ${secret.what}`),
    );
    const crossUser = calls.filter((c) => !c.allowed && (is2xx(c.status) || c.status === c.row.allowStatus));
    const wrong = calls.filter((c) => (c.allowed ? !row2xx(c) : String(c.status) !== c.expected));
    const leaks = calls.filter((c) => c.leaked.length > 0);
    const describeCall = (c: Call) =>
      `${c.route}${c.row.case ? ` [${c.row.case}]` : ''} as ${c.role}: ${c.status}, expected ${c.expected} ${c.body}`;
    console.log(
      `route matrix: ${routes.length} routes x ${ROLES.length} roles = ${calls.length} calls (${plan.length} rows), ` +
        `${crossUser.length} cross-user 2xx, ${leaks.length} answers carrying someone else's private value ` +
        `(${secrets.size} watched), ${wrong.length} answers other than the rows say; ` +
        `${events.length} live events to outsiders, ${eventLeaks.length} carrying someone else's private value; ` +
        (`people and resources in ${setupSeconds.toFixed(1)} s, calls ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    );
    expect(crossUser.map(describeCall)).toEqual([]);
    expect(leaks.map((c) => `${c.route} as ${c.role}: ${c.leaked.join(', ')}`)).toEqual([]);
    expect(eventLeaks).toEqual([]);
    expect(wrong.map(describeCall)).toEqual([]);
    // The streams were live: each started with its ready event.
    expect(watchers.map(({ role, stream }) => `${role}: ${stream.status} ${stream.events[0]?.event}`)).toEqual(
      watchers.map(({ role }) => `${role}: 200 ready`),
    );
  }, 180_000);
});

const ROWS_AT_ONCE = 6;

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function row2xx(c: Call): boolean {
  return c.row.allowStatus !== undefined ? c.status === c.row.allowStatus : is2xx(c.status);
}
