import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What Inkwell keeps on disk is its owner's alone (decision 024): the embedded database's files,
 * kept mail (reset and verification links), private files, uploads and backups are 0600 in 0700
 * folders, whatever the umask the process was started with.
 *
 * Three parts: the server and every command set the umask 077 before they write anything, the code
 * that makes a file or folder gives its mode explicitly too, and the server makes an older data
 * folder private at start (a walk of its files, once). PGlite is the exception to the first two: it
 * unpacks its new database with 0666 files and gives a few files of its own modes, whatever the
 * umask, so db/client.ts walks its folder after opening it and after closing it; meanwhile those
 * files sit in 0700 folders, which no other user can enter.
 */

export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From here on, what this process creates is its owner's alone, whatever umask it was started with. */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/** Takes the group's and others' rights away from one path; true when it had any. */
async function makeOnePrivate(file: string, mode: number): Promise<boolean> {
  if ((mode & 0o077) === 0) return false;
  await fs.chmod(file, mode & 0o700);
  return true;
}

/**
 * Walks each folder (one that does not exist is skipped) and takes the group's and others' rights
 * away from the folder and from every file and folder in it: 0777 becomes 0700, 0666 becomes 0600.
 * Symbolic links inside are neither followed nor changed (one could lead outside the folder). Folders
 * named twice, or inside one another, are walked once. Answers how many paths it changed.
 */
export async function makePrivate(folders: string[]): Promise<number> {
  let changed = 0;
  for (const root of outermost(folders)) {
    // The folder itself may be a symbolic link (a DATA_DIR on another disk): its target is made private.
    const stat = await fs.stat(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!stat?.isDirectory()) continue;
    if (await makeOnePrivate(root, stat.mode)) changed += 1;
    changed += await makeInsidePrivate(root);
  }
  return changed;
}

async function makeInsidePrivate(folder: string): Promise<number> {
  let changed = 0;
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // Removed meanwhile (a mail's temporary file, a backup's partial folder): nothing left to change.
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(folder, entry.name);
    const stat = await fs.lstat(file).catch(() => null);
    if (!stat) continue;
    if (await makeOnePrivate(file, stat.mode).catch(ignoreRemoved)) changed += 1;
    if (stat.isDirectory()) changed += await makeInsidePrivate(file);
  }
  return changed;
}

function ignoreRemoved(error: NodeJS.ErrnoException): false {
  if (error.code === 'ENOENT') return false;
  throw error;
}

/** The folders, absolute, without those named twice or inside another of them. */
function outermost(folders: string[]): string[] {
  const roots = [...new Set(folders.map((folder) => path.resolve(folder)))].sort();
  return roots.filter((root, index) => !roots.slice(0, index).some((outer) => isInside(root, outer)));
}

function isInside(dir: string, parent: string): boolean {
  const relative = path.relative(parent, dir);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/**
 * The folders Inkwell keeps on this machine: the data folder, and the file stores' folders when the
 * files are on disk (they may be set outside DATA_DIR).
 */
export function privateFoldersOf(config: {
  dataDir: string;
  uploadsDir: string;
  privateFilesDir: string;
  s3: object | null;
}): string[] {
  return outermost(config.s3 ? [config.dataDir] : [config.dataDir, config.uploadsDir, config.privateFilesDir]);
}
