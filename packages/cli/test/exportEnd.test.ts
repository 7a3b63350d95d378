/**
 * The h47 newcomer walk, item 7 (a data-loss risk): a backup cut short (`cairn export --all >
 * backup.jsonl` killed, a full disk, `| head`) restored with exit 0 and no word of what was
 * missing. Cairn's own jsonl export now ends with a marker (`cairn-export-end`: how many memories
 * and rejections precede it, and the SHA-256 of every byte before it); `cairn import` checks it
 * before anything is written and refuses a file cut at a line, torn mid-line, with a tampered
 * marker, or from an older Cairn that wrote none — naming what is wrong and the ways on. A person
 * at the terminal may type "restore partial" to restore what such a file holds: each record is
 * still judged as in any restore (a forged confirm still comes back as an agent's candidate).
 * Real child processes; the typed words on a pseudo-terminal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox, secondHome } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

interface Listed {
  text: string;
  origin: string;
  status: string;
}

const TEXTS = ['We deploy on Tuesdays.', 'The queue is Redis, configured in src/queue.ts.', 'Release notes live in docs/releases.', 'CI runs on two cores.'];

/** A project with four agent memories, its backup's lines, and a second home for the same folder to restore into. */
function backedUp(): { box: Sandbox; lines: string[]; env: Record<string, string> } {
  const box = sandbox();
  for (const text of TEXTS) expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
  const r = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
  expect(r.code, r.stderr).toBe(0);
  const lines = readFileSync(join(box.project, 'backup.jsonl'), 'utf8').split('\n');
  return { box, lines, env: secondHome(box) };
}

/** The active and candidate memories of the project under `env`'s home. */
function stored(box: Sandbox, env: Record<string, string>): Listed[] {
  return ['active', 'candidate'].flatMap((status) => {
    const r = box.cairn(['--json', 'list', '--status', status, '--limit', '1000'], { env });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Listed[];
  });
}

/** Imports `text` written as `name` under `env`'s home, off the terminal. */
function restore(box: Sandbox, env: Record<string, string>, name: string, text: string) {
  writeFileSync(join(box.project, name), text);
  const r = box.cairn(['import', name], { env });
  return { ...r, said: (r.stdout + r.stderr).replace(/\s+/gu, ' ') };
}

describe('cairn export ends with a marker, and a restore checks it', () => {
  it('the last line carries the counts and the SHA-256 of what precedes it; a whole backup restores (exit 0)', () => {
    const { box, lines, env } = backedUp();
    expect(lines.at(-1)).toBe('');
    const end = JSON.parse(lines.at(-2) ?? '{}') as Record<string, unknown>;
    expect(end).toMatchObject({ type: 'cairn-export-end', memories: 4, rejections: 0 });
    expect(end.sha256).toMatch(/^[0-9a-f]{64}$/u);
    const r = restore(box, env, 'whole.jsonl', lines.join('\n'));
    expect(r.code, r.said).toBe(0);
    expect(
      stored(box, env)
        .map((m) => m.text)
        .sort(),
    ).toEqual([...TEXTS].sort());
  });

  it('cut at a line boundary, torn mid-line, marker tampered, lines added after it: refused (exit 2), nothing stored, each said', () => {
    const { box, lines, env } = backedUp();
    const end = lines.at(-2) as string;
    const body = lines.slice(0, -2);
    const cases: Array<[string, string, RegExp]> = [
      [
        'cut.jsonl',
        `${body.slice(0, 3).join('\n')}\n`,
        /it has no end marker \(it holds 2 memories\), though its head line says export format 2, which ends with one: it was cut short\./u,
      ],
      [
        'torn.jsonl',
        `${body.join('\n')}\n${end.slice(0, 30)}`,
        /it has no end marker and its last line \(6\) is cut mid-way \(not valid JSON\): it was cut short \(it holds 4 memories\)\./u,
      ],
      [
        'count.jsonl',
        `${body.join('\n')}\n${end.replace('"memories":4', '"memories":3')}\n`,
        /its end marker says 3 memories and 0 rejections, and it holds 4 memories/u,
      ],
      [
        'edited.jsonl',
        `${body.join('\n').replace('Tuesdays', 'Fridays')}\n${end}\n`,
        /its SHA-256 differs\): the file was edited or damaged after the export/u,
      ],
      ['dropped.jsonl', `${[body[0], ...body.slice(2)].join('\n')}\n${end.replace('"memories":4', '"memories":3')}\n`, /its SHA-256 differs/u],
      ['after.jsonl', `${lines.join('\n')}${body[1]}\n`, /lines follow its end marker \(line 6\), up to line 7/u],
      ['joined.jsonl', `${lines.join('\n')}${lines.join('\n')}`, /it holds 2 export head lines \(lines 1, 7\): two exports joined into one file\?/u],
    ];
    for (const [name, text, why] of cases) {
      const r = restore(box, env, name, text);
      expect(r.code, `${name}: ${r.said}`).toBe(2);
      expect(r.said, name).toContain(`${name} is Cairn's own export, and it is not whole:`);
      expect(r.said, name).toMatch(why);
      expect(r.said, name).toContain('Nothing was imported. Restore from a whole copy of the backup');
      expect(r.said, name).toContain(`a person runs in a terminal \`cairn import ${name}\` and types "restore partial" when asked`);
      expect(stored(box, env), name).toEqual([]);
    }
    // --json: the same refusal in the error shape; a dry run is refused alike.
    const j = box.cairn(['--json', 'import', '--dry-run', 'cut.jsonl'], { env });
    expect(j.code).toBe(2);
    expect((JSON.parse(j.stdout) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('an export cut short (its head, no marker): refused off the terminal; on it, "restore partial" typed restores it (exit 1, warned), other words import nothing', async () => {
    const { box, lines, env } = backedUp();
    // The export cut before its marker: its head says format 2, which ends with one. One line edited to claim the person's confirm.
    const old = lines
      .slice(0, -2)
      .map((l) => (l.includes('Tuesdays') ? JSON.stringify({ ...(JSON.parse(l) as object), origin: 'user', status: 'active' }) : l))
      .join('\n');
    writeFileSync(join(box.project, 'old.jsonl'), `${old}\n`);
    const off = box.cairn(['import', 'old.jsonl'], { env });
    expect(off.code).toBe(2);
    expect(stored(box, env)).toEqual([]);
    const pty = { ...ptyEnv(box), ...env };
    const no = await onPty(['import', 'old.jsonl'], {
      cwd: box.project,
      env: pty,
      steps: [{ expect: /Type "restore partial" to restore the 4 memories it holds all the same[^:]*: /u, send: 'yes\r' }],
    });
    // A decline exits 1 as every declined prompt does (README exit codes; walk h48 item 6: it exited
    // 2), says it was declined and nothing imported, and asks for the exact words, not for the
    // terminal the person is already at.
    const declined = no.output.replace(/\s+/gu, ' ');
    expect(no.code, no.output).toBe(1);
    expect(declined).toContain('Declined: what you typed was not exactly "restore partial", so nothing was imported.');
    expect(declined).toContain('run `cairn import old.jsonl` again and type exactly "restore partial"');
    expect(declined).not.toContain('a person runs in a terminal');
    expect(stored(box, env)).toEqual([]);
    // --json: a decline has the code every declined act has, not bad input's INVALID_INPUT.
    const noJson = await onPty(['--json', 'import', 'old.jsonl'], {
      cwd: box.project,
      env: pty,
      steps: [{ expect: /Type "restore partial"[^:]*: /u, send: 'no\r' }],
    });
    expect(noJson.code, noJson.output).toBe(1);
    expect(noJson.output).toMatch(/"code": ?"HUMAN_CHANNEL_REQUIRED"/u);
    expect(noJson.output).not.toContain('INVALID_INPUT');
    expect(stored(box, env)).toEqual([]);
    const yes = await onPty(['import', 'old.jsonl'], {
      cwd: box.project,
      env: pty,
      steps: [{ expect: /Type "restore partial"[^:]*: /u, send: 'restore partial\r' }],
    });
    const said = yes.output.replace(/\s+/gu, ' ');
    expect(yes.code, said).toBe(1);
    expect(said).toContain('warning: old.jsonl is not a whole export: it has no end marker (it holds 4 memories)');
    // The output claims no more than the check knows, and the acknowledgement is on the audit log (h48 attack F11).
    expect(said).toContain(
      'What it holds was restored on the words "restore partial" read from the controlling terminal (the check refuses a pipe; it cannot tell a person from a program driving a terminal), and the audit log records it (cairn audit); memories missing from it are not here.',
    );
    expect(said).not.toContain('as you typed');
    const audit = box.cairn(['--json', 'audit', '--limit', '1000'], { env });
    expect(audit.code, audit.stderr).toBe(0);
    const partial = (JSON.parse(audit.stdout) as Array<{ event: string; time: string; channel: string; applied?: Record<string, unknown> }>).filter(
      (l) => l.event === 'restore' && l.applied?.partial === true,
    );
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatchObject({ channel: 'cli', applied: { files: ['old.jsonl'], memoriesInFiles: 4 } });
    expect(partial[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
    expect(String((partial[0]?.applied?.notWhole as string[])[0])).toContain('it has no end marker (it holds 4 memories)');
    expect(String(partial[0]?.applied?.acknowledged)).toContain('read from the controlling terminal');
    // The typed words skip no other check: the line claiming the person's confirm came back as a candidate, and
    // no higher than the file's place, which lies inside the working tree (attack h57 H6): `repo`.
    const back = stored(box, env);
    expect(back.map((m) => m.text).sort()).toEqual([...TEXTS].sort());
    expect(back.find((m) => m.text === TEXTS[0])).toMatchObject({ origin: 'repo', status: 'candidate' });
  });

  it('a whole backup with every line end turned into CRLF (git autocrlf, a Windows editor) restores, and says so; mixed or edited CRLF is refused naming it (h48 attack F11)', () => {
    const { box, lines, env } = backedUp();
    const crlf = lines.join('\n').replace(/\n/gu, '\r\n');
    const r = restore(box, env, 'crlf.jsonl', crlf);
    expect(r.code, r.said).toBe(0);
    expect(r.said).toContain(
      "crlf.jsonl: its line ends were changed to Windows CRLF after the export (git's core.autocrlf, a Windows editor); its end marker's SHA-256 matches once they are read as LF, so it is whole and was read as exported. To turn it back: dos2unix crlf.jsonl",
    );
    expect(
      stored(box, env)
        .map((m) => m.text)
        .sort(),
    ).toEqual([...TEXTS].sort());
    const other = secondHome(box, 'home3');
    // Only some lines CRLF: not normalised, refused, and the refusal names the mix.
    const mixed = restore(box, other, 'mixed.jsonl', lines.map((l, i) => (i === 1 ? `${l}\r` : l)).join('\n'));
    expect(mixed.code, mixed.said).toBe(2);
    expect(mixed.said).toContain('its SHA-256 differs; 1 of its 5 lines end in CRLF, the others in LF): the file was edited or damaged after the export.');
    // CRLF and a record edited: refused.
    const edited = restore(box, other, 'edited.jsonl', crlf.replace('Tuesdays', 'Fridays'));
    expect(edited.code, edited.said).toBe(2);
    expect(edited.said).toContain('its SHA-256 differs even with its Windows (CRLF) line ends read as LF): the file was edited or damaged after the export.');
    expect(stored(box, other)).toEqual([]);
  });

  it('an export of format 1 (no head line, no marker: an older build of the same version) is read and said; a newer format is refused naming both (walk h52 item 2)', () => {
    const { box, lines, env } = backedUp();
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({ type: 'cairn-export', format: 2 });
    // What a 0.2.0 build before the end marker wrote: the records alone.
    const old = restore(box, env, 'old.jsonl', `${lines.slice(1, -2).join('\n')}\n`);
    expect(old.code, old.said).toBe(0);
    expect(old.said).toContain(
      'old.jsonl: it was written by a Cairn before exports carried their format (export format 1, no end marker; this Cairn writes format 2), so whether it is whole cannot be told: its 4 memories were read as they are.',
    );
    expect(
      stored(box, env)
        .map((m) => m.text)
        .sort(),
    ).toEqual([...TEXTS].sort());
    // A newer Cairn's export: refused, nothing stored, both formats named; no typed words let it in.
    const other = secondHome(box, 'home3');
    const newer = restore(box, other, 'newer.jsonl', [JSON.stringify({ type: 'cairn-export', format: 3 }), ...lines.slice(1)].join('\n'));
    expect(newer.code, newer.said).toBe(2);
    expect(newer.said).toContain(
      "newer.jsonl is Cairn's own export, and it was written in export format 3, and this Cairn reads export formats 1 to 2: it was exported by a newer Cairn.",
    );
    expect(newer.said).toContain('Nothing was imported.');
    expect(stored(box, other)).toEqual([]);
  });
});
