import { CoreError, ErrorCode } from '@cairn/core';
import type { FsFile, Fsio } from './fsio.js';

/** A write that must not be acknowledged because another process took the lock over. */
export class LockLost extends CoreError {
  constructor(detail: string) {
    super(
      ErrorCode.STORE_LOCKED,
      `Another process took over this project's store lock while this write was in progress (${detail}); the write was not acknowledged. Check whether the memory is there (\`cairn list\`) and run \`cairn repair\`.`,
    );
  }
}

/**
 * An append handle kept open between commits, valid while the file keeps its inode (a
 * compaction or a repair replaces the file: the handle is then reopened).
 */
export class AppendFile {
  private out: { file: FsFile; ino: number } | undefined;

  constructor(
    private readonly fs: Fsio,
    readonly path: string,
  ) {}

  /** The open handle, reopened unless it is on the file whose inode is `ino`. */
  async handle(ino: number): Promise<{ file: FsFile; ino: number }> {
    if (this.out && this.out.ino === ino) return this.out;
    await this.drop();
    const file = await this.fs.open(this.path, 'a', 0o600);
    try {
      const st = await file.stat();
      this.out = { file, ino: st.ino };
      return this.out;
    } catch (error) {
      await file.close().catch(() => undefined);
      throw error;
    }
  }

  /** Closes the handle (a failed write, a replaced file, close). */
  async drop(): Promise<void> {
    const slot = this.out;
    this.out = undefined;
    await slot?.file.close().catch(() => undefined);
  }
}

/** Cuts `path` to `length` bytes and makes that durable. */
export async function truncateFile(fs: Fsio, path: string, length: number): Promise<void> {
  const file = await fs.open(path, 'r+');
  try {
    await file.truncate(length);
    await file.datasync();
  } finally {
    await file.close();
  }
}
