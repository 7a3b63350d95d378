/**
 * `outFileError` (issue #14, walk 13, F1): a failed write of an `--out` file names the target and
 * its folder, never the temporary file or the store; a folder that refuses the file is the
 * person's choice (INVALID_INPUT, exit 2), a disk failure is STORE_IO (exit 5).
 */
import { CoreError, ErrorCode } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { outFileError } from '../src/usecases/exportMemories.js';

const sys = (code: string): Error =>
  Object.assign(new Error(`${code}: x, open '/out/.x.jsonl.abc.tmp'`), { code, syscall: 'open', path: '/out/.x.jsonl.abc.tmp' });

describe('outFileError', () => {
  it.each(['EACCES', 'EPERM', 'EROFS'])('%s: INVALID_INPUT naming the target and its folder, what to do', (code) => {
    const e = outFileError(sys(code), '/out/x.jsonl');
    expect(e.code).toBe(ErrorCode.INVALID_INPUT);
    expect(e.message).toMatch(/^Cannot write \/out\/x\.jsonl: .*\/out\b.*\. Nothing was written: choose an --out in a folder you can write to\.$/u);
    expect(e.message).not.toMatch(/\.tmp|store|doctor/u);
  });

  it.each(['ENOSPC', 'EDQUOT', 'EIO'])('%s: STORE_IO naming the target, nothing written', (code) => {
    const e = outFileError(sys(code), '/out/x.jsonl');
    expect(e.code).toBe(ErrorCode.STORE_IO);
    expect(e.message).toMatch(/^Cannot write \/out\/x\.jsonl: .+\. Nothing was written\.$/u);
    expect(e.message).not.toContain('.tmp');
  });

  it('a CoreError passes through; anything else is toCoreError’s', () => {
    const core = new CoreError(ErrorCode.NOT_FOUND, 'x');
    expect(outFileError(core, '/out/x.jsonl')).toBe(core);
    expect(outFileError(new Error('boom'), '/out/x.jsonl').code).toBe(ErrorCode.INTERNAL);
  });
});
