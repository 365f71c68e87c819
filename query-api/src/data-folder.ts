import {
  type Stats,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataFileError } from './errors.js';

const LOCK_FILE = '.init.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` (creating or checking the data folder's files) while holding an
 * exclusive lock file, so two sandboxes started together on one empty folder
 * do not write the same files: the second waits for the first. A lock left by
 * a process that no longer runs (kill -9 during start-up) is taken over.
 */
export async function withDataFolderLock<T>(dataDir: string, fn: () => Promise<T>, waitMs = 120_000): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readText(lock));
      if (Number.isInteger(owner) && owner > 0 && !alive(owner)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new DataFileError(
          lock,
          `another sandbox (process ${owner || 'unknown'}) has been preparing this data folder for ${Math.round(waitMs / 1000)} s`,
          'Stop it, or delete this lock file if no sandbox is running, then start again',
        );
      }
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Write-then-rename, so a running server never reads half a file. */
export function writeFileAtomic(file: string, content: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600 });
  renameSync(tmp, file);
}

/** What tells a file apart from its earlier versions, even one rewritten in place with the same size and mtime. */
const signature = (st: Stats) => `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;

export interface WatchedJsonFileOptions {
  /** The file holds a secret: it should be readable by its owner only. */
  secret?: boolean;
}

/**
 * A JSON file of the data folder, parsed and checked by `parse`, re-read when
 * it changes on disk (so the CLIs' changes apply without a restart). A file
 * that is not JSON, or that `parse` refuses, throws DataFileError naming it;
 * so does a file that cannot be read, with advice that keeps it.
 */
export class WatchedJsonFile<T> {
  private cache: { signature: string; value: T } | undefined;

  constructor(
    readonly file: string,
    private readonly parse: (json: unknown) => T,
    private readonly remedy: string,
    private readonly options: WatchedJsonFileOptions = {},
  ) {}

  exists(): boolean {
    return existsSync(this.file);
  }

  /**
   * A warning when a secret file can be read or written by other users; it is
   * served all the same (the operator decides), but said at start-up and by /healthz.
   */
  permissionWarning(): string | undefined {
    if (!this.options.secret) return undefined;
    let mode: number;
    try {
      mode = statSync(this.file).mode & 0o777;
    } catch {
      return undefined;
    }
    if ((mode & 0o077) === 0) return undefined;
    const octal = mode.toString(8).padStart(3, '0');
    return `${this.file}: other users can read it (mode ${octal}). Restrict it to its owner: chmod 600 ${this.file}`;
  }

  /** The parsed content; undefined when the file does not exist. */
  read(): T | undefined {
    let st;
    try {
      st = statSync(this.file);
    } catch {
      this.cache = undefined;
      return undefined;
    }
    const sig = signature(st);
    if (this.cache?.signature === sig) return this.cache.value;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      // Not "empty", and never "delete it": the content is fine, the access is not.
      const code = (err as NodeJS.ErrnoException).code ?? 'error';
      throw new DataFileError(
        this.file,
        `the file cannot be read (${code}${code === 'EACCES' || code === 'EPERM' ? ': permission denied' : ''})`,
        `Let the user that runs the sandbox read it (for example chown it to that user and chmod 600 it); do not delete it`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new DataFileError(
        this.file,
        text.trim() === '' ? 'the file is empty' : `the file is not valid JSON (${(err as Error).message})`,
        this.remedy,
      );
    }
    let value: T;
    try {
      value = this.parse(json);
    } catch (err) {
      throw new DataFileError(this.file, (err as Error).message, this.remedy);
    }
    this.cache = { signature: sig, value };
    return value;
  }

  write(value: unknown) {
    writeFileAtomic(this.file, JSON.stringify(value, null, 2) + '\n');
    this.cache = undefined;
  }
}
