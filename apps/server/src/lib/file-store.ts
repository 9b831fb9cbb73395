import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-modes.ts';

/**
 * Where uploaded files live: local disk (this file) or an S3-compatible bucket (s3-file-store.ts,
 * decision 041), chosen by config (file-stores.ts). Keys are flat names this server made (uuid +
 * extension, or a picture's width variant `<uuid>.w320`).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** A readable stream and its size, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * Only stores that can hand a download to someone else (a bucket): a short-lived address of the
   * file that answers with the given type and disposition, for a reader the app has already let in.
   */
  signedUrl?(key: string, download: SignedDownload): Promise<string>;
}

export interface SignedDownload {
  /** How long the address works. */
  ttlSeconds: number;
  contentType: string;
  contentDisposition: string;
}

const SAFE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** True for the names this server gives files; anything else never reaches a store. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key);

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${JSON.stringify(key)}`);
}

export function localFileStore(dir: string): FileStore {
  // The owner's alone, whatever the umask (decision 024).
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return {
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(dir, key);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await fs.promises.rename(temporary, target);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = path.join(dir, key);
      try {
        const stat = await fs.promises.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.promises.rm(path.join(dir, key), { force: true });
    },
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
