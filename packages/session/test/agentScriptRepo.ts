import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** Plain git in `root` with a fixed identity, its stdout as text (stderr dropped). */
export const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** What the agent's script wrote to its marker file ('' while it never ran). */
export const ran = (marker: string): string => (existsSync(marker) ? readFileSync(marker, 'utf8') : '');

/**
 * The set-up of the attacks on git run by Cairn (h53b D3 lazy fetch, h54 E4 filter names): a
 * repository with README.md committed once, in `<CAIRN_TEST_TMP or tmpdir>/<folder>/repo-*`
 * (removed after each test), and the agent's script that appends "ran: …" to a marker file beside
 * the repository when git runs it. Call at the top of a test file (it registers the `afterEach`).
 *
 * @param folder - the attack's folder under the temp dir, e.g. `h53b-lazyfetch`
 * @returns `committed()`: a new repository's root and its marker's path; `agentScript(path, tail)`:
 *   writes the script (mode 755) at `path`, appending to `marker`, its last line `tail` (`exit 1`, `cat`)
 */
export function agentScriptRepos(folder: string): {
  committed(): { root: string; marker: string };
  agentScript(path: string, marker: string, tail: string): string;
} {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    committed() {
      const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), folder);
      mkdirSync(base, { recursive: true });
      const root = mkdtempSync(join(base, 'repo-'));
      made.push(root);
      git(root, 'init', '-q');
      writeFileSync(join(root, 'README.md'), 'Harbour scheduler notes.\n');
      git(root, 'add', '.');
      git(root, 'commit', '-qm', 'one');
      return { root, marker: join(root, '..', `${root.split('/').pop()}-ran`) };
    },
    agentScript(path, marker, tail) {
      writeFileSync(path, `#!/bin/sh\necho "ran: $0 $*" >> '${marker}'\n${tail}\n`);
      chmodSync(path, 0o755);
      return path;
    },
  };
}
