import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
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

  it.each([
    ['takes over a lock left by a process that has died', '999999'],
    ['takes over a damaged lock file that names no process', 'not a pid'],
  ])('%s', (_, leftBehind) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'plantwise.lock'), leftBehind);
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

  it('never lets two processes hold one folder: 200 synchronised takeovers of a stale lock', async () => {
    const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
    const script = path.join(import.meta.dirname, 'fixtures/lock-contender.ts');
    const contenders = [0, 1].map(() => spawn(tsx, [script], { stdio: 'pipe' }));
    const replies = contenders.map((child) =>
      readline.createInterface({ input: child.stdout })[Symbol.asyncIterator](),
    );
    const ask = async (child: ChildProcessWithoutNullStreams, i: number, line: string) => {
      child.stdin.write(`${line}\n`);
      const reply = await replies[i].next();
      return String(reply.value);
    };
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    try {
      const winners: number[] = [];
      for (let trial = 0; trial < 200; trial++) {
        const dir = tempDir();
        // Half the trials start from a lock left by a dead process, half from none.
        if (trial % 2 === 0) fs.writeFileSync(path.join(dir, 'plantwise.lock'), String(dead.pid));
        const at = Date.now() + 20;
        const answers = await Promise.all(contenders.map((child, i) => ask(child, i, `go ${dir} ${at}`)));
        expect(
          answers.every((a) => a === 'ok' || a === 'locked'),
          answers.join(),
        ).toBe(true);
        winners.push(answers.filter((a) => a === 'ok').length);
        await Promise.all(contenders.map((child, i) => ask(child, i, 'release')));
      }
      expect(winners.every((n) => n === 1)).toBe(true);
    } finally {
      for (const child of contenders) child.kill();
    }
  }, 120_000);
});
