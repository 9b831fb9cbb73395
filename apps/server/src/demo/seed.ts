import { count } from 'drizzle-orm';
import type { FileStore } from '../lib/file-store.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { DemoMoney } from './money-rows.ts';

/**
 * Loads the demo data into an empty database (first start). The data itself is in seed-data.ts.
 * `files`: the uploads store; `privateFiles`: the private files store (config.privateFilesDir);
 * `money`: config.money, the fee rate and clearing time the demo's orders and payouts follow.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  files: FileStore,
  privateFiles: FileStore,
  money: DemoMoney,
): Promise<boolean> {
  if (!(await hasNoAccounts(db))) return false;
  const { seedDemoData } = await import('./seed-data.ts');
  await seedDemoData(db, files, privateFiles, money);
  return true;
}

/** True before the first account exists: the first start, which gets the demo data. */
export async function hasNoAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: count() }).from(users);
  return Number(row?.count ?? 0) === 0;
}
