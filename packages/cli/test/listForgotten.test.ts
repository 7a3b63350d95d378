/**
 * `cairn list --status forgotten` (issue #14, walk-2 item 14): it was always empty, because a
 * forget removes the record and its text — no stored record ever has that status. The list now
 * reads the audit log's forget lines (core's `forgottenMemories`): id, origin, when, forget or
 * reject, by whom; never the text. Filters the audit line cannot answer are refused (exit 2),
 * and the help says what the status lists. Real child processes, the person's acts signed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Forgotten {
  id: string;
  origin?: string;
  status: string;
  rejected: boolean;
  time: string;
  seq: number;
}

const KEPT = 'The staging host is staging.example.test, reached through the VPN.';
const FORGOTTEN = 'Release builds are cut from the release branch every second Tuesday.';
const REJECTED = 'The changelog is written by hand, one line per merged change.';

describe('cairn list --status forgotten', () => {
  it('lists forgotten and rejected memories from the audit log, without their text', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'AGENTS.md'), `# Agents\n\n${REJECTED}\n`);
    const imported = box.json<{ memories: Array<{ id: string }> }>(['import', 'AGENTS.md']).value.memories[0]?.id as string;
    const kept = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: KEPT, origin: 'agent' }) }).value.id;
    const gone = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: FORGOTTEN, origin: 'agent' }) }).value.id;
    expect(box.json<Forgotten[]>(['list', '--status', 'forgotten']).value).toEqual([]);
    expect(box.person(['forget', gone]).code).toBe(0);
    const rej = box.person(['reject', imported]);
    expect(rej.code, rej.stderr).toBe(0);

    const listed = box.json<Forgotten[]>(['list', '--status', 'forgotten']).value;
    expect(listed.map((f) => [f.id, f.status, f.rejected])).toEqual([
      [gone, 'forgotten', false],
      [imported, 'forgotten', true],
    ]);
    expect(listed.map((f) => f.id)).not.toContain(kept);
    expect(JSON.stringify(listed)).not.toContain('Release builds');
    // A memory from no file rejected (the seventh newcomer walk: listed as a forget): a reject, nothing for the importer.
    expect(box.person(['reject', kept]).code).toBe(0);
    const noFile =
      box
        .cairn(['list', '--status', 'forgotten'])
        .stdout.split('\n')
        .find((l) => l.includes(kept)) ?? '';
    expect(noFile).toMatch(/\breject\b/u);
    expect(noFile).not.toContain('an import skips');

    const table = box.cairn(['list', '--status', 'forgotten']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(gone);
    expect(table.stdout).toContain(imported);
    expect(table.stdout).not.toContain('Release builds');
    expect(table.stdout.replace(/\s+/gu, ' ')).toContain('Their text is gone: the audit log keeps metadata only');

    // --origin narrows (the audit line keeps the origin); --kind cannot be answered: refused.
    expect(box.json<Forgotten[]>(['list', '--status', 'forgotten', '--origin', 'user']).value).toEqual([]);
    const refused = box.cairn(['list', '--status', 'forgotten', '--kind', 'fact']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--status forgotten cannot take --kind');

    const help = box.cairn(['list', '--help']).stdout.replace(/\s+/gu, ' ');
    expect(help).toContain('forgotten lists what `cairn forget` and `cairn reject` removed, from the audit log');
  });
});
