import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

/**
 * Throughput and latency of the foundation's hot paths against the real app on a free port:
 * the health check (database round trip), /auth/me with a session (cookie -> session lookup)
 * and a public profile. Run with `npm run bench`; DATABASE_URL switches to PostgreSQL.
 * Targets on 2 shared cores, 20 connections. PGlite is one WASM connection, so every query queues
 * behind the others: p99 under 150 ms and over 300 req/s. PostgreSQL: p99 under 50 ms and over
 * 1,000 req/s. Measured 2026-11-22: PGlite 1,670 / 448 / 598 req/s, PostgreSQL 4,997 / 1,380 / 2,141.
 */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const user = {
  username: 'bench.user',
  email: 'bench@example.com',
  password: 'benchmark password',
  country: 'GB',
  acceptHonorCode: true,
};
await fetch(`${address}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(user),
});
const signIn = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: user.username, password: user.password }),
});
const me = (await signIn.json()) as { _id: string };
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

const routes = [
  { name: 'GET /api/health', path: '/api/health', headers: {} },
  { name: 'GET /api/auth/me (signed in)', path: '/api/auth/me', headers: { cookie } },
  { name: 'GET /api/users/{id}', path: `/api/users/${me._id}`, headers: {} },
];

const results = [];
for (const route of routes) {
  const result = await autocannon({
    url: `${address}${route.path}`,
    headers: route.headers,
    connections: 20,
    duration: 5,
  });
  const row = {
    route: route.name,
    database: database.kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
  results.push(row);
  console.log(JSON.stringify(row));
}

await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
await fs.writeFile(
  path.join(import.meta.dirname, 'results', `foundation-${database.kind}.local.json`),
  JSON.stringify(results, null, 2),
);
await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
const target =
  database.kind === 'pglite' ? { p99Ms: 150, requestsPerSecond: 300 } : { p99Ms: 50, requestsPerSecond: 1000 };
const failed = results.filter(
  (r) => r.non2xx > 0 || r.p99Ms > target.p99Ms || r.requestsPerSecond < target.requestsPerSecond,
);
if (failed.length > 0) {
  console.error('below target:', failed.map((r) => r.route).join(', '));
  process.exitCode = 1;
}
