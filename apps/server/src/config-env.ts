import { isIP } from 'node:net';
import {
  ORDER_ACCEPTANCE_HOURS_CAP,
  ORDER_ACCEPTANCE_HOURS_DEFAULT,
  ORDER_ACCEPTANCE_HOURS_PER_10_PAGES_DEFAULT,
  ORDER_PAYMENT_HOURS_DEFAULT,
} from '@inkwell/domain/orders/order.rules';
import {
  PAYOUT_CLEARING_DAYS_DEFAULT,
  PAYOUT_MINIMUM_DEFAULT,
  PLATFORM_FEE_PERCENT_DEFAULT,
  PLATFORM_FEE_PERCENT_MAX,
} from '@inkwell/domain/payments/payout.rules';
import { z } from 'zod';

/**
 * The environment, read once at start-up; nothing else reads process.env. This file checks each
 * variable on its own (parseEnv); config.ts turns the checked values into the Config object.
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
  /** Added to the acceptance window for every whole 10 pages of the work (0: every order gets the floor alone). */
  ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: z.coerce
    .number({ message: 'must be a number of hours (0 gives long work no more time)' })
    .min(0, 'must be 0 or more hours')
    .max(ORDER_ACCEPTANCE_HOURS_CAP, `must be at most ${ORDER_ACCEPTANCE_HOURS_CAP} hours (the window's cap, 14 days)`)
    .default(ORDER_ACCEPTANCE_HOURS_PER_10_PAGES_DEFAULT),
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

/** The environment's variables, checked and with their defaults. */
export type Env = z.infer<typeof EnvSchema>;

/** Every variable checked at once: a ConfigError lists each bad value with what it must be. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Inkwell cannot start: the environment has bad values:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
