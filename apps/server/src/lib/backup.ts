import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-modes.ts';

/**
 * Backups of the embedded database and the files on disk (decision 043).
 *
 * A backup is a folder: database.tar.gz (PGlite's dumpDataDir of DATA_DIR/db), uploads/ and files/
 * (copies of UPLOADS_DIR and PRIVATE_FILES_DIR), and inkwell-backup.json, written last: a folder
 * without it is an unfinished backup, and restore refuses it.
 *
 * The server holds the data folder's lock (db/lock.ts) for its whole life, so a copy made while it
 * runs must come from it: server.ts listens on DATA_DIR/backup.sock, a Unix socket only the data
 * folder's owner can reach (mode 0600 in a folder the server owns), and `npm run backup` asks it
 * there. The database part is consistent: dumpDataDir runs between two queries (PGlite runs one at a
 * time), after a CHECKPOINT, so it is the state of the last committed transaction, as after a clean
 * stop. The files are copied after it: a file is written before the row that names it, so every file
 * the database names is in the copy (decision 023); a file made meanwhile is an orphan the next
 * sweep removes. A backup holds everything the data folder does: its folders are 0700 and its files
 * 0600, the copies included whatever modes their originals had (decision 024).
 */

export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_MANIFEST = 'inkwell-backup.json';
export const DATABASE_DUMP = 'database.tar.gz';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Who wrote it: the running server (pid), or the backup command on a stopped one. */
  madeBy: 'server' | 'offline';
  database: { file: typeof DATABASE_DUMP; bytes: number; migrations: number };
  /** Files copied from disk, or why they are not in it (the S3 bucket keeps them). */
  files: { uploads: number; private: number } | { skipped: string };
}

export interface BackupSources {
  pglite: PGlite;
  uploadsDir: string;
  privateFilesDir: string;
  /** The bucket keeping the files (S3_BUCKET), or null when they are on disk. */
  bucket: string | null;
}

/** The S3 bucket keeping the files when the configuration has one (S3_BUCKET, the S3 file store), else null. */
export const bucketOf = (config: Config): string | null => config.s3?.bucket ?? null;

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** Copies a folder of files; answers how many files it held (0 when it does not exist yet). */
async function copyFiles(from: string, to: string): Promise<number> {
  const entries = await fs
    .readdir(from, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  if (entries === null) {
    await fs.mkdir(to, { recursive: true, mode: PRIVATE_DIR_MODE });
    return 0;
  }
  // cp makes `to` itself: on Node 24, errorOnExist also refuses a folder made beforehand.
  await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Writes a backup into `target`, which must be an absolute path to a missing or empty folder. */
export async function writeBackup(
  target: string,
  sources: BackupSources,
  madeBy: BackupManifest['madeBy'],
): Promise<BackupManifest> {
  if (!path.isAbsolute(target)) throw new Error(`the backup folder must be an absolute path, not ${target}`);
  if (!(await isEmptyOrMissing(target)))
    throw new Error(`the backup folder ${target} is not empty; give a new or empty folder`);
  await fs.mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makePrivate([target]);
  const { pglite } = sources;
  // Writes what is in PGlite's buffers to its files first, so the copy needs no recovery when opened.
  await pglite.query('CHECKPOINT');
  const migrations = await pglite
    .query<{ applied: number }>('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations')
    .then((result) => result.rows[0]?.applied ?? 0);
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  await fs.writeFile(path.join(target, DATABASE_DUMP), bytes, { mode: PRIVATE_FILE_MODE });
  const files: BackupManifest['files'] =
    sources.bucket === null
      ? {
          uploads: await copyFiles(sources.uploadsDir, path.join(target, 'uploads')),
          private: await copyFiles(sources.privateFilesDir, path.join(target, 'files')),
        }
      : {
          skipped:
            `the files are in the S3 bucket ${sources.bucket}: keep ` +
            `them with the bucket's versioning (README, Deploying)`,
        };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    madeBy,
    database: { file: DATABASE_DUMP, bytes: bytes.length, migrations },
    files,
  };
  // The copies keep their originals' modes: an older data folder's 0644 files are 0600 here.
  await makePrivate([target]);
  await fs.writeFile(path.join(target, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  return manifest;
}

export interface BackupAnswer {
  manifest?: BackupManifest;
  error?: string;
}

/**
 * The running server's side: answers one JSON line `{"to": "/abs/folder"}` on DATA_DIR/backup.sock
 * with `{"manifest": ...}` or `{"error": "..."}`. One backup at a time; a socket file left by a
 * killed server is removed first (the server holds the data folder's lock, so no other server uses it).
 */
export async function serveBackups(
  dataDir: string,
  sources: BackupSources,
  log: { info(object: object, message: string): void; warn(object: object, message: string): void },
): Promise<{ close(): Promise<void> }> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  await fs.rm(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end === -1) {
        if (input.length > 8192) socket.destroy();
        return;
      }
      const line = input.slice(0, end);
      const answer = (async (): Promise<BackupAnswer> => {
        let target: string;
        try {
          target = String((JSON.parse(line) as { to?: unknown }).to ?? '');
        } catch {
          return { error: 'the request was not {"to": "/absolute/folder"}' };
        }
        const started = Date.now();
        try {
          const manifest = await writeBackup(target, sources, 'server');
          log.info({ to: target, ms: Date.now() - started, databaseBytes: manifest.database.bytes }, 'backup written');
          return { manifest };
        } catch (error) {
          log.warn({ err: error, to: target }, 'backup failed');
          return { error: error instanceof Error ? error.message : String(error) };
        }
      })();
      running = running.then(() => answer);
      void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  server.unref();
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.catch(() => {});
      await fs.rm(socketPath, { force: true });
    },
  };
}

/** Asks the server running on `dataDir` for a backup; null when no server listens there. */
export async function requestBackup(dataDir: string, target: string): Promise<BackupAnswer | null> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  return new Promise((resolve, reject) => {
    let output = '';
    const socket = net.createConnection(socketPath);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ to: target })}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as BackupAnswer);
      } catch {
        reject(
          new Error(
            `the server answered on ${socketPath} with something else than a backup's answer: ${output.slice(0, 200)}`,
          ),
        );
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

export { isEmptyOrMissing };
