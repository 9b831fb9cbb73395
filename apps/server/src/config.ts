import { isIP } from 'node:net';
import path from 'node:path';
import { ORDER_ACCEPTANCE_HOURS_DEFAULT, ORDER_PAYMENT_HOURS_DEFAULT } from '@inkwell/domain/orders/order.rules';
import {
  PAYOUT_CLEARING_DAYS_DEFAULT,
  PAYOUT_MINIMUM_DEFAULT,
  PLATFORM_FEE_PERCENT_DEFAULT,
  PLATFORM_FEE_PERCENT_MAX,
  clearingMsOf,
} from '@inkwell/domain/payments/payout.rules';
import { dollarsToCents, percentToBasisPoints } from '@inkwell/domain/pricing';
import { z } from 'zod';

/** The environment, read once at start-up; nothing else reads process.env. */

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): a hop count (1 = the one proxy
 * in front) or the proxies' addresses and CIDR ranges (also loopback, linklocal, uniquelocal).
 * Never `true`: trusting every hop would let any client forge its address and dodge per-address limits.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return PROXY_NAMES.has(entry);
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    const text = (value ?? '').trim();
    if (['', 'false', '0', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be the number of proxies in front of Inkwell (such as 1) or ' +
        'their addresses (such as 10.0.0.2 or 10.0.0.0/8, comma-separated); ' +
        '"true" is refused because trusting every hop lets anyone forge their address',
    });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the first n hops" (Fastify ignores a
 * bare number): right only when Inkwell is reachable through its proxies alone; else list them.
 */
export function fastifyTrustProxy(
  trust: number | string[] | false,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Hours, fractions allowed (tests use seconds: 0.001 h is 3.6 s). */
const positiveHours = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 365, 'must be at most a year')
    .default(fallback);

/** A number with at most two decimals (a percent to the basis point, dollars to the cent). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be a full address such as https://inkwell.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  TRUST_PROXY: trustProxy,
  SEED_DEMO_DATA: flag(true),
  SESSION_TTL_DAYS: positiveInt(30, 365),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  LOGIN_WINDOW_MINUTES: positiveInt(15, 24 * 60),
  LOGIN_FIRST_DELAY_SECONDS: positiveInt(2, 60 * 60),
  LOGIN_MAX_DELAY_SECONDS: positiveInt(300, 24 * 60 * 60),
  ANONYMOUS_UPLOADS_PER_HOUR: positiveInt(20),
  REGISTRATIONS_PER_HOUR: positiveInt(20),
  IMAGE_UPLOADS_PER_HOUR_PER_ACCOUNT: positiveInt(200),
  IMAGE_UPLOADS_PER_HOUR_PER_ADDRESS: positiveInt(600),
  DOCUMENT_UPLOADS_PER_HOUR_PER_ACCOUNT: positiveInt(100),
  DOCUMENT_UPLOADS_PER_HOUR_PER_ADDRESS: positiveInt(300),
  UPLOADS_DIR: z.string().min(1).optional(),
  PRIVATE_FILES_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PAYMENT_GATEWAY: z.enum(['demo', 'stripe'], { message: 'must be demo or stripe' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z.url({ message: 'must be a full address such as http://127.0.0.1:12111' }).optional(),
  /** The Connect webhook endpoint's signing secret (connected accounts' events); STRIPE_WEBHOOK_SECRET when unset. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  ORDER_ACCEPTANCE_HOURS: positiveHours(ORDER_ACCEPTANCE_HOURS_DEFAULT),
  ORDER_PAYMENT_HOURS: positiveHours(ORDER_PAYMENT_HOURS_DEFAULT),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: `must be a percent from 0 to ${PLATFORM_FEE_PERCENT_MAX}, such as 10 or 12.5` })
    .min(0, `must be a percent from 0 to ${PLATFORM_FEE_PERCENT_MAX}, such as 10 or 12.5`)
    .max(PLATFORM_FEE_PERCENT_MAX, `must be a percent from 0 to ${PLATFORM_FEE_PERCENT_MAX}, such as 10 or 12.5`)
    .refine(twoDecimals, 'must have at most two decimals (such as 12.25)')
    .default(PLATFORM_FEE_PERCENT_DEFAULT),
  PAYOUT_CLEARING_DAYS: z.coerce
    .number({ message: 'must be a number of days (0 makes released money available at once)' })
    .min(0, 'must be 0 or more days')
    .max(365, 'must be at most 365 days')
    .default(PAYOUT_CLEARING_DAYS_DEFAULT),
  PAYOUT_MINIMUM: z.coerce
    .number({ message: 'must be a number of dollars, such as 10' })
    .min(0.01, 'must be at least 0.01 dollars')
    .max(100_000, 'must be at most 100000 dollars')
    .refine(twoDecimals, 'must be whole cents (at most two decimals)')
    .default(PAYOUT_MINIMUM_DEFAULT),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(10_000, 10 * 60_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(300_000, 60 * 60_000),
  HTTP_IDLE_TIMEOUT_MS: positiveInt(60_000, 60 * 60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(72_000, 60 * 60_000),
  HTTP_BODY_IDLE_TIMEOUT_MS: positiveInt(10_000, 60 * 60_000),
  HTTP_BODY_MIN_BYTES_PER_SECOND: positiveInt(1024),
  SHUTDOWN_GRACE_MS: positiveInt(8_000, 10 * 60_000),
  LIVE_STREAMS_MAX: positiveInt(500),
  ORPHAN_FILES_GRACE_HOURS: positiveHours(24),
  HEAP_GROWTH_PERCENT: z.coerce
    .number({ message: 'must be a whole number of percent (0 leaves the heap growth to V8)' })
    .int('must be a whole number of percent (0 leaves the heap growth to V8)')
    .min(0, 'must be 0 or more')
    .max(300, 'must be at most 300')
    .default(0),
  PGLITE_WASM_TIER_UP: flag(false),
  HEAP_COLLECT_WHEN_QUIET: flag(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, such as smtp://user:pass@mail.example:587')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Inkwell <no-reply@inkwell.example>"').optional(),
  EMAIL_VERIFICATION: z.enum(['required', 'optional'], { message: 'must be required or optional' }).optional(),
  MAIL_DEV_INBOX: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
  READ_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes (0 turns the read cache off)' })
    .min(0, 'must be 0 or more')
    .max(65_536)
    .default(32),
  METRICS_TOKEN: z
    .string()
    .regex(
      /^[\x21-\x7e]{16,256}$/,
      'must be 16 to 256 printable characters without spaces (such as the output of `openssl rand -hex 32`)',
    )
    .optional(),
  LOG_REQUESTS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 or eu-west-3')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be a full address such as https://s3.example.com' })
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
});

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
   * docs/product.md#order-life: a delivered order nobody answered
   * completes, an approved one left unpaid is cancelled (hours).
   */
  orders: { acceptanceHours: number; paymentHours: number };
  /**
   * Decision 056: the platform's fee on released money (basis points: 1000 = 10 %, PLATFORM_FEE_PERCENT),
   * fixed on each order when it is paid; how long released money clears before a seller may withdraw
   * it (PAYOUT_CLEARING_DAYS, in ms); the smallest withdrawal (PAYOUT_MINIMUM, in cents).
   */
  money: { feeBasisPoints: number; clearingMs: number; payoutMinimumCents: number };
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

/** An S3-compatible bucket; credentials come from the AWS SDK's usual chain, never from here. */
export interface S3Config {
  bucket: string;
  region: string;
  /** The address of a non-AWS store (MinIO, Ceph, R2...); AWS's own when unset. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

/** The demo gateway by default; Stripe when its two keys are set (or PAYMENT_GATEWAY=stripe, which then needs them). */
export interface PaymentsConfig {
  gateway: 'demo' | 'stripe';
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | undefined;
    /** The Connect endpoint's secret (POST /api/payouts/webhook): STRIPE_CONNECT_WEBHOOK_SECRET, else webhookSecret. */
    connectWebhookSecret?: string | undefined;
    apiUrl: string | undefined;
  } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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

/** True when `dir` is `parent` itself or a folder inside it. */
function isSameOrInside(dir: string, parent: string): boolean {
  const relative = path.relative(parent, dir);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** S3_BUCKET turns the bucket on; the other S3_* settings mean nothing without it, and it needs a region. */
function s3ConfigOf(e: z.infer<typeof EnvSchema>): S3Config | null {
  if (e.S3_BUCKET === undefined) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length === 0) return null;
    throw new ConfigError(
      `Inkwell cannot start: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET ` +
        `is not; set S3_BUCKET to keep files in a bucket, or unset ${stray.join(', ')} to keep them on disk.`,
    );
  }
  if (e.S3_REGION === undefined) {
    throw new ConfigError(
      'Inkwell cannot start: S3_BUCKET needs S3_REGION (such as ' +
        'us-east-1; most S3-compatible servers accept us-east-1).',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Inkwell cannot start: the environment has bad values:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const hasStripeKeys = e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_PUBLISHABLE_KEY !== undefined;
  const gateway = e.PAYMENT_GATEWAY ?? (hasStripeKeys ? 'stripe' : 'demo');
  if (gateway === 'stripe' && !hasStripeKeys) {
    throw new ConfigError(
      'Inkwell cannot start: PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const privateFilesDir = path.resolve(e.PRIVATE_FILES_DIR ?? path.join(dataDir, 'files'));
  if (isSameOrInside(privateFilesDir, uploadsDir)) {
    throw new ConfigError(
      `Inkwell cannot start: PRIVATE_FILES_DIR (${privateFilesDir}) must not be UPLOADS_DIR or a folder inside it.`,
    );
  }
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
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Inkwell <no-reply@${new URL(publicUrl).hostname}>`,
      dir: path.join(dataDir, 'mail'),
      verification: e.EMAIL_VERIFICATION ?? (e.SMTP_URL ? 'required' : 'optional'),
      devInbox: e.MAIL_DEV_INBOX ?? env.NODE_ENV === 'development',
    },
    payments: {
      gateway,
      stripe:
        gateway === 'stripe'
          ? {
              secretKey: e.STRIPE_SECRET_KEY!,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
            }
          : null,
    },
    orders: { acceptanceHours: e.ORDER_ACCEPTANCE_HOURS, paymentHours: e.ORDER_PAYMENT_HOURS },
    money: {
      feeBasisPoints: percentToBasisPoints(e.PLATFORM_FEE_PERCENT),
      clearingMs: clearingMsOf(e.PAYOUT_CLEARING_DAYS),
      payoutMinimumCents: dollarsToCents(e.PAYOUT_MINIMUM),
    },
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
