import type { Config } from '../config.ts';
import { localFileStore, type FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/**
 * The two stores of the app (decision 041): public uploads (pictures, gig documents) and private files (decision 017).
 */
export interface FileStores {
  uploads: FileStore;
  privateFiles: FileStore;
}

/** The prefixes of the two stores in a bucket; on disk they are two folders (UPLOADS_DIR, PRIVATE_FILES_DIR). */
export const BUCKET_PREFIXES = { uploads: 'uploads/', privateFiles: 'files/' } as const;

/** In the configured bucket when S3_BUCKET is set, else on local disk. */
export function fileStoresOf(config: Pick<Config, 's3' | 'uploadsDir' | 'privateFilesDir'>): FileStores {
  if (config.s3) {
    return {
      uploads: s3FileStore(config.s3, BUCKET_PREFIXES.uploads),
      privateFiles: s3FileStore(config.s3, BUCKET_PREFIXES.privateFiles),
    };
  }
  return { uploads: localFileStore(config.uploadsDir), privateFiles: localFileStore(config.privateFilesDir) };
}
