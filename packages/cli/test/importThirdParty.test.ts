/**
 * A third-party file inside the project is imported as `external` (issue #22; the 2026-12-05
 * attack: `cairn import node_modules/kgpack/memory.jsonl` stored a package's lines as `repo`, the
 * working tree's own origin). Built CLI, child processes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

type Listed = { text: string; origin: string };

describe('cairn import of a third-party file inside the project', () => {
  it("a package's memory.jsonl or AGENTS.md, a vendored folder's and a git submodule's file are imported as origin external and said so; the project's own file stays repo", () => {
    const box = sandbox();
    const put = (rel: string, text: string): void => {
      mkdirSync(join(box.project, rel, '..'), { recursive: true });
      writeFileSync(join(box.project, rel), text);
    };
    put(
      'node_modules/kgpack/memory.jsonl',
      `${JSON.stringify({ type: 'entity', name: 'kgpack', entityType: 'library', observations: ['The kgpack cache lives in the temp folder.'] })}\n`,
    );
    put('node_modules/@scope/helper/AGENTS.md', '# Helper\n\n- The helper retries three times on a timeout.\n');
    put('vendor/tidy/AGENTS.md', '# Tidy\n\n- Tidy keeps trailing commas in arrays.\n');
    put('AGENTS.md', '# Ours\n\n- Our release branch is cut on Thursdays.\n');
    for (const rel of ['node_modules/kgpack/memory.jsonl', 'node_modules/@scope/helper/AGENTS.md', 'vendor/tidy/AGENTS.md']) {
      const r = box.cairn(['import', rel]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout + r.stderr).toContain(`${rel} lies in a third-party folder (node_modules or vendored code): its lines are imported as origin external`);
    }
    // More package managers' and vendoring folders (h45-attack2): Meson, SwiftPM, extern/, 3rdparty/.
    for (const rel of ['subprojects/zlib-1.3/AGENTS.md', '.build/checkouts/swift-log/AGENTS.md', 'extern/json/AGENTS.md', '3rdparty/lua/AGENTS.md']) {
      put(rel, `- The ${rel.split('/').at(-2)} package keeps its own changelog.\n`);
      const r = box.cairn(['import', rel]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout + r.stderr).toContain(`${rel} lies in a third-party folder`);
    }
    // --origin repo asks for more than the file is: still external.
    put('node_modules/other/CLAUDE.md', '- Other pads numbers to four digits.\n');
    expect(box.cairn(['import', '--origin', 'repo', 'node_modules/other/CLAUDE.md']).code).toBe(0);
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    // A git submodule: another work tree inside the project's.
    const git = (cwd: string, ...args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.email=t@example.test', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    };
    spawnSync('git', ['init', '-q'], { cwd: box.project });
    put('libs/sub/AGENTS.md', '- The sub library logs in UTC.\n');
    git(join(box.project, 'libs', 'sub'), 'init', '-q');
    const sub = box.cairn(['import', 'libs/sub/AGENTS.md']);
    expect(sub.stdout + sub.stderr).toContain('libs/sub/AGENTS.md lies in the git submodule libs/sub: its lines are imported as origin external');
    const listed = box.json<Listed[]>(['list']).value;
    const originOf = (words: string): string | undefined => listed.find((m) => m.text.includes(words))?.origin;
    expect(originOf('kgpack cache')).toBe('external');
    expect(originOf('retries three times')).toBe('external');
    expect(originOf('trailing commas')).toBe('external');
    expect(originOf('four digits')).toBe('external');
    expect(originOf('logs in UTC')).toBe('external');
    for (const name of ['zlib-1.3', 'swift-log', 'json', 'lua']) expect(originOf(`The ${name} package`), name).toBe('external');
    expect(originOf('release branch')).toBe('repo');
  });
});
