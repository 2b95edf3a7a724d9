import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is already in use by another Plantwise process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop the other process, or set DATA_DIR to another folder, ' +
        'or use PostgreSQL (DATABASE_URL) to run several instances.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Exclusively creates `target` holding our pid: written to a private file first, then hard-linked (atomic). */
function linkWithPid(target: string): boolean {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temp, String(process.pid));
  try {
    fs.linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** The lock file's text, or null when there is no lock file. */
function lockText(lockPath: string): string | null {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The pid a lock text names, or null when it names none (a damaged file). */
function pidIn(text: string | null): number | null {
  const pid = Number((text ?? '').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function holderOf(lockPath: string): number | null {
  return pidIn(lockText(lockPath));
}

const TAKEOVER_STALE_MS = 5_000;

/**
 * PGlite has no lock of its own and two processes on one folder silently lose rows, so we take an
 * exclusive lock file holding our pid. The file appears atomically with its content (a hard link), so
 * nobody ever reads a half-written lock. A lock left by a dead process is taken over under a second
 * exclusive file, so two processes that both find it stale never both win.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const lockPath = path.join(dir, 'plantwise.lock');
  const takeoverPath = `${lockPath}.takeover`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (linkWithPid(lockPath)) {
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const seen = lockText(lockPath);
    // Released (or taken over) since our attempt: try to link it again. Taking over a lock that is not
    // there would remove whatever lock appears next — another process's live one, which both would hold.
    if (seen === null) continue;
    const pid = pidIn(seen);
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DirectoryLockedError(dir, pid);
    if (!linkWithPid(takeoverPath)) {
      // Someone else is taking the stale lock over; a taker that died leaves its file behind.
      const since =
        Date.now() - (fs.statSync(takeoverPath, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > TAKEOVER_STALE_MS) fs.rmSync(takeoverPath, { force: true });
      continue;
    }
    try {
      // Under the take-over file nobody else removes the lock, and nobody can create one while it exists:
      // the same text means the same stale (or damaged) lock.
      if (lockText(lockPath) === seen) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(takeoverPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
