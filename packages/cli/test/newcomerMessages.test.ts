/**
 * What a newcomer reads (issue #14, the second walk on a clean clone): a person who declines at
 * a prompt is not "refused by policy"; `cairn --help` marks every person's act the same way; the
 * entrenchment refusal names the commands that exist (no `--yes`). The built CLI as a child
 * process, on a pseudo-terminal where a person answers.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';
import { spawnSync } from 'node:child_process';

const DECLINE = { expect: /Your Cairn passphrase \(empty to decline\): /u, send: '\r' };

/** The Commands section of `cairn --help`, one entry per command, wrapped lines joined. */
function helpEntries(help: string): Map<string, string> {
  const section = help.split('\nCommands:\n')[1] ?? '';
  const entries = new Map<string, string>();
  let current: string | undefined;
  for (const line of section.split('\n')) {
    const start = /^ {2}(\S+)(?: \S+)*? {2,}(\S.*)$/u.exec(line);
    if (start && !/^ {3,}/u.test(line)) {
      current = start[1] as string;
      entries.set(current, start[2] as string);
    } else if (current !== undefined && line.trim() !== '') entries.set(current, `${entries.get(current)} ${line.trim()}`);
  }
  return entries;
}

describe("a newcomer's messages", () => {
  it('declining `cairn setup claude-code` at its prompt exits 1 with "Nothing changed." and writes nothing; so does declining a forget', async () => {
    const box = sandbox();
    const r = await onPty(['setup', 'claude-code'], { cwd: box.project, env: ptyEnv(box), steps: [DECLINE] });
    expect(r.output).toContain('Nothing changed.');
    expect(r.output).not.toMatch(/refused/iu);
    expect(r.code, r.output).toBe(1);
    expect(existsSync(join(box.project, '.claude'))).toBe(false);
    expect(existsSync(join(box.root, 'user', '.claude.json'))).toBe(false);

    const id = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'The harbour API has no rate limit.', origin: 'agent' }) }).value.id;
    const forget = await onPty(['forget', id], { cwd: box.project, env: ptyEnv(box), steps: [DECLINE] });
    expect(forget.code, forget.output).toBe(1);
    expect(forget.output).toContain('Nothing forgotten.');
    expect(box.json<{ status: string }>(['show', id]).value.status).toBe('candidate');
  }, 180_000);

  it("`cairn --help` marks every person's act (forget included) with the same words, and no other command", () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', COLUMNS: '100' } });
    expect(help.status).toBe(0);
    const entries = helpEntries(help.stdout);
    const mark = /\((?:[^()]+: )?a person's act, signed with your passphrase on the terminal\)$/u;
    const acts = [
      'memorize',
      'confirm',
      'pin',
      'reverify',
      'unpin',
      'forget',
      'reject',
      'supersede',
      'init',
      'prune',
      'consolidate',
      'wipe',
      'person',
      'review',
      'setup',
      'pause',
      'resume',
      'trust',
      'lift-bar',
      'team',
      'repair',
      'migrate',
    ];
    for (const name of acts) expect(entries.get(name), name).toMatch(mark);
    const others = [...entries.keys()].filter((n) => !acts.includes(n));
    expect(others).toEqual(expect.arrayContaining(['recall', 'list', 'show', 'export', 'import', 'scan', 'doctor', 'audit']));
    for (const name of others) expect(entries.get(name), name).not.toContain("person's act");
    // No other wording of the mark is left anywhere in the help.
    expect(help.stdout.replace(/\s+/gu, ' ')).not.toContain('person’s act');
  });

  it('the refusal to let an agent pin names the real ways a person pins, never --yes (demo step 9)', () => {
    const box = sandbox();
    const r = box.cairn(['memorize'], { input: JSON.stringify({ text: 'Always deploy from main.', origin: 'agent', pinned: true }) });
    expect(r.code).toBe(3);
    expect(r.stderr).not.toContain('--yes');
    expect(r.stderr).toContain('cairn memorize --pin --text …');
    expect(r.stderr).toContain('cairn person sign -- memorize --pin …');
    expect(r.stderr).toContain('cairn pin <id>');
  });
});
