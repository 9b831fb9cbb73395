import { spawn } from 'node:child_process';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, v8FlagsOf, type Config } from './config.ts';
import { openDatabase, pgliteDatabaseExists } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { hasNoAccounts, seedDemoDataIfEmpty } from './demo/seed.ts';
import { purgeExpiredAuthData } from './features/auth/index.ts';
import { runOriginalityChecks } from './features/originality/index.ts';
import { bucketOf, serveBackups } from './lib/backup.ts';
import { fileStoresOf } from './lib/file-stores.ts';
import { keepNewFilesPrivate, makePrivate, privateFoldersOf } from './db/private-modes.ts';
import { startQuietCollection } from './lib/quiet-collection.ts';
import { handleShutdown } from './lib/shutdown.ts';
import { warmReadCache } from './plugins/read-cache-warm.ts';

const PREPARE_ONLY = '--prepare-database';

/**
 * A new embedded database is created, migrated and given the demo data by a child process of this
 * same program (decision 030): PostgreSQL's initdb, the bulk inserts and the demo images drawn
 * with sharp leave several hundred MB with the process that ran them (WebAssembly memory never
 * shrinks, freed native memory stays with the allocator), which the server then kept for its whole
 * life (728 MB on a new DATA_DIR). The child exits with its parent (IPC disconnect).
 */
async function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', PREPARE_ONLY], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const code = await new Promise<number | string | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code})`);
}

async function prepareDatabase(config: Config) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seedDemoData) {
      const stores = fileStoresOf(config);
      await seedDemoDataIfEmpty(database.db, stores.uploads, stores.privateFiles, config.money);
      // The demo's deliveries and sample documents are checked for originality here too, batch
      // after batch until none is left: pdf.js and mammoth, with the documents' text, then leave
      // with this process, where the server's first pass would have kept them loaded for its whole
      // life (decision 030). A failure here only leaves checks pending: the server's sweep does them.
      const log = { warn: (details: object, message: string) => console.warn(message, details) };
      const context = { db: database.db, privateFiles: stores.privateFiles, uploads: stores.uploads, log };
      try {
        while ((await runOriginalityChecks(context)) > 0);
      } catch (error) {
        log.warn({ err: error }, "checking the demo documents' originality failed; the server checks what is left");
      }
    }
  } finally {
    await database.close();
  }
}

/**
 * Decision 030: the memory settings, before the database opens. Under load most of the server's
 * memory was JavaScript heap kept between full collections (V8 let it grow to four times what a
 * collection kept: 40 MB live, up to 200 MB) and the malloc arenas of V8's background threads,
 * which compiled PGlite's WebAssembly a second time with the optimizing compiler.
 */
function loadConfigAndApplyMemorySettings(): Config {
  const config = loadConfig();
  for (const flag of v8FlagsOf(config.memory)) v8.setFlagsFromString(flag);
  return config;
}

/** Listens and shuts down gracefully (lib/shutdown.ts); everything else is in app.ts. */
async function main() {
  // Decision 024: what the server writes is its owner's alone, whatever umask it was started with.
  keepNewFilesPrivate();
  if (process.argv.includes(PREPARE_ONLY)) {
    process.once('disconnect', () => process.exit(1));
    await prepareDatabase(loadConfigAndApplyMemorySettings());
    process.exit(0);
  }
  const config = loadConfigAndApplyMemorySettings();
  // A data folder an older version (or a wider umask) left open to other local users is closed once.
  const privateFolders = privateFoldersOf(config);
  const madePrivate = await makePrivate(privateFolders);
  const embedded = config.databaseUrl === undefined;
  if (embedded && !pgliteDatabaseExists(config.dataDir)) await prepareInChildProcess();
  let database = await openDatabase(config);
  await database.migrate();
  if (config.seedDemoData && (await hasNoAccounts(database.db))) {
    // PGlite takes one process at a time: the child gets the data folder meanwhile.
    if (embedded) await database.close();
    await prepareInChildProcess();
    if (embedded) database = await openDatabase(config);
  }
  const app = await buildApp({ config, database });
  if (madePrivate > 0) {
    app.log.warn(
      { changed: madePrivate, folders: privateFolders },
      `made ${madePrivate} files and folders in ${privateFolders.join(', ')} private to their owner ` +
        `(files 0600, folders 0700): other local users could read them`,
    );
  }

  const housekeeping = async () => {
    try {
      await purgeExpiredAuthData(database.db, new Date(), config.login.windowMs);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; it will run again in an hour');
    }
  };
  await housekeeping();
  const housekeepingTimer = setInterval(() => void housekeeping(), 60 * 60 * 1000);
  housekeepingTimer.unref();

  // `npm run backup` asks this process on DATA_DIR/backup.sock for a consistent copy (decision 043).
  const backups = database.pglite
    ? await serveBackups(
        config.dataDir,
        {
          pglite: database.pglite,
          uploadsDir: config.uploadsDir,
          privateFilesDir: config.privateFilesDir,
          bucket: bucketOf(config),
        },
        app.log,
      ).catch((error: unknown) => {
        app.log.warn(
          { err: error },
          `backups of the running server are off: cannot ` +
            `listen on ${config.dataDir}/backup.sock (a DATA_DIR ` +
            `path over ~100 characters is too long for a socket)`,
        );
        return null;
      })
    : null;

  // Decision 030: a burst's garbage goes back to the system once the server is quiet again.
  const stopQuietCollection = config.memory.collectWhenQuiet ? startQuietCollection() : () => {};
  handleShutdown({
    app,
    body: { windowMs: config.http.bodyIdleTimeoutMs, minBytesPerSecond: config.http.bodyMinBytesPerSecond },
    graceMs: config.shutdownGraceMs,
    closeDatabase: async () => {
      await backups?.close();
      await database.close();
    },
    beforeClose: () => {
      clearInterval(housekeepingTimer);
      stopQuietCollection();
    },
  });

  // Decision 027: the most-read answers are kept before the first visitor
  // comes, or the first second's fifty readers all wait on renders.
  const warmed = await warmReadCache(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind, warmed }, `Inkwell is running on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Inkwell could not start:', error);
  }
  process.exit(1);
});
