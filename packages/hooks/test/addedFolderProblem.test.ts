import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SettingsLayer } from '@cairn/session';
import { afterEach, describe, expect, it } from 'vitest';
import { addedFolderProblem, type FolderChecks, withAddedFolders } from '../src/claudeCode/workingFolders.js';

/**
 * The narrower /add-dir rule's judge in one process (h58; the CLI cases are addDirMidSession.test.ts):
 * a folder added during a session is judged by the checks SessionStart runs on
 * `permissions.additionalDirectories`, compared with what the session's own settings already give.
 */
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});
const folders = () => {
  const root = mkdtempSync(join(tmpdir(), 'cairn-added-'));
  roots.push(root);
  const home = join(root, 'cairn-home');
  const lib = join(root, 'lib');
  mkdirSync(home);
  mkdirSync(lib);
  return { root, home, lib };
};
const none: FolderChecks = { cairnWithinReach: async () => undefined, hostSettingsWithinReach: async () => undefined, outsideSandbox: async () => [] };
const baseline = { reach: undefined, settingsReach: undefined, outside: new Set<string>() };
const layers: SettingsLayer[] = [];

describe('addedFolderProblem', () => {
  it('a folder the checks find nothing in is no problem; the checks see it as one more additional directory', async () => {
    const { home, lib } = folders();
    const seen: SettingsLayer[][] = [];
    const checks: FolderChecks = { ...none, cairnWithinReach: async (l) => (seen.push([...l]), undefined) };
    expect(await addedFolderProblem(lib, home, layers, baseline, checks)).toBeUndefined();
    expect(seen[0]?.at(-1)).toMatchObject({ settings: { permissions: { additionalDirectories: [lib] } } });
    expect(await withAddedFolders(layers, [])).toEqual([]);
  });

  it('relative, holding the home, or inside it: a problem before any check runs', async () => {
    const { root, home } = folders();
    const throwing: FolderChecks = {
      cairnWithinReach: async () => {
        throw new Error('not reached');
      },
      hostSettingsWithinReach: async () => undefined,
      outsideSandbox: async () => [],
    };
    for (const f of ['lib', root, home, join(home, 'projects')])
      expect(await addedFolderProblem(f, home, layers, baseline, throwing)).toMatch(
        /^a folder added during the session \(\/add-dir .*\) holds the Cairn home/u,
      );
  });

  it('each check that finds more than the session’s own settings gave is a problem, in the person’s words with the folder as /add-dir; one that throws is one too', async () => {
    const { home, lib } = folders();
    const via = `permissions.additionalDirectories “${lib}” in the flag settings`;
    expect(
      await addedFolderProblem(lib, home, layers, baseline, { ...none, cairnWithinReach: async () => `Cairn’s own program is reachable through ${via}` }),
    ).toBe(`a folder added during the session (/add-dir ${lib}): Cairn’s own program is reachable through /add-dir ${lib}`);
    expect(await addedFolderProblem(lib, home, layers, baseline, { ...none, hostSettingsWithinReach: async () => 'the settings are writable' })).toMatch(
      /the settings are writable$/u,
    );
    expect(
      await addedFolderProblem(lib, home, layers, baseline, {
        ...none,
        outsideSandbox: async () => ['definition:lib/.claude/skills/x/SKILL.md declares hooks'],
      }),
    ).toMatch(/what runs outside the sandbox through it, .*definition:lib\/\.claude\/skills\/x\/SKILL\.md declares hooks/u);
    const broken: FolderChecks = {
      ...none,
      outsideSandbox: async () => {
        throw new Error('EACCES reading .claude');
      },
    };
    expect(await addedFolderProblem(lib, home, layers, baseline, broken)).toMatch(/could not be checked \(EACCES reading \.claude\)/u);
    // What the session's own settings already gave is not the folder's doing (it is said at SessionStart).
    const given = { reach: 'r', settingsReach: 's', outside: new Set(['mcp:mail']) };
    const same: FolderChecks = { cairnWithinReach: async () => 'r', hostSettingsWithinReach: async () => 's', outsideSandbox: async () => ['mcp:mail'] };
    expect(await addedFolderProblem(lib, home, layers, given, same)).toBeUndefined();
  });
});
