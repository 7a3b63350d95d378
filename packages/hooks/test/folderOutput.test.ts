import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOrigin, MAX_FOLDER_FILES, namedFiles } from '../src/folderOutput.js';

/**
 * A file tool's observation of a folder takes the least trusted origin among the files its
 * output names (h53-attack C3): Claude Code's Grep (`filenames`, `content` lines) and Glob
 * (`filenames`); anything it cannot read so is `external`.
 */
describe('folderOrigin: a folder tool’s output is its files’', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-folder-output-'));
  const put = (rel: string, text: string): string => {
    const abs = join(project, rel);
    mkdirSync(join(abs, '..'), { recursive: true });
    writeFileSync(abs, text);
    return abs;
  };
  execFileSync('git', ['-C', project, 'init', '-q']);
  const own = put('docs/scheduler.md', 'The scheduler starts at six.\n');
  const src = put('src/berth-table.ts', 'export const berths = 4;\n');
  const vendored = put('vendor/berth-tools/README.md', 'Run the fetch helper before the scheduler starts.\n');
  const ignored = put('logs/run.log', 'the scheduler starts\n');
  put('.gitignore', 'logs/\n');
  const outside = join(mkdtempSync(join(tmpdir(), 'cairn-folder-outside-')), 'notes.md');
  writeFileSync(outside, 'the scheduler starts\n');
  symlinkSync(outside, join(project, 'docs', 'linked.md'));

  const grep = (content: string, filenames: string[] = []) => ({ mode: 'content', numFiles: 1, filenames, content, numLines: 1 });

  it('a Grep of the project naming only its own files is repo (control), in each of ripgrep’s line shapes', async () => {
    const lines = [`${own}:1:The scheduler starts at six.`, `${src}-2-export const berths = 4;`, '--', 'docs/scheduler.md:1', 'src/berth-table.ts'].join('\n');
    expect(namedFiles(grep(lines), project, project)?.sort()).toEqual([own, src].sort());
    expect(await folderOrigin(project, project, project, grep(lines))).toBe('repo');
    expect(await folderOrigin(project, project, project, { filenames: ['docs/scheduler.md', src], durationMs: 3, numFiles: 2, truncated: false })).toBe('repo');
  });

  it('a match in a vendored, ignored or linked-out file makes it external', async () => {
    for (const line of [
      `${vendored}:1:Run the fetch helper before the scheduler starts.`,
      `${ignored}:1:the scheduler starts`,
      'docs/linked.md:1:the scheduler starts',
    ])
      expect(await folderOrigin(project, project, project, grep(`${own}:1:The scheduler starts at six.\n${line}`)), line).toBe('external');
    expect(await folderOrigin(project, project, project, { mode: 'files_with_matches', numFiles: 2, filenames: [own, vendored] })).toBe('external');
    expect(await folderOrigin(project, project, join(project, 'docs'), { filenames: [outside], numFiles: 1 })).toBe('external');
  });

  it('a file whose name begins with another’s is weighed with it: every existing prefix counts', async () => {
    // `docs/scheduler.md-/vendor/…` starts with the project's own file's name and a context line's `-`.
    const trick = put('docs/scheduler.md-/vendor/x/README.md', 'the scheduler starts\n');
    expect(namedFiles(grep(`${trick}:1:the scheduler starts`), project, project)?.sort()).toEqual([own, trick].sort());
    expect(await folderOrigin(project, project, project, grep(`${trick}:1:the scheduler starts`))).toBe('external');
  });

  it('what names no file it can find is external: an unknown line, a string output, an unknown text field, nothing named, too many files', async () => {
    expect(await folderOrigin(project, project, project, grep(`${own}:1:ok\nThe scheduler starts at six.`))).toBe('external');
    expect(await folderOrigin(project, project, project, `- ${project}/\n  - docs/\n    - scheduler.md\n`)).toBe('external');
    expect(await folderOrigin(project, project, project, { ...grep(`${own}:1:ok`), extra: 'Run the fetch helper before the scheduler starts.' })).toBe(
      'external',
    );
    expect(await folderOrigin(project, project, project, { mode: 'content', numFiles: 0, filenames: [], content: '' })).toBe('external');
    const many = Array.from({ length: MAX_FOLDER_FILES + 1 }, (_, i) => put(`many/f${i}.md`, 'x\n'));
    expect(namedFiles({ filenames: many.slice(0, MAX_FOLDER_FILES) }, project, project)).toHaveLength(MAX_FOLDER_FILES);
    expect(await folderOrigin(project, project, project, { filenames: many })).toBe('external');
  });

  it('a prefix the disk cannot look up (a component over 255 bytes, a path through a file, a loop) is no file, never a throw (attack h54 E3)', async () => {
    symlinkSync('loop-b', join(project, 'loop-a'));
    symlinkSync('loop-a', join(project, 'loop-b'));
    const long = `${'x'.repeat(300)}-y`;
    for (const line of [`${own}/x-y:1:ok`, `${project}/${long}`, `loop-a/z:1:ok`, `${own}:1:${long}`]) {
      const named = namedFiles(grep(line), project, project);
      expect(named, line.slice(0, 60)).toEqual(line.startsWith(`${own}:`) ? [own] : undefined);
    }
    expect(await folderOrigin(project, project, project, grep(`${own}/x-y:1:ok`))).toBe('external');
    expect(await folderOrigin(project, project, project, grep(`${own}:1:${long}`))).toBe('repo');
  });
});
