import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';

/**
 * Migrates once per run into a template; every test file then starts from a clean copy of it:
 * PGlite loads a dump of the migrated data folder, PostgreSQL uses CREATE DATABASE ... TEMPLATE.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { driver: 'pglite'; dumpFile: string } | { driver: 'pg'; adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers only, not this process: read it from the project.
  const driver = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'pg' ? 'pg' : 'pglite';
  if (driver === 'pglite') {
    const dir = path.resolve(import.meta.dirname, '../../../.tmp');
    await fs.mkdir(dir, { recursive: true });
    const dumpFile = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
    const handle = await openPglite({});
    await handle.migrate();
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('testDb', { driver, dumpFile });
    return async () => {
      await fs.rm(dumpFile, { force: true });
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set to run the server tests on PostgreSQL');
  const template = `inkwell_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openPostgres(withDatabase(adminUrl, template), { max: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('testDb', { driver, adminUrl, template });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
