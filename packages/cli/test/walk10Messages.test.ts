/**
 * The tenth newcomer walk (issue #14): `audit --limit` told one range for `abc` and another for 0
 * (item 1), `cairn hook --help` called `--help` an unknown option (item 2), and `cairn status`
 * pointed at `cairn sessions show` without the id it needs (item 3); `cairn review` off a terminal
 * was refused (exit 3) even with nothing waiting (item 10); a restore into another project listed
 * compound reasons as they came, one twice and one without a count (item 5); a named file over
 * the size limit was "No agent-memory files found" (item 7). Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from './harness.js';

describe('audit --limit (walk 10 item 1)', () => {
  it('gives one range, ≥ 1, for every refused value (exit 2)', () => {
    const box = sandbox();
    for (const v of ['abc', '-5', '2.5', '0', '']) {
      const r = box.cairn(['audit', '--limit', v]);
      expect(r.code, `${v}: ${r.stderr}`).toBe(2);
      expect(r.stderr, v).toContain(`--limit must be a whole number ≥ 1, the last n lines of the audit log (got ${v || 'nothing'}).`);
      expect(r.stderr, v).not.toContain('≥ 0');
    }
    expect(box.cairn(['audit', '--limit', '1']).code).toBe(0);
  });
});

describe('cairn hook --help (walk 10 item 2)', () => {
  it('prints the help `cairn help hook` prints, not "Unknown option"', () => {
    const box = sandbox({ init: false, person: false });
    const help = box.cairn(['help', 'hook']);
    expect(help.stdout).toContain('Usage: cairn hook');
    for (const flag of ['--help', '-h']) {
      const r = box.cairn(['hook', flag], { input: '' });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr, flag).not.toContain('Unknown option');
      expect(r.stdout, flag).toBe(help.stdout);
    }
  });
});

describe('cairn status names the session to show (walk 10 item 3)', () => {
  it('says `cairn sessions show <id>` for an unprotected last session, a command that runs', () => {
    const box = sandbox();
    const start = { session_id: 'walk10-session', hook_event_name: 'SessionStart', source: 'startup', cwd: box.project };
    box.cairn(['hook'], { input: JSON.stringify(start), env: { CLAUDE_PROJECT_DIR: box.project } });
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('not protected (`cairn sessions show walk10-session` says why)');
    expect(box.cairn(['sessions', 'show', 'walk10-session']).code).toBe(0);
  });
});

describe('cairn review off the terminal (walk 10 item 10)', () => {
  it('with nothing waiting says so, exit 0; with a candidate waiting it is refused, exit 3', () => {
    const box = sandbox();
    const empty = box.cairn(['review'], { input: '' });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stderr).toContain('Nothing waits for you here.');
    box.cairn(['memorize'], { input: JSON.stringify({ text: 'The cache is warmed at boot.', origin: 'agent' }) });
    const waiting = box.cairn(['review'], { input: 'y\n' });
    expect(waiting.code).toBe(3);
    expect(waiting.stderr).toContain("not this process's terminal");
    expect(box.json<{ status: string }[]>(['list']).value.map((r) => r.status)).toEqual(['candidate']);
  });
});

describe('a restore into another project counts each reason once (walk 10 item 5)', () => {
  it('one count per act signed for another project, act ids in words, nothing dangling', () => {
    const from = sandbox();
    const mine = from.personJson<{ id: string }>(['memorize', '--text', 'We deploy on Tuesdays.']).value.id;
    expect(from.person(['pin', mine]).code).toBe(0);
    const agent = from.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'The queue is Redis.', origin: 'agent' }) }).value.id;
    expect(from.person(['confirm', agent]).code).toBe(0);
    expect(from.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    const to = sandbox();
    writeFileSync(join(to.project, 'backup.jsonl'), readFileSync(join(from.project, 'backup.jsonl')));
    const r = to.cairn(['import', 'backup.jsonl']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const out = (r.stdout + r.stderr).replace(/\s+/g, ' ');
    // Copied into the working tree: no higher than repo (attack h57 H6).
    expect(out).toContain("2 lowered to candidates of origin repo (a person's standing no signature here backs: ");
    const reasons = out.slice(out.indexOf('backs: ') + 'backs: '.length, out.indexOf(')', out.indexOf('backs: ')) + 1);
    // Every reason is counted, once: no "; a pin …" without a number, no internal act id.
    for (const part of reasons.replace(/ \(a memory can carry several\)$/u, '').split('; ')) expect(part, reasons).toMatch(/^\d+ (carries|carry|because) /u);
    expect(reasons).not.toContain('memorize-user');
    expect(reasons).toContain('1 carries a memory stored as yours signed for another project');
    expect(new Set(reasons.split('; ')).size).toBe(reasons.split('; ').length);
  });
});

describe('import of a named file over the size limit (walk 10 item 7)', () => {
  it('leads with "Nothing would be imported from big.md:" (a dry run, walk h58) and the reason, not "No agent-memory files found"', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'big.md'), `${'A line of notes about the harbour service.\n'.repeat(30_000)}`);
    const r = box.cairn(['import', '--dry-run', 'big.md']);
    // Refused whole, as a named file not read is: exit 2 (walk 11 item 7).
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).not.toContain('No agent-memory files found');
    expect(r.stdout.split('\n')[0]).toBe('Nothing would be imported from big.md:');
    expect(r.stdout).toContain('over the limit of 1,048,576 bytes');
  });
});
