import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Run by the child below: it only creates the directory and exits.
const CREATE_DIRECTORY = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();
`;

/**
 * Creates a new PGlite data directory in a short-lived child process. PGlite's initdb leaves about 150 MB
 * in the process that ran it (its WebAssembly module and memory are never given back), so a server that
 * created its own database would carry that for its whole life; opened from a child-made directory, it
 * holds what any restart holds. An existing directory is left alone.
 */
export async function createPgliteDirectory(directory: string): Promise<void> {
  if (fs.existsSync(path.join(directory, 'PG_VERSION'))) return;
  await new Promise<void>((resolve, reject) => {
    // The child resolves '@electric-sql/pglite' from beside this module, as the server does.
    const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_DIRECTORY, directory], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`Creating the database in ${directory} failed (${signal ?? `exit code ${code}`})`),
          ),
    );
  });
}
