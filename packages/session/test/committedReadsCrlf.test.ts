import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFingerprint } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { gitBlobId, spawnGit } from '../src/binding/workingTree.js';
import { committedReads } from '../src/host/committedReads.js';

/**
 * A read of a checkout that writes CRLF (`core.autocrlf=true`, `text eol=crlf`) is the commit's
 * text, line endings apart: the hooks judge it committed (its CRLF read as LF is HEAD's blob) and
 * store the blob id of what they read, the CRLF form. At the write the stored read's `tracked` is
 * checked again against the commit (h53b D4): that check compared the CRLF blob with the committed
 * LF one, failed, and dropped `tracked` — a project file's read no longer vouched (h55-attest).
 */
describe('committedReads: a CRLF checkout’s read is the commit’s', () => {
  const root = mkdtempSync(join(tmpdir(), 'cairn-crlf-'));
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-C', root, ...args], { encoding: 'utf8' }).trim();
  git('init', '-q');
  const TEXT = 'The harbour office publishes the tide tables every morning at six.\nBerths are assigned by the duty officer.\n';
  writeFileSync(join(root, 'tides.md'), TEXT);
  git('add', '-A');
  git('commit', '-qm', 'tides');
  const head = git('rev-parse', 'HEAD');
  const hash = (v: string): string => createHmac('sha256', 'crlf-test-key').update(v).digest('hex');
  const read = (content: string): string => readFingerprint(gitBlobId(Buffer.from(content, 'utf8')), hash);

  it('premise: the LF read (the committed blob) is committed', () => {
    expect(committedReads(root, head, ['tides.md'], hash, spawnGit)('tides.md', read(TEXT))).toBe(true);
  });

  it('the same text read with CRLF line endings is committed (failed before the fix)', () => {
    expect(committedReads(root, head, ['tides.md'], hash, spawnGit)('tides.md', read(TEXT.replaceAll('\n', '\r\n')))).toBe(true);
  });

  it('control: CRLF text that differs from the commit’s is not, nor the commit’s text at another path', () => {
    const committed = committedReads(root, head, ['tides.md', 'other.md'], hash, spawnGit);
    expect(committed('tides.md', read(`${TEXT}Anchor anywhere.\n`.replaceAll('\n', '\r\n')))).toBe(false);
    expect(committed('tides.md', read(TEXT.replaceAll('\n', '\r\n').replace('six', 'ten')))).toBe(false);
    expect(committed('other.md', read(TEXT.replaceAll('\n', '\r\n')))).toBe(false);
  });
});
