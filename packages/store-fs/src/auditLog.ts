import type { AuditEvent } from '@cairn/core';
import { AppendFile, LockLost, truncateFile } from './appendFile.js';
import { type AuditHead, chainAuditLine, GENESIS_HASH, readAuditTail } from './audit.js';
import { type Fsio, hasCode } from './fsio.js';
import type { Finding } from './logTail.js';

/**
 * The writing side of the hash-chained audit log (DESIGN.md §6; the format is in `audit.ts`):
 * its head (last line's seq, hash and event-log frame), appends of chained lines in one write
 * and one fdatasync, and the cut of a torn last line under the lock.
 */
export class AuditLog {
  head: AuditHead = { seq: 0, hash: GENESIS_HASH, logSeq: 0 };
  /** End of the last complete line, in bytes. */
  end = 0;
  /** The file's inode when the head was read (-1: read it again). */
  ino = -1;
  private readonly out: AppendFile;

  /**
   * @param report - receives what was noticed (a torn line cut)
   * @param onRollbackFailed - a failed append could not be cut back (the caller re-reads everything)
   */
  constructor(
    private readonly fs: Fsio,
    readonly path: string,
    private readonly report: (finding: Finding) => void,
    private readonly onRollbackFailed: (error: unknown) => void,
  ) {
    this.out = new AppendFile(fs, path);
  }

  /** Reads the head without the lock (a torn last line is left for the lock holder). */
  async readHead(): Promise<{ torn: boolean }> {
    const tail = await readAuditTail(this.fs, this.path);
    this.head = tail.head;
    this.end = tail.end;
    this.ino = tail.ino;
    return { torn: tail.torn };
  }

  /** Under the lock: the head; reads the tail only when the file changed, and cuts a torn last line. */
  async readHeadLocked(): Promise<void> {
    try {
      const st = await this.fs.stat(this.path);
      if (st.ino === this.ino && st.size === this.end) return;
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
    const tail = await readAuditTail(this.fs, this.path);
    if (tail.torn) {
      await truncateFile(this.fs, this.path, tail.end);
      this.report({
        kind: 'torn-tail',
        file: 'audit.jsonl',
        message: `audit.jsonl: truncated an incomplete last line (${tail.size - tail.end} bytes) left by an interrupted write.`,
      });
    }
    this.head = tail.head;
    this.end = tail.end;
    this.ino = tail.ino;
  }

  /** Appends chained audit lines in one write and fdatasyncs them (DESIGN.md §6). */
  async append(events: ReadonlyArray<{ seq: number; ev: AuditEvent }>): Promise<void> {
    let head = this.head;
    const parts: string[] = [];
    for (const { seq, ev } of events) {
      const chained = chainAuditLine(ev, head, seq);
      parts.push(chained.text);
      head = chained.head;
    }
    const bytes = Buffer.from(parts.join(''), 'utf8');
    const pre = this.end;
    let wrote = false;
    try {
      const out = await this.out.handle(this.ino);
      wrote = true;
      await out.file.write(bytes);
      await out.file.datasync();
      const after = await out.file.stat();
      if (after.size !== pre + bytes.length) throw new LockLost('another writer appended to the audit log');
      this.ino = out.ino;
    } catch (error) {
      await this.out.drop();
      if (wrote && !(error instanceof LockLost)) await this.rollback(pre);
      if (error instanceof LockLost) this.ino = -1;
      throw error;
    }
    this.head = head;
    this.end = pre + bytes.length;
  }

  /** Best-effort cut of a failed append (under the lock, so it cuts only our bytes). */
  async rollback(length: number): Promise<void> {
    try {
      await truncateFile(this.fs, this.path, length);
    } catch (error) {
      this.ino = -1;
      this.onRollbackFailed(error);
    }
  }

  /** Forgets the head (the file was replaced or may have been changed by another process). */
  invalidate(): void {
    this.ino = -1;
  }

  async close(): Promise<void> {
    await this.out.drop();
  }
}
