import path from 'node:path';
import { ConfigError, type Env } from './config-env.ts';

/** Where files live (local folders or an S3 bucket), from the environment checked by config-env.ts. */

/** An S3-compatible bucket; credentials come from the AWS SDK's usual chain, never from here. */
export interface S3Config {
  bucket: string;
  region: string;
  /** The address of a non-AWS store (MinIO, Ceph, R2...); AWS's own when unset. */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

/** The folders, absolute: DATA_DIR, the uploads, the private files (decision 017) and the web app's build. */
export interface FolderConfig {
  dataDir: string;
  uploadsDir: string;
  privateFilesDir: string;
  webDistDir: string;
}

/** True when `dir` is `parent` itself or a folder inside it. */
function isSameOrInside(dir: string, parent: string): boolean {
  const relative = path.relative(parent, dir);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The private files must not be servable: never UPLOADS_DIR or a folder inside it. */
export function foldersOf(e: Env): FolderConfig {
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const privateFilesDir = path.resolve(e.PRIVATE_FILES_DIR ?? path.join(dataDir, 'files'));
  if (isSameOrInside(privateFilesDir, uploadsDir)) {
    throw new ConfigError(
      `Inkwell cannot start: PRIVATE_FILES_DIR (${privateFilesDir}) must not be UPLOADS_DIR or a folder inside it.`,
    );
  }
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  return { dataDir, uploadsDir, privateFilesDir, webDistDir };
}

/** S3_BUCKET turns the bucket on; the other S3_* settings mean nothing without it, and it needs a region. */
export function s3ConfigOf(e: Env): S3Config | null {
  if (e.S3_BUCKET === undefined) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length === 0) return null;
    throw new ConfigError(
      `Inkwell cannot start: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET ` +
        `is not; set S3_BUCKET to keep files in a bucket, or unset ${stray.join(', ')} to keep them on disk.`,
    );
  }
  if (e.S3_REGION === undefined) {
    throw new ConfigError(
      'Inkwell cannot start: S3_BUCKET needs S3_REGION (such as ' +
        'us-east-1; most S3-compatible servers accept us-east-1).',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}
