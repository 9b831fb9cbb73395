import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openPglite, pgliteDatabaseExists } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import {
  BACKUP_FORMAT,
  bucketOf,
  BACKUP_MANIFEST,
  BACKUP_SOCKET,
  DATABASE_DUMP,
  isEmptyOrMissing,
  requestBackup,
  writeBackup,
  type BackupManifest,
} from './lib/backup.ts';
import {
  keepNewFilesPrivate,
  makePrivate,
  privateFoldersOf,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
} from './db/private-modes.ts';

/**
 * `npm run backup [-- --to DIR|FILE.tar.gz]` and `npm run restore -- --from DIR|FILE.tar.gz`
 * (decision 043), for the embedded database in DATA_DIR and the files on disk. A running
 * server writes the backup itself (lib/backup.ts: asked on DATA_DIR/backup.sock); with none
 * running, this command opens the data folder itself. Restore fills an empty DATA_DIR. Each says
 * what it did, or exits 1 with the exact reason it could not. A backup, its archive, the folder made
 * for it and anything unpacked are the owner's alone (0700 folders, 0600 files; decision 024).
 */

class Refusal extends Error {}
const say = (line: string) => process.stdout.write(`${line}\n`);
const isArchive = (file: string) => /\.(tar\.gz|tgz)$/.test(file);

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new Refusal(`tar could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Refusal(`tar ${args[0]} failed: ${result.stderr.trim()}`);
}

function refuseDatabaseUrl(config: Config, what: 'backup' | 'restore'): void {
  if (config.databaseUrl === undefined) return;
  throw new Refusal(
    `DATABASE_URL is set: the database is a PostgreSQL server, which this command does not ${what}. ` +
      `Use pg_dump and pg_restore, and the bucket's versioning for the files (README, "Deploying", Backups).`,
  );
}

async function backup(config: Config, to: string): Promise<void> {
  refuseDatabaseUrl(config, 'backup');
  if (!pgliteDatabaseExists(config.dataDir))
    throw new Refusal(`There is no database to back up in DATA_DIR (${config.dataDir}: no db/PG_VERSION).`);
  const target = path.resolve(to);
  const archive = isArchive(target);
  if (archive && (await fs.stat(target).catch(() => null)))
    throw new Refusal(`${target} exists already; give a new file name.`);
  const folder = archive ? path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`) : target;
  if (!(await isEmptyOrMissing(folder)))
    throw new Refusal(`The backup folder ${folder} is not empty; give a new or empty folder.`);
  await fs.mkdir(path.dirname(folder), { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    const manifest = await backupInto(config, folder);
    if (archive) {
      tar(['-czf', target, '-C', folder, '.']);
      await fs.chmod(target, PRIVATE_FILE_MODE);
    }
    say(
      `Backup written to ${target} by the ` +
        `${manifest.madeBy === 'server' ? 'running server' : 'backup command (no server was running)'}:`,
    );
    say(
      `  database: ${DATABASE_DUMP}, ` +
        `${(manifest.database.bytes / 1_048_576).toFixed(1)} ` +
        `MB, ${manifest.database.migrations} migrations`,
    );
    say(
      'skipped' in manifest.files
        ? `  files: not copied: ${manifest.files.skipped}`
        : `  files: ${manifest.files.uploads} uploads, ${manifest.files.private} private files`,
    );
  } finally {
    if (archive) await fs.rm(folder, { recursive: true, force: true });
  }
}

async function backupInto(config: Config, folder: string): Promise<BackupManifest> {
  const answer = await requestBackup(config.dataDir, folder);
  if (answer?.manifest) return answer.manifest;
  if (answer?.error) throw new Refusal(`The running server could not write the backup: ${answer.error}`);
  // No server answers on the socket: open the data folder ourselves, if no other process holds it.
  let database;
  try {
    database = await openPglite({ dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Refusal(
      `${error.message.replace(/ Stop it first.*$/, '')} It does not answer on ` +
        `${path.join(config.dataDir, BACKUP_SOCKET)}, so it cannot write the backup: ` +
        ('it is a server still preparing its database (try again in a minute), `npm run operator`, ' +
          'or a server older than backups. Wait for it to end, or stop it, and run the backup again.'),
    );
  }
  try {
    return await writeBackup(
      folder,
      {
        pglite: database.pglite!,
        uploadsDir: config.uploadsDir,
        privateFilesDir: config.privateFilesDir,
        bucket: bucketOf(config),
      },
      'offline',
    );
  } finally {
    await database.close();
  }
}

async function restore(config: Config, from: string): Promise<void> {
  refuseDatabaseUrl(config, 'restore');
  const source = path.resolve(from);
  if (!(await fs.stat(source).catch(() => null))) throw new Refusal(`There is no backup at ${source}.`);
  for (const [name, dir] of [
    ['DATA_DIR', config.dataDir],
    ['UPLOADS_DIR', config.uploadsDir],
    ['PRIVATE_FILES_DIR', config.privateFilesDir],
  ] as const) {
    if (!(await isEmptyOrMissing(dir)))
      throw new Refusal(
        `${name} (${dir}) is not empty: restore fills an empty ` +
          `folder only, so nothing is overwritten. Give a new DATA_DIR.`,
      );
  }
  const unpacked = isArchive(source) ? await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-restore-')) : null;
  try {
    if (unpacked) tar(['-xzf', source, '-C', unpacked]);
    const folder = unpacked ?? source;
    const manifest = (await fs
      .readFile(path.join(folder, BACKUP_MANIFEST), 'utf8')
      .then(JSON.parse, () => null)) as BackupManifest | null;
    if (!manifest)
      throw new Refusal(`${source} has no ${BACKUP_MANIFEST}: it is not an Inkwell backup, or an unfinished one.`);
    if (manifest.format !== BACKUP_FORMAT)
      throw new Refusal(
        `${source} is a backup of format ${String(manifest.format)}; this version reads format ${BACKUP_FORMAT}.`,
      );
    const dump = await fs.readFile(path.join(folder, DATABASE_DUMP));
    const database = await openPglite({
      dataDir: config.dataDir,
      loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
    });
    await database.close();
    if ('skipped' in manifest.files) {
      say(`Files: not in the backup (${manifest.files.skipped}).`);
    } else {
      await fs.cp(path.join(folder, 'uploads'), config.uploadsDir, { recursive: true, preserveTimestamps: true });
      await fs.cp(path.join(folder, 'files'), config.privateFilesDir, { recursive: true, preserveTimestamps: true });
      say(
        `Files: ${manifest.files.uploads} uploads into ${config.uploadsDir}, ` +
          `${manifest.files.private} private files into ${config.privateFilesDir}.`,
      );
    }
    // The copies keep the backup's modes (an older backup's files are 0644): private from here.
    await makePrivate(privateFoldersOf(config));
    say(
      `Restored the backup of ${manifest.createdAt} into DATA_DIR ` +
        `${config.dataDir}; start the server on it (npm run serve).`,
    );
  } finally {
    if (unpacked) await fs.rm(unpacked, { recursive: true, force: true });
  }
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

async function main(): Promise<number> {
  keepNewFilesPrivate();
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup' && (args.length === 0 || (args.length === 2 && option(args, '--to')))) {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    await backup(config, option(args, '--to') ?? path.join('backups', `inkwell-${stamp}.tar.gz`));
    return 0;
  }
  if (command === 'restore' && args.length === 2 && option(args, '--from')) {
    await restore(config, option(args, '--from')!);
    return 0;
  }
  console.error(
    'Usage: npm run backup [-- --to FOLDER|FILE.tar.gz]\n       npm run restore -- --from FOLDER|FILE.tar.gz',
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal || error instanceof ConfigError || error instanceof DataDirLockedError)
      console.error(error.message);
    else console.error('The command failed:', error);
    process.exit(1);
  },
);
