import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from '../directory-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one process per PGlite folder', () => {
  it('refuses a folder locked by another live process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'plantwise.lock'), String(other.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(dir)).toThrow(/already in use by another Plantwise process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'plantwise.lock'), '999999');
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, 'plantwise.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'plantwise.lock'))).toBe(false);
  });

  it('lets the folder be opened again after release', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'plantwise.lock');
    acquireDirectoryLock(dir).release();
    expect(fs.existsSync(lockFile)).toBe(false);
    const again = acquireDirectoryLock(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    again.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
