import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One runner for every level. Server tests run once on PGlite and, when TEST_DATABASE_URL is set,
 * once more on that PostgreSQL server. The end-to-end project starts the built app and drives
 * Debian's Chromium.
 *
 * Server test files share their workers (isolate: false, decision 044): each file still opens its
 * own database and app, but the modules (Fastify, drizzle, the schemas, PGlite's WebAssembly) load
 * once per worker instead of once per file, which was most of the CPU of the API tests. The files
 * that need a fresh module graph run in a `-isolated` project of their own:
 */
const NEEDS_OWN_MODULES = [
  // replaces the password module with vi.mock, which only a fresh module graph sees
  'src/features/auth/login-limits.test.ts',
  // loads pdf.js's legacy build (core-js) and checks that Node's built-ins are untouched
  'src/lib/own-built-ins.test.ts',
];

const serverProjects = (name: string, driver: 'pglite' | 'pg'): TestProjectInlineConfiguration[] => {
  const test: TestProjectInlineConfiguration['test'] = {
    root: 'apps/server',
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // As the server runs in production (config.ts, PGLITE_WASM_TIER_UP): PGlite's WebAssembly on
    // V8's baseline compiler only, without the optimizing compiler's threads for every database a
    // test opens.
    execArgv: ['--liftoff-only'],
    sequence: { groupOrder: 0 },
  };
  return [
    {
      test: {
        ...test,
        name,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: NEEDS_OWN_MODULES,
        isolate: false,
      },
    },
    { test: { ...test, name: `${name}-isolated`, include: NEEDS_OWN_MODULES } },
  ];
};

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'domain',
      root: 'packages/domain',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      sequence: { groupOrder: 0 },
    },
  },
  { test: { name: 'tools', root: 'tools', include: ['*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
  ...serverProjects('server', 'pglite'),
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // Shared workers too (decision 044): one jsdom window and one module graph per worker, which
      // took a third of the CPU of a worker per file. setup.ts unmounts every screen and empties the
      // storage after each test; the tests pass in any order (--sequence.shuffle).
      isolate: false,
      // A hang guard, not a measure: in CI the web tests share two cores with the other lane's
      // server tests and PostgreSQL, and a screen driven by user-event then took over Vitest's 5 s.
      testTimeout: 15_000,
      sequence: { groupOrder: 0 },
    },
  },
  {
    test: {
      name: 'e2e',
      root: 'e2e',
      include: ['tests/**/*.spec.ts'],
      environment: 'node',
      globalSetup: ['support/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Two journeys at once, each on a server of its own worker's (support/global-setup.ts starts
      // one per worker of maxWorkers below). After the other projects of the same run: a browser
      // journey's waits then measure the app, not a machine busy with hundreds of API tests (two
      // cores). A wait is for the page to settle, not a timing.
      sequence: { groupOrder: 1 },
      expect: { poll: { timeout: 5_000 } },
    },
  },
];

if (process.env.TEST_DATABASE_URL) projects.splice(2, 0, ...serverProjects('server-postgres', 'pg'));

export default defineConfig({
  // Two test files at once on two cores (Vitest would take one): many files mostly wait, on server
  // processes they start (crash trials, shutdown), on PostgreSQL or on Chromium. The e2e project
  // still runs its files one after the other, after the rest.
  test: { projects, maxWorkers: 2, reporters: process.env.CI ? ['default'] : ['default'] },
});
