import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { purgeExpiredAuthData } from './features/auth/index.ts';
import { localFileStore } from './lib/file-store.ts';
import { handleShutdown } from './lib/shutdown.ts';

/** Listens and shuts down gracefully (lib/shutdown.ts); everything else is in app.ts. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const files = localFileStore(config.uploadsDir);
  if (config.seedDemoData) await seedDemoDataIfEmpty(database.db, files, localFileStore(config.privateFilesDir));
  const app = await buildApp({ config, database, files });

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

  handleShutdown({
    app,
    body: { windowMs: config.http.bodyIdleTimeoutMs, minBytesPerSecond: config.http.bodyMinBytesPerSecond },
    graceMs: config.shutdownGraceMs,
    closeDatabase: () => database.close(),
    beforeClose: () => clearInterval(housekeepingTimer),
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind }, `Inkwell is running on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Inkwell could not start:', error);
  }
  process.exit(1);
});
