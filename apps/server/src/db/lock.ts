import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes.
 * This exclusive lock file (created with O_EXCL) records the holder's pid and its start time,
 * so a dead holder, a zombie or a reused pid does not keep the folder locked forever.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  startTime: string | null;
}

/** Field 22 of /proc/<pid>/stat: when the process started (null where /proc is missing). */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return 'dead';
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const startTime = processStartTime(holder.pid);
  if (startTime === 'dead') return false;
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startTime: parsed.startTime ?? null } : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'inkwell.lock');
  const me: Holder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const holder = readHolder(file);
        if (holder?.pid === me.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another Inkwell process (pid ${holder.pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}; another process keeps taking it.`);
}
