import type { FileStore } from '../lib/file-store.ts';
import type { Database } from './client.ts';

export async function seedDemoData(_db: Database, _files: FileStore): Promise<void> {}
