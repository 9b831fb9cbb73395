import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import type { EventsRoutesOptions } from './events.routes.ts';

/** A test app listening on a real port (streams need a real HTTP client), with its heartbeat as given. */
export async function createLiveApp(liveEvents: EventsRoutesOptions = {}): Promise<TestApp & { url: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-live-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', WEB_DIST_DIR: path.join(dataDir, 'no-web-build') });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, liveEvents });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    config,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
