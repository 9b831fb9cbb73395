import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './file-store.ts';
import type { S3FileStore } from './s3-file-store.ts';

/**
 * `npm run files:migrate` (decision 041): copies a disk store's files into a bucket store, each
 * under the same key. Idempotent: a file already in the bucket with the same size is skipped, so a
 * run cut short is simply run again, and a run while the old server still takes uploads followed
 * by one after it stopped leaves nothing behind. Only names Inkwell gives files are copied
 * (uuid.ext, a picture's uuid.w320 variants); anything else in the folder (a half-written .tmp)
 * is counted as ignored.
 */

export interface MigrationCount {
  copied: number;
  /** Already in the bucket with the same size. */
  present: number;
  /** Not a file name Inkwell gives (temporary files, anything put there by hand). */
  ignored: number;
  /** Bytes copied. */
  bytes: number;
}

/** Files copied at once: a few requests in flight keep the link busy without holding many 20 MB buffers. */
const PARALLEL = 4;

export async function migrateFolder(folder: string, target: S3FileStore): Promise<MigrationCount> {
  const count: MigrationCount = { copied: 0, present: 0, ignored: 0, bytes: 0 };
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.isFile() && isSafeKey(entry.name)) names.push(entry.name);
    else count.ignored += 1;
  }
  const copyOne = async (name: string) => {
    const file = path.join(folder, name);
    const { size } = await fs.stat(file);
    if ((await target.sizeOf(name)) === size) {
      count.present += 1;
      return;
    }
    await target.put(name, await fs.readFile(file));
    count.copied += 1;
    count.bytes += size;
  };
  let next = 0;
  const worker = async () => {
    while (next < names.length) await copyOne(names[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, names.length) }, worker));
  return count;
}

/** "12 copied (3.4 MB), 5 already there, 1 ignored". */
export function describeCount(count: MigrationCount): string {
  const megabytes = (count.bytes / (1024 * 1024)).toFixed(1);
  return `${count.copied} copied (${megabytes} MB), ${count.present} already there, ${count.ignored} ignored`;
}
