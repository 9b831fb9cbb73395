import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes.
 *
 * The lock is flock(2) on the data folder itself: this process opens the folder and keeps that
 * descriptor open for its whole life. The kernel grants the lock to one open file description
 * at a time, atomically, and drops it when the descriptor is closed, which it does itself when the
 * process dies, kill -9 included. Nothing can be judged stale, so nothing is ever taken over or
 * deleted: there is no pid check at all. Node has no flock call, so util-linux's flock(1) takes it
 * on our descriptor, which it inherits as its fd 3: a lock belongs to the open file description,
 * which the child shares with us, so it stays ours after the child exits. Locking the folder (and
 * not a file in it) leaves nothing to delete by hand, and a symlinked path locks the same folder.
 * See docs/decisions/024-data-folder-lock.md.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The holder's pid, written once it holds the lock: for the message only, never to decide anything. */
const PID_FILE = 'inkwell.pid';
/** The pid file of the former lock; the holder removes it. */
const FORMER_LOCK_FILE = 'inkwell.lock';

/** flock(LOCK_EX | LOCK_NB) on `fd`: true when taken, false when another open description holds it. */
function flockExclusive(fd: number, dataDir: string): boolean {
  const result = spawnSync('flock', ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    timeout: 30_000,
    encoding: 'utf8',
  });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('Locking the data folder needs the flock command (util-linux), which is not on the PATH.');
    }
    throw result.error;
  }
  if (result.status === 0) return true;
  // flock(1) exits 1, silently, when --nonblock meets a lock held elsewhere; anything else is a failure.
  if (result.status === 1 && result.stderr.trim() === '') return false;
  const why = result.stderr.trim() || (result.signal ? `ended by ${result.signal}` : `exit status ${result.status}`);
  throw new Error(`Could not lock the data folder ${dataDir}: flock: ${why}`);
}

function recordedHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError when another process
 * (or another open of it in this one) holds it. Returns the function that releases it; the kernel
 * releases it anyway when the process ends.
 */
export function lockDataDir(dataDir: string): () => void {
  // The owner's alone (private-modes.ts; this file imports nothing of ours: lock.test.ts runs it alone).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fd = fs.openSync(dataDir, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY);
  try {
    if (!flockExclusive(fd, dataDir)) {
      const holder = recordedHolder(dataDir);
      throw new DataDirLockedError(
        `Another Inkwell process${holder ? ` (pid ${holder})` : ''} is already using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with its own DATA_DIR (or a DATABASE_URL).',
      );
    }
    // Ours alone from here: no other process writes these files without the lock.
    fs.rmSync(path.join(dataDir, FORMER_LOCK_FILE), { force: true });
    fs.writeFileSync(path.join(dataDir, PID_FILE), String(process.pid), { mode: 0o600 });
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.rmSync(path.join(dataDir, PID_FILE), { force: true });
    } finally {
      fs.closeSync(fd);
    }
  };
}
