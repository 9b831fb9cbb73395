import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { openLiveStreams } from '../events/index.ts';
import { mailBacklogColumns } from '../mail/index.ts';
import { orderBacklogColumns } from '../order-life/index.ts';

/**
 * The Prometheus metrics of one app (decision 042), in a registry of its own (tests run
 * several apps in one process). The request histogram is fed by one onResponse hook, added only
 * when METRICS_TOKEN is set; every other figure is read when Prometheus scrapes: the live streams
 * this process holds, the mail outbox and the timers' work waiting in the database (one query),
 * the database pool's use and Node's own process metrics.
 */

/** Seconds: from a cached read (sub-millisecond) to an upload or a slow payment gateway. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Backlog {
  mail_due: number;
  mail_later: number;
  delivered_orders: number;
  unpaid_orders: number;
  processing_payments: number;
  pending_refunds: number;
}

/**
 * What waits in the database: mail to send (due now, or retrying later) and the work of each timer (lib/sweeper.ts).
 */
async function readBacklog(db: Database): Promise<Backlog> {
  const result = await db.execute<Record<keyof Backlog, number>>(sql`
    SELECT
      ${mailBacklogColumns},${orderBacklogColumns}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Backlog[] }).rows) as Backlog[];
  const row = rows[0];
  if (!row) throw new Error('the backlog query answered no row');
  return row;
}

export interface Metrics {
  registry: Registry;
  /** Called once per answered request when metrics are on. */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
}

/** prom-client is imported here, when METRICS_TOKEN turns the metrics on: without it, never (decision 030). */
export async function createMetrics(app: FastifyInstance): Promise<Metrics> {
  const { Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'inkwell_http_request_duration_seconds',
    help:
      'Time to answer a request routed by Fastify, by method, route pattern ' +
      'and status class (the read cache front door answers are counted apart)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'inkwell_read_cache_front_door_answers',
    help: 'Cached reads this process answered before Fastify routed them (decision 027): not in the request histogram',
    registers: [registry],
    collect() {
      this.set(app.readCache.cache.frontDoorAnswers);
    },
  });
  new Gauge({
    name: 'inkwell_live_streams_open',
    help: 'Live event streams (GET /api/events) this process holds open',
    registers: [registry],
    collect() {
      this.set(openLiveStreams(app.db));
    },
  });
  // One query per scrape for both gauges below: each collect() awaits the same read.
  let backlog: { at: number; read: Promise<Backlog> } | null = null;
  const currentBacklog = () => {
    const now = Date.now();
    if (!backlog || now - backlog.at > 500) backlog = { at: now, read: readBacklog(app.db) };
    return backlog.read;
  };
  new Gauge({
    name: 'inkwell_mail_pending',
    help: 'Mail in the outbox not sent yet: due now, or waiting to retry later',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const row = await currentBacklog();
      this.set({ state: 'due' }, row.mail_due);
      this.set({ state: 'later' }, row.mail_later);
    },
  });
  new Gauge({
    name: 'inkwell_timers_pending',
    help:
      "Work the timers (sweepers) watch: delivered orders awaiting the buyer's " +
      'answer, approved orders awaiting payment, payments processing, refunds to send',
    labelNames: ['timer'] as const,
    registers: [registry],
    async collect() {
      const row = await currentBacklog();
      this.set({ timer: 'order_acceptance' }, row.delivered_orders);
      this.set({ timer: 'order_payment' }, row.unpaid_orders);
      this.set({ timer: 'payment_processing' }, row.processing_payments);
      this.set({ timer: 'refund_pending' }, row.pending_refunds);
    },
  });
  new Gauge({
    name: 'inkwell_db_pool_connections',
    help:
      'Database connections: total, idle and waiting queries on ' +
      'PostgreSQL; the embedded PGlite is a fixed pool of one (total only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'max' }, use.max);
      if (use.idle !== null) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== null) this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return {
    registry,
    observe(method, route, statusCode, seconds) {
      latency.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
  };
}
