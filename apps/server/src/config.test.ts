import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, v8FlagsOf } from './config.ts';

describe('loadConfig', () => {
  test('has working defaults: port 3000, ./data, PGlite, demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      seedDemoData: true,
      cookieSecure: false,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  test('reads PORT, HOST, DATA_DIR, DATABASE_URL and PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/inkwell',
      DATABASE_URL: 'postgres://inkwell@db:5432/inkwell',
      PUBLIC_URL: 'https://inkwell.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/inkwell',
      databaseUrl: 'postgres://inkwell@db:5432/inkwell',
      publicUrl: 'https://inkwell.example',
      cookieSecure: true,
    });
  });

  test.each([
    ['PORT', 'abc', 'must be a port number'],
    ['PORT', '70000', 'must be a port number (0-65535)'],
    ['DATABASE_URL', 'mysql://x', 'must start with postgres:// or postgresql://'],
    ['LOG_LEVEL', 'loud', 'must be fatal, error, warn, info, debug, trace or silent'],
    ['SEED_DEMO_DATA', 'maybe', 'must be true or false'],
    ['SESSION_TTL_DAYS', '0', 'must be at least 1'],
    ['PUBLIC_URL', 'inkwell.example', 'must be a full address'],
    ['PAYMENT_GATEWAY', 'paypal', 'must be demo or stripe'],
    ['STRIPE_SECRET_KEY', 'pk_test_1', 'must be a Stripe secret key'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_1', 'must be a Stripe publishable key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'must be a Stripe webhook signing secret'],
    ['STRIPE_API_URL', 'localhost', 'must be a full address'],
    ['HEAP_GROWTH_PERCENT', '-1', 'must be 0 or more'],
    ['HEAP_GROWTH_PERCENT', '12.5', 'must be a whole number of percent'],
    ['HEAP_GROWTH_PERCENT', '301', 'must be at most 300'],
    ['PGLITE_WASM_TIER_UP', 'sometimes', 'must be true or false'],
  ])('refuses %s=%s with a message that names the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(`${name}=${JSON.stringify(value)}`);
      expect((error as Error).message).toContain(message);
    }
  });

  test('memory: V8 grows the heap by its own factor, PGlite keeps its baseline code by default (decision 030)', () => {
    expect(loadConfig({}).memory).toEqual({ heapGrowthPercent: 0, wasmTierUp: false, collectWhenQuiet: true });
    expect(v8FlagsOf(loadConfig({}).memory)).toEqual(['--liftoff-only']);
    const v8Defaults = loadConfig({ HEAP_GROWTH_PERCENT: '0', PGLITE_WASM_TIER_UP: 'true' });
    expect(v8Defaults.memory).toEqual({ heapGrowthPercent: 0, wasmTierUp: true, collectWhenQuiet: true });
    expect(loadConfig({ HEAP_COLLECT_WHEN_QUIET: 'false' }).memory.collectWhenQuiet).toBe(false);
    expect(v8FlagsOf(v8Defaults.memory)).toEqual([]);
    expect(v8FlagsOf(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).memory)).toEqual([
      '--heap-growing-percent=50',
      '--liftoff-only',
    ]);
  });

  test('payments use the demo gateway by default and Stripe when both keys are set', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: 'demo', stripe: null });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments.gateway).toBe('demo');
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(stripe.payments).toEqual({
      gateway: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        publishableKey: 'pk_test_1',
        webhookSecret: 'whsec_1',
        connectWebhookSecret: 'whsec_1',
        apiUrl: 'http://127.0.0.1:12111',
      },
    });
    const connect = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    });
    expect(connect.payments.stripe).toMatchObject({ webhookSecret: 'whsec_1', connectWebhookSecret: 'whsec_connect' });
    expect(() => loadConfig({ STRIPE_CONNECT_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
    expect(
      loadConfig({ PAYMENT_GATEWAY: 'demo', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })
        .payments.gateway,
    ).toBe('demo');
  });

  test('the dev inbox is on only when asked for: NODE_ENV=development set explicitly, or MAIL_DEV_INBOX', () => {
    const devInbox = (env: Record<string, string>) => loadConfig(env).mail.devInbox;
    // An unset NODE_ENV still means development for the rest (logs), but never publishes the kept mail.
    expect(loadConfig({}).env).toBe('development');
    expect(devInbox({})).toBe(false);
    expect(devInbox({ NODE_ENV: 'development' })).toBe(true);
    expect(devInbox({ NODE_ENV: 'test' })).toBe(false);
    expect(devInbox({ NODE_ENV: 'production' })).toBe(false);
    expect(devInbox({ MAIL_DEV_INBOX: 'true' })).toBe(true);
    expect(devInbox({ NODE_ENV: 'production', MAIL_DEV_INBOX: 'yes' })).toBe(true);
    expect(devInbox({ NODE_ENV: 'development', MAIL_DEV_INBOX: 'false' })).toBe(false);
    expect(() => loadConfig({ MAIL_DEV_INBOX: 'on' })).toThrow(/MAIL_DEV_INBOX="on": must be true or false/);
  });

  test('PAYMENT_GATEWAY=stripe without the keys stops the server with a message', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
  });

  test(
    'the HTTP timeouts, the shutdown bound and the live streams cap have defaults, ' +
      'read their variables and refuse headers slower than the whole request',
    () => {
      const defaults = loadConfig({});
      expect(defaults.http).toEqual({
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 300_000,
        idleTimeoutMs: 60_000,
        keepAliveTimeoutMs: 72_000,
        bodyIdleTimeoutMs: 10_000,
        bodyMinBytesPerSecond: 1024,
      });
      expect([defaults.shutdownGraceMs, defaults.liveStreamsMax]).toEqual([8000, 500]);
      const set = loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '2000',
        HTTP_REQUEST_TIMEOUT_MS: '4000',
        HTTP_BODY_MIN_BYTES_PER_SECOND: '10',
        SHUTDOWN_GRACE_MS: '3000',
        LIVE_STREAMS_MAX: '2',
      });
      expect([
        set.http.headersTimeoutMs,
        set.http.requestTimeoutMs,
        set.http.bodyMinBytesPerSecond,
        set.shutdownGraceMs,
        set.liveStreamsMax,
      ]).toEqual([2000, 4000, 10, 3000, 2]);
      expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' })).toThrow(
        /HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS/,
      );
      expect(() => loadConfig({ LIVE_STREAMS_MAX: '0' })).toThrow(/LIVE_STREAMS_MAX="0": must be at least 1/);
    },
  );
});
