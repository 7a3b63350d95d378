import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THIRD_PARTY_DIRS } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { pathFacts } from '../src/pathFacts.js';

/**
 * The hooks' observations and the working tree's index read third-party folders by one list,
 * core's (h46-attack item 4: the hooks kept a shorter list of their own, so a file under
 * `3rdparty/` read by the agent was observed as the project's own tracked file).
 */
describe('pathFacts: third-party folders are core’s list', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-'));
  writeFileSync(join(project, 'README.md'), 'own\n');

  it.each([...THIRD_PARTY_DIRS])('a file below %s/ is third-party, as the working-tree index reads it', async (dir) => {
    mkdirSync(join(project, 'src', dir, 'gaugekit'), { recursive: true });
    for (const rel of [join(dir, 'gaugekit', 'README.md'), join('src', dir, 'gaugekit', 'README.md')]) {
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: true });
    }
  });

  it('a path the disk cannot look up (through a file: ENOTDIR; a name over 255 bytes: ENAMETOOLONG) is no folder, never a throw (attack h54 E3b)', async () => {
    for (const rel of ['README.md/x.md', `docs/${'y'.repeat(300)}.md`]) {
      const facts = await pathFacts(project, project, rel);
      expect(facts, rel).toMatchObject({ insideProject: true, thirdParty: false });
      expect(facts.folder, rel).toBeUndefined();
    }
  });

  it('the project’s own files, and a deeper folder named external, stay the project’s', async () => {
    for (const rel of ['README.md', 'src/external/stripe.ts', 'docs/vendoring.md'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: false });
    expect(await pathFacts(project, project, 'external/zlib/README')).toMatchObject({ thirdParty: true });
  });

  it('vendoring folders in any letter case are third-party; a lower-case pods/ or build/ of the project’s own stays its own (h46-attack2 item 6)', async () => {
    for (const rel of [
      'Engine/Source/ThirdParty/zlib/README.md',
      '3rdParty/lib/NOTES.md',
      'libs/3rd_party/x/README',
      'Vendors/acme/x.md',
      'External/zlib/README',
      'usr/lib/python3/dist-packages/x/README',
    ])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ thirdParty: true });
    for (const rel of ['k8s/pods/web.yaml', 'docs/External-services.md', 'src/external/stripe.ts'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ thirdParty: false });
  });
});

/**
 * Submodules by git's own reading, the rule the working tree's index and `cairn import` use
 * (session's `gitSubmodules`, h47-attest): the hooks parsed `.gitmodules` with a case-sensitive
 * regular expression that kept quotes, so a quoted path or a `PATH =` key named no submodule.
 */
describe('pathFacts: submodules as git reads them', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-sub-'));
  const git = (root: string, ...args: string[]): void => {
    execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  };
  git(project, 'init', '-q');
  writeFileSync(
    join(project, '.gitmodules'),
    '[submodule "odd"]\n\tpath = "libs/odd name"\n[SUBMODULE "Zed"]\n\tPATH = Acme/Zed\n[submodule "x"]\n\tpath = pkgs/ok ; a comment\n',
  );
  mkdirSync(join(project, 'tools', 'relay'), { recursive: true });
  git(join(project, 'tools', 'relay'), 'init', '-q');

  it.each([
    ['a quoted path', 'libs/odd name/README.md'],
    ['an odd-case section and key', 'Acme/Zed/zed.c'],
    ['a trailing comment', 'pkgs/ok/README'],
    ['an embedded repository', 'tools/relay/README.md'],
  ])('%s: third-party', async (_, rel) => {
    expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: true });
  });

  it('the project’s own files beside them stay its own', async () => {
    for (const rel of ['libs/odd/README.md', 'Acme/README.md', 'tools/README.md', 'README.md'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: false });
  });
});
