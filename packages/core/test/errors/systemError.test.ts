import { describe, expect, it } from 'vitest';
import { storeIoError, toCoreError } from '../../src/errors/systemError.js';

const failure = (code: string): Error => Object.assign(new Error(`${code}: failed`), { code });

describe('storeIoError', () => {
  it("says what a person can do about SQLite's codes as about Node's: a full disk is a full disk", () => {
    for (const code of ['ENOSPC', 'SQLITE_FULL']) {
      expect(storeIoError(failure(code), 'updating the view', 'Nothing was saved.').message).toMatch(/the disk is full: free some space/);
    }
    expect(storeIoError(failure('SQLITE_IOERR_WRITE'), 'updating the view', 'Nothing was saved.').message).toMatch(
      /^Failed while updating the view: SQLITE_IOERR_WRITE — the disk reported an input\/output error/,
    );
    expect(storeIoError(failure('SQLITE_READONLY_DBMOVED'), 'x', 'y').message).toMatch(/read-only/);
    expect(storeIoError(failure('SQLITE_MISUSE'), 'x', 'y').message).toMatch(/check the disk and the store folder/);
  });

  it('makes a raw SQLite failure STORE_IO with the hint, not a bug report', () => {
    expect(toCoreError(failure('SQLITE_FULL'))).toMatchObject({ code: 'STORE_IO', message: expect.stringMatching(/the disk is full/) });
    expect(toCoreError(failure('SQLITE_IOERR_FSYNC'))).toMatchObject({ code: 'STORE_IO' });
    expect(toCoreError(failure('SQLITE_MISUSE'))).toMatchObject({ code: 'INTERNAL' });
    // A write past `ulimit -f` (Node ignores SIGXFSZ): the limit named, not a bug report.
    expect(toCoreError(failure('EFBIG'))).toMatchObject({ code: 'STORE_IO', message: expect.stringMatching(/ulimit -f/) });
  });

  it('names the folder a read-only or full file system refused a write in, not a bare temp file (walk h54 item 2)', () => {
    const at = (code: string, path: string): Error => Object.assign(new Error(`${code}: failed`), { code, syscall: 'open', path });
    const claims = '/home/p/.cairn/projects/ea001ab942ba/write.lock.claims';
    expect(storeIoError(at('EROFS', `${claims}/29033-a2aeb3940725-1.tmp`), 'taking the store lock', 'Nothing was saved.').message).toBe(
      `Failed while taking the store lock: EROFS (open 29033-a2aeb3940725-1.tmp in ${claims}) — the file system is read-only. Nothing was saved. Run \`cairn doctor\` to check the store.`,
    );
    expect(storeIoError(at('ENOSPC', `${claims}/x.tmp`), 'saving', '').message).toContain(`(open x.tmp in ${claims})`);
    // A bare name has no folder to name; a refused permission names its folder in its own hint, once.
    expect(storeIoError(at('EROFS', 'x.tmp'), 'saving', '').message).toContain('(open x.tmp)');
    expect(storeIoError(at('EACCES', `${claims}/x.tmp`), 'saving', '').message).toContain(`(open x.tmp) — permission denied in ${claims}`);
  });
});
