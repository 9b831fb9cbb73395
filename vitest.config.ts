import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One runner for every level. Server tests run once on PGlite and, when TEST_DATABASE_URL is set,
 * once more on that PostgreSQL server. The end-to-end project starts the built app and drives
 * Debian's Chromium.
 */
const serverProject = (name: string, driver: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    sequence: { groupOrder: 0 },
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
  { test: { name: 'tools', root: 'tools', include: ['*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
  serverProject('server', 'pglite'),
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
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
      fileParallelism: false,
      // After the other projects: a browser journey's waits then measure the app, not a machine
      // busy with hundreds of API tests (two cores). A wait is for the page to settle, not a timing.
      sequence: { groupOrder: 1 },
      expect: { poll: { timeout: 5_000 } },
    },
  },
];

if (process.env.TEST_DATABASE_URL) projects.splice(2, 0, serverProject('server-postgres', 'pg'));

export default defineConfig({
  // Two test files at once on two cores (Vitest would take one): many files mostly wait, on server
  // processes they start (crash trials, shutdown), on PostgreSQL or on Chromium. The e2e project
  // still runs its files one after the other, after the rest.
  test: { projects, maxWorkers: 2, reporters: process.env.CI ? ['default'] : ['default'] },
});
