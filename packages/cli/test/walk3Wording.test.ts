/**
 * Issue #14, the third walk's wording items (14 and 15), on the built CLI as a child process:
 * a batch line's marks read "… not a new memory; …" (not ".;"); a JSON error names what is wrong
 * where it is (a bare word at its first character, a string not closed where it opens), not V8's
 * reading of a broken `null` or a "bad control character"; `import --origin user` off the terminal
 * does not advise memorize's `--input`; with `--json` an unknown option is said once, as the JSON
 * error, and without it once on stderr.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('walk-3 wording', () => {
  it("a batch line's marks are joined without '.;'", () => {
    const box = sandbox();
    const line = JSON.stringify({ text: 'Harbour tide tables are cached for one hour.', origin: 'agent' });
    const r = box.cairn(['memorize', '--batch'], { input: `${line}\n${line}\n` });
    expect(r.code, r.stderr).toBe(0);
    const second = r.stdout.split('\n').find((l) => l.startsWith('line 2:')) ?? '';
    expect(second).toContain('not a new memory');
    expect(second).not.toContain('.;');
    expect(second).not.toMatch(/\.\]$/u);
  });

  it('a JSON error says a bare word at its first character and a string not closed where it opens; a batch line the same', () => {
    const box = sandbox();
    const bare = box.cairn(['memorize'], { input: 'not json' });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Standard input is not valid JSON at line 1, column 1: a word without quotes');
    const open = box.cairn(['memorize'], { input: '{"text": "oops\n' });
    expect(open.code).toBe(2);
    expect(open.stderr).toContain('at line 1, column 10: the string that starts here is not closed');
    expect(`${bare.stderr}${open.stderr}`).not.toMatch(/control character|unexpected "o"/u);
    const batch = box.cairn(['memorize', '--batch'], { input: 'not json\n' });
    // One line of a batch: its column only, the line named once (walk-4 item 15).
    expect(batch.stderr).toContain('Line 1 of standard input is not valid JSON at column 1: a word without quotes');
    const later = box.cairn(['memorize', '--batch'], {
      input: `${JSON.stringify({ text: 'The quay light is checked every round.', origin: 'agent' })}\n{"text": oops}\n`,
    });
    expect(later.stderr).toContain('Line 2 of standard input is not valid JSON at column 10: ');
    expect(later.stderr).not.toContain('at line 1');
  });

  it('import --origin user off the terminal says how a person imports, without --input (a memorize flag)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'NOTES.md'), '# Notes\n\nThe harbour gauge reads high since the storm in March.\n');
    const r = box.cairn(['import', '--origin', 'user', 'NOTES.md']);
    expect(r.code, r.stderr).toBe(0);
    const said = `${r.stdout}${r.stderr}`;
    expect(said).toContain('origin user');
    expect(said).toContain('A person runs the import in a terminal');
    expect(said).not.toContain('--input');
  });

  it('an unknown option is said once: with --json only as the JSON error, without it once on stderr (walk-3 item 15)', () => {
    const box = sandbox({ init: false });
    const json = box.json<{ error: { code: string; message: string } }>(['recall', '--bogus', 'x']);
    expect(json.run.code).toBe(2);
    expect(json.value.error).toEqual({ code: 'INVALID_INPUT', message: "unknown option '--bogus'" });
    expect(json.run.stderr).toBe('');
    const human = box.cairn(['recall', '--bogus', 'x']);
    expect(human.code).toBe(2);
    expect(human.stdout).toBe('');
    expect(human.stderr.match(/unknown option '--bogus'/gu)).toHaveLength(1);
    // The command's own help (walk-4 item 19).
    expect(human.stderr).toContain('(run cairn recall --help for usage)');
    const show = box.cairn(['show']);
    expect(show.code).toBe(2);
    expect(show.stderr).toBe("error: missing required argument 'id'\n(run cairn show --help for usage)\n");
    const nested = box.cairn(['sessions', 'show']);
    expect(nested.stderr).toContain('(run cairn sessions show --help for usage)');
    // An unknown command is the program's own: its help.
    expect(box.cairn(['bogus']).stderr).toContain('(run cairn --help for usage)');
  });
});
