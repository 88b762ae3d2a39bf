import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time on an embedded database directory: PGlite does not lock its files, and
 * two processes writing them (a server and `npm run operator -- apply`, say) can damage the
 * database. The first opener writes its pid to `pglite.lock`; another live process is refused
 * with the pid to stop; a lock left by a process that died (kill -9, a crash) is taken over.
 * Returns the release, or the refusal's sentence.
 */
export function lockDataDir(dir: string): { release: () => void } | { refusal: string } {
  const file = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileOrEmpty(file));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        return {
          refusal: `The embedded database in ${dir} is open in process ${owner}${owner === process.pid ? ' (this one)' : ''}: stop it first, one process at a time (if no such process runs, delete ${file})`,
        };
      }
      // A lock its process left behind: taken over, once.
      try {
        unlinkSync(file);
      } catch {
        // Another opener took it over first: the next attempt sees theirs.
      }
    }
  }
  return { refusal: `The embedded database in ${dir} is being opened by another process` };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readFileOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function releaseIfOurs(file: string): void {
  if (readFileOrEmpty(file) !== String(process.pid)) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
