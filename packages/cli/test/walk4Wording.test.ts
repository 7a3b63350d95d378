/**
 * Issue #14, the fourth walk's wording items, on the built CLI as a child process: with `--json` a
 * runtime error (NOT_FOUND, PERSON_REQUIRED, INVALID_INPUT) is said once, as the JSON document on
 * stdout, as an option error already was (item 20); `memorize --text` of a person's memory run
 * again off the terminal says in one sentence that the memory stays origin user and this run is a
 * sighting as agent, not "… as active (origin user …)" then "clamped origin: … applied agent" (item 16);
 * an imported Markdown table row reads as words wherever it is shown (item 10); `cairn stale`
 * names the replacement a re-import made that waits for `cairn confirm` (item 22).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

type ErrorJson = { error: { code: string; message: string } };

describe('walk-4 wording', () => {
  it('with --json a runtime error is said once, as the JSON on stdout; without it once on stderr (item 20)', () => {
    const box = sandbox();
    const stored = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'The harbour gauge is read at dawn.', origin: 'agent' }) });
    expect(stored.run.code, stored.run.stderr).toBe(0);
    const cases: [string[], string, number][] = [
      [['show', 'mem_0123456789abcdef'], 'NOT_FOUND', 4],
      [['confirm', 'mem_0123456789abcdef'], 'NOT_FOUND', 4],
      [['confirm', stored.value.id], 'PERSON_REQUIRED', 3],
      [['recall', '--limit', 'none', 'harbour'], 'INVALID_INPUT', 2],
    ];
    for (const [args, code, exit] of cases) {
      const json = box.json<ErrorJson>(args);
      expect(json.run.code, args.join(' ')).toBe(exit);
      expect(json.value.error.code, args.join(' ')).toBe(code);
      expect(json.run.stderr, args.join(' ')).toBe('');
      const human = box.cairn(args);
      expect(human.code).toBe(exit);
      expect(human.stdout).toBe('');
      expect(
        human.stderr
          .trimEnd()
          .split('\n')
          .filter((l) => l.startsWith('cairn: ')),
      ).toHaveLength(1);
    }
  });

  it("memorize --text of a person's memory, run again off the terminal, says in one sentence which origin is whose (item 16)", () => {
    const box = sandbox();
    const text = 'The harbour gauge reads high since the March storm.';
    const mine = box.person(['memorize', '--text', text]);
    expect(mine.code, mine.stderr).toBe(0);
    const id = /Stored (mem_[0-9a-f]{16}) as active \(origin user/u.exec(mine.stdout)?.[1];
    expect(id, mine.stdout).toBeDefined();
    const again = box.cairn(['memorize', '--text', text]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      `${id} has the same text and stays active (origin user, fact); this run is a sighting of it as origin agent, not user: not run on the terminal, so nothing shows a person typed it.`,
    );
    expect(again.stdout).not.toContain('clamped origin');
    expect(again.stdout).not.toContain('origin user is stored as agent');
    // The clamp is still in the JSON, whole.
    const json = box.json<{ clamped: { field: string; requested: string; applied: string }[] }>(['memorize', '--text', text]);
    expect(json.value.clamped).toContainEqual(expect.objectContaining({ field: 'origin', requested: 'user', applied: 'agent' }));
  });

  it('an imported Markdown table row reads as words in list and export --format md (item 10)', () => {
    const box = sandbox();
    writeFileSync(
      join(box.project, 'AGENTS.md'),
      '# Agents\n\n## Commands\n\n| Command | What it does |\n|---|---|\n| `make test` | unit tests |\n| `make itest` | integration tests with Postgres in Docker |\n',
    );
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    const listed = box.cairn(['list']).stdout;
    const md = box.cairn(['export', '--all', '--format', 'md']).stdout;
    for (const said of [listed, md]) {
      expect(said).toContain('`make itest` — integration tests with Postgres in Docker');
      expect(said).not.toContain('| Command |');
    }
    const rows = box.json<{ text: string; evidence: { source: string }[] }[]>(['list']).value;
    expect(rows.map((r) => [r.text, r.evidence[0]?.source]).sort()).toEqual([
      ['`make itest` — integration tests with Postgres in Docker', 'AGENTS.md:8-8'],
      ['`make test` — unit tests', 'AGENTS.md:7-7'],
    ]);
    // A re-import reads the same lines as unchanged.
    expect(box.json<{ totals: { new: number; unchanged: number } }>(['import', 'AGENTS.md']).value.totals).toMatchObject({ new: 0, unchanged: 2 });
  });

  it('cairn stale names the replacement a re-import made that waits for cairn confirm (item 22)', () => {
    const box = sandbox();
    const file = (third: string) => `# Agents\n\n- The tide service listens on port 8080 in every environment.\n- ${third}\n`;
    writeFileSync(join(box.project, 'AGENTS.md'), file('Heights are given in metres with two decimals.'));
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    const old = box.json<{ id: string; text: string }[]>(['list']).value.find((r) => r.text.startsWith('Heights'));
    const confirmed = box.person(['confirm', old?.id ?? '']);
    expect(confirmed.code, confirmed.stdout + confirmed.stderr).toBe(0);
    writeFileSync(join(box.project, 'AGENTS.md'), file('Heights are given in feet with one decimal.'));
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    const replacement = box.json<{ id: string; text: string; supersedes?: string }[]>(['list']).value.find((r) => r.text.includes('feet'));
    expect(replacement?.supersedes).toBe(old?.id);
    const json = box.json<{ stale: { id: string; replacements: string[] }[] }>(['stale']);
    expect(json.value.stale).toEqual([expect.objectContaining({ id: old?.id, replacements: [replacement?.id] })]);
    const text = box.cairn(['stale']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${old?.id}: replacement ${replacement?.id} waits: cairn confirm ${replacement?.id} (then ${old?.id} is superseded)`);
  });
});
