import path from 'node:path';
import { ConfigError, parseEnv } from './config-env.ts';
import { moneyConfigOf, paymentsConfigOf, type MoneyConfig, type PaymentsConfig } from './config-money.ts';
import { foldersOf, s3ConfigOf, type S3Config } from './config-storage.ts';

/**
 * The Config object, built once at start-up from the environment (loadConfig): config-env.ts checks
 * each variable, config-money.ts and config-storage.ts build the payments, money and file parts.
 */

export { ConfigError, fastifyTrustProxy } from './config-env.ts';
export type { MoneyConfig, PaymentsConfig } from './config-money.ts';
export type { S3Config } from './config-storage.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /**
   * Log every request's "incoming request" and "request completed"
   * lines (LOG_REQUESTS; off by default in production, decision 027).
   */
  logRequests: boolean;
  /**
   * Decision 030: how the process spends memory, applied by server.ts as V8 flags before anything
   * else runs (v8FlagsOf). heapGrowthPercent: the JavaScript heap may grow this much past what the
   * last full collection kept before the next one (0: V8's own factor, up to 300 %). wasmTierUp:
   * PGlite's WebAssembly is also compiled a second time, by V8's optimizing compiler, on its
   * background threads (false: the baseline compiler's code only). collectWhenQuiet: one full
   * collection when the server goes quiet after a burst (lib/quiet-collection.ts).
   */
  memory: { heapGrowthPercent: number; wasmTierUp: boolean; collectWhenQuiet: boolean };
  /**
   * /metrics answers Prometheus with this bearer token (decision 042);
   * null: /metrics is 404 and no per-request hook runs.
   */
  metricsToken: string | null;
  /**
   * Decision 027: bytes of answers the read cache keeps
   * (READ_CACHE_MB; 0 turns it off: every read goes to the database).
   */
  readCacheBytes: number;
  /** A hop count, the proxies' addresses, or false (the socket's address is the client's). */
  trustProxy: number | string[] | false;
  seedDemoData: boolean;
  cookieSecure: boolean;
  sessionTtlMs: number;
  /**
   * Sign-in limits (features/auth): free attempts per account and per address, then doubling
   * waits from firstDelayMs up to maxDelayMs; forgotten after windowMs without an attempt.
   */
  login: {
    maxFailuresPerUsername: number;
    maxFailuresPerAddress: number;
    windowMs: number;
    firstDelayMs: number;
    maxDelayMs: number;
  };
  anonymousUploadsPerHour: number;
  /**
   * Hourly budgets kept in the database (lib/rate-limit.ts):
   * registrations per address; uploads per account and per address.
   */
  limits: {
    registrationsPerHour: number;
    imageUploads: { perAccount: number; perAddress: number };
    documentUploads: { perAccount: number; perAddress: number };
  };
  uploadsDir: string;
  /** Private files (decision 017): outside uploadsDir, never served by /uploads. */
  privateFilesDir: string;
  webDistDir: string;
  payments: PaymentsConfig;
  /**
   * docs/product.md#order-life: a delivered order nobody answered completes (after acceptanceHours,
   * plus acceptanceHoursPer10Pages for every whole 10 pages of the work, capped at 14 days: acceptanceHoursFor),
   * an approved one left unpaid is cancelled (hours).
   */
  orders: { acceptanceHours: number; acceptanceHoursPer10Pages: number; paymentHours: number };
  /** Decision 056: the fee, the clearing time and the smallest withdrawal (MoneyConfig). */
  money: MoneyConfig;
  /**
   * Decision 022: how long a client may take to send headers, a whole request, a body
   * (at least bodyMinBytesPerSecond over every bodyIdleTimeoutMs), and stay idle.
   */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    bodyIdleTimeoutMs: number;
    bodyMinBytesPerSecond: number;
  };
  /** How long the requests in flight may take to finish after SIGTERM/SIGINT before what is left is cut. */
  shutdownGraceMs: number;
  /** Live event streams one process holds at most (503 LIVE_STREAMS_FULL beyond). */
  liveStreamsMax: number;
  /**
   * Mail goes through SMTP when smtpUrl is set, else it is kept as .eml files in dir
   * (DATA_DIR/mail). `verification`: whether publishing a gig or paying needs a verified address
   * (EMAIL_VERIFICATION; required with SMTP, optional without). `devInbox`: the kept mails are
   * listed at /dev/mail and /dev/mail.json, only when asked for on purpose: NODE_ENV=development set
   * explicitly (`npm run dev`) or MAIL_DEV_INBOX=true (the end-to-end tests). An unset NODE_ENV does
   * not turn it on: `node server.js` alone must not publish everyone's reset links (decision 035).
   */
  mail: { smtpUrl: string | null; from: string; dir: string; verification: 'required' | 'optional'; devInbox: boolean };
  /**
   * Decision 020: uploads and private files nothing references are
   * removed graceMs after they were made, by a sweep every sweepMs.
   */
  orphanFiles: { graceMs: number; sweepMs: number };
  /**
   * Decision 041: both file stores in this S3-compatible bucket
   * (S3_BUCKET set), else on local disk (uploadsDir, privateFilesDir).
   */
  s3: S3Config | null;
}

/**
 * The V8 flags of `memory` (decision 030), for v8.setFlagsFromString at start-up. Both are read by
 * V8 when it uses them (the heap's growth after each full collection, the compilation of a
 * WebAssembly module), so setting them before the database opens is as good as on the command line.
 */
export function v8FlagsOf(memory: Config['memory']): string[] {
  const flags: string[] = [];
  if (memory.heapGrowthPercent > 0) flags.push(`--heap-growing-percent=${memory.heapGrowthPercent}`);
  if (!memory.wasmTierUp) flags.push('--liftoff-only');
  return flags;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(env);
  const payments = paymentsConfigOf(e);
  const { dataDir, uploadsDir, privateFilesDir, webDistDir } = foldersOf(e);
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Inkwell cannot start: HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS.',
    );
  }
  const s3 = s3ConfigOf(e);
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN ?? null,
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    memory: {
      heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
      wasmTierUp: e.PGLITE_WASM_TIER_UP,
      collectWhenQuiet: e.HEAP_COLLECT_WHEN_QUIET,
    },
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    cookieSecure: publicUrl.startsWith('https://'),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    login: {
      maxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60 * 1000,
      firstDelayMs: e.LOGIN_FIRST_DELAY_SECONDS * 1000,
      maxDelayMs: Math.max(e.LOGIN_MAX_DELAY_SECONDS, e.LOGIN_FIRST_DELAY_SECONDS) * 1000,
    },
    anonymousUploadsPerHour: e.ANONYMOUS_UPLOADS_PER_HOUR,
    limits: {
      registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
      imageUploads: {
        perAccount: e.IMAGE_UPLOADS_PER_HOUR_PER_ACCOUNT,
        perAddress: e.IMAGE_UPLOADS_PER_HOUR_PER_ADDRESS,
      },
      documentUploads: {
        perAccount: e.DOCUMENT_UPLOADS_PER_HOUR_PER_ACCOUNT,
        perAddress: e.DOCUMENT_UPLOADS_PER_HOUR_PER_ADDRESS,
      },
    },
    uploadsDir,
    privateFilesDir,
    webDistDir,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Inkwell <no-reply@${new URL(publicUrl).hostname}>`,
      dir: path.join(dataDir, 'mail'),
      verification: e.EMAIL_VERIFICATION ?? (e.SMTP_URL ? 'required' : 'optional'),
      devInbox: e.MAIL_DEV_INBOX ?? env.NODE_ENV === 'development',
    },
    payments,
    orders: {
      acceptanceHours: e.ORDER_ACCEPTANCE_HOURS,
      acceptanceHoursPer10Pages: e.ORDER_ACCEPTANCE_HOURS_PER_10_PAGES,
      paymentHours: e.ORDER_PAYMENT_HOURS,
    },
    money: moneyConfigOf(e),
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      bodyIdleTimeoutMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
      bodyMinBytesPerSecond: e.HTTP_BODY_MIN_BYTES_PER_SECOND,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    orphanFiles: {
      graceMs: e.ORPHAN_FILES_GRACE_HOURS * 3_600_000,
      sweepMs: Math.min(e.ORPHAN_FILES_GRACE_HOURS * 900_000, 15 * 60_000),
    },
    s3,
  };
}
