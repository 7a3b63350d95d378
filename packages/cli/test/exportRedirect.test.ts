/**
 * `cairn export > ./memories.jsonl` inside the repository (closing note 2026-12-06, "Walk /
 * data"): `--out` there was refused (walk h49 item 3), a shell redirect was not, so every
 * memory's text and the project's path sat where `git add -A` commits them. Standard output that
 * is a regular file inside the project, not ignored by git, is refused with `--out`'s message;
 * a pipe, a file outside the project and an ignored file are written. Real child processes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, committedSources, type Sandbox, sandbox } from './harness.js';

const FACT = 'Retries back off exponentially.';

/** `cairn export --all` with standard output handed over by bash as `redirect` says. */
function exportVia(box: Sandbox, redirect: string, file: string) {
  return spawnSync('bash', ['-c', `exec "$0" "$1" export --all ${redirect}`, process.execPath, BIN, file], {
    cwd: box.project,
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' },
    encoding: 'utf8',
  });
}

describe('cairn export through a shell redirect', () => {
  it.skipIf(process.platform !== 'linux')(
    'into the project, not ignored by git: refused as --out is (exit 2, nothing written); a pipe, outside, or ignored: written',
    () => {
      const box = sandbox();
      const git = committedSources(box);
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text: FACT, origin: 'agent' }) }).code).toBe(0);

      const inside = join(box.project, 'memories.jsonl');
      const refused = exportVia(box, '> "$2"', inside);
      expect(refused.status, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`${inside} (standard output, redirected by the shell) is inside the project`);
      expect(refused.stderr).toContain('git does not ignore it');
      expect(refused.stderr).toContain('Write the export outside the project');
      expect(refused.stderr).toContain('Nothing was written.');
      expect(refused.stderr).toContain('The shell opened');
      expect(statSync(inside).size).toBe(0);
      // The same words as `--out` there.
      const viaOut = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
      expect(viaOut.code).toBe(2);
      expect(viaOut.stderr).toContain('is inside the project');
      // `>>` onto a file the person keeps there: nothing appended.
      writeFileSync(join(box.project, 'notes.txt'), 'mine\n');
      expect(exportVia(box, '>> "$2"', join(box.project, 'notes.txt')).status).toBe(2);
      expect(readFileSync(join(box.project, 'notes.txt'), 'utf8')).toBe('mine\n');

      // A pipe: fine.
      const piped = spawnSync('bash', ['-c', 'set -o pipefail; "$0" "$1" export --all | cat > "$2"', process.execPath, BIN, join(box.root, 'piped.jsonl')], {
        cwd: box.project,
        env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      expect(piped.status, piped.stderr).toBe(0);
      expect(readFileSync(join(box.root, 'piped.jsonl'), 'utf8')).toContain(FACT);
      // Outside the project: fine.
      const outside = join(box.root, 'backup.jsonl');
      expect(exportVia(box, '> "$2"', outside).status).toBe(0);
      expect(readFileSync(outside, 'utf8')).toContain(FACT);
      // Ignored by git: the person's choice, written.
      writeFileSync(join(box.project, '.gitignore'), '*.jsonl\n');
      const ignored = exportVia(box, '> "$2"', inside);
      expect(ignored.status, ignored.stderr).toBe(0);
      expect(readFileSync(inside, 'utf8')).toContain(FACT);
      expect(git('status', '--porcelain').toString()).not.toContain('memories.jsonl');
    },
  );
});
