/**
 * Issue #14, the twelfth newcomer walk, item 1: a backup dropped the person's rejections.
 * `cairn export --all --out backup.jsonl` now carries each signed reject (the act whole, with the
 * view's digest and the content hashes its signature covers — no text), and `cairn import
 * backup.jsonl` in a new home verifies each with the person's key and records it, so the restored
 * project skips what the person rejected, in the same folder or another (re-keyed). A rejection
 * whose lines or signature were edited is refused, said with its line, and nothing else is lost.
 * Run as the built CLI, child processes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resealExport, sandbox, secondHome } from './harness.js';
import { AGENTS, type ImportJson, rejectPlanted } from './plantedOrder.js';

const KEPT = 'We deploy on Tuesdays.';

/** A project whose planted order the person rejected, and its backup (`export --all`). */
function rejectedAndBackedUp(): { box: ReturnType<typeof sandbox>; file: string } {
  const box = sandbox();
  rejectPlanted(box);
  expect(box.person(['memorize', '--text', KEPT]).code).toBe(0);
  const exported = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
  expect(exported.code, exported.stderr).toBe(0);
  expect(exported.stdout).toContain('and 1 rejection you signed');
  return { box, file: join(box.project, 'backup.jsonl') };
}

/** The dry-run plan of AGENTS.md under `env`'s home, from `cwd`. */
function plan(box: ReturnType<typeof sandbox>, env: Record<string, string>, cwd?: string): ImportJson {
  const r = box.cairn(['--json', 'import', '--dry-run', 'AGENTS.md'], { env, ...(cwd !== undefined ? { cwd } : {}) });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as ImportJson;
}

/** `backup` with its rejection line changed by `edit`, and its end marker written anew. */
function tampered(file: string, edit: (line: Record<string, unknown>) => Record<string, unknown>): string {
  // Sealed again (the end marker is no signature): the rejection's own check is what refuses it.
  return resealExport(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => (line.includes('"cairn-rejection"') ? JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>)) : line))
      .join('\n'),
  );
}

describe('a backup carries the rejections, and a restore re-establishes them', () => {
  it('reject → export --all → restore in a new home → import --dry-run skips the rejected line; twice adds nothing', () => {
    const { box, file } = rejectedAndBackedUp();
    const text = readFileSync(file, 'utf8');
    const rejection = text.split('\n').find((l) => l.includes('"cairn-rejection"'));
    expect(rejection).toBeDefined();
    // The act and hashes only: the rejected order's text is in no line of the backup.
    expect(text).not.toContain('get.example.net');
    expect(JSON.parse(rejection ?? '{}')).toMatchObject({ type: 'cairn-rejection', v: 1, act: { act: 'reject' } });

    const env = secondHome(box);
    // The backup and the project in one import: the rest of it already skips what the backup restored.
    const both = box.cairn(['--json', 'import', '--dry-run', 'backup.jsonl', 'AGENTS.md'], { env });
    expect(both.code, both.stderr).toBe(0);
    expect((JSON.parse(both.stdout) as ImportJson).totals).toMatchObject({ rejected: 1 });
    const r = box.cairn(['import', 'backup.jsonl'], { env });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((r.stdout + r.stderr).replace(/\s+/g, ' ')).toContain('your rejections: 1 restored (an import skips the lines they name)');
    const after = plan(box, env);
    expect(after.totals).toMatchObject({ new: 0, rejected: 1 });
    expect(after.flagged).toEqual([]);
    expect(after.notices.join('\n')).toMatch(/AGENTS\.md:5 rejected by you on \d{4}-\d{2}-\d{2}: skipped/u);

    const again = box.cairn(['import', 'backup.jsonl'], { env });
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout + again.stderr).toContain('your rejections: 0 restored, 1 already here (an import skips the lines they name)');
    // The restored rejection is carried by the next backup too, and the audit chain stays whole.
    expect(box.cairn(['export', '--all', '--out', 'backup2.jsonl'], { env }).stdout).toContain('and 1 rejection you signed');
    expect(box.cairn(['audit', '--verify'], { env }).code).toBe(0);
  });

  it('restored into another folder (another project key): the rejection is re-keyed and still holds', () => {
    const { box } = rejectedAndBackedUp();
    const env = secondHome(box);
    const other = join(box.root, 'elsewhere');
    mkdirSync(other);
    writeFileSync(join(other, 'AGENTS.md'), AGENTS);
    writeFileSync(join(other, 'backup.jsonl'), readFileSync(join(box.project, 'backup.jsonl')));
    expect(box.person(['init'], { env, cwd: other }).code).toBe(0);
    const r = box.cairn(['import', 'backup.jsonl'], { env, cwd: other });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((r.stdout + r.stderr).replace(/\s+/g, ' ')).toContain('your rejections: 1 restored');
    expect(plan(box, env, other).totals).toMatchObject({ new: 0, rejected: 1 });
  });

  it('a rejection whose lines or signature were edited is refused, said with its line; the memories still come back', () => {
    const { box, file } = rejectedAndBackedUp();
    const env = secondHome(box);
    const cases: Array<[string, (l: Record<string, unknown>) => Record<string, unknown>, string]> = [
      // Another line's content hash added: the signature does not cover it.
      ['lines', (l) => ({ ...l, content: [...(l.content as string[]), 'f'.repeat(64)] }), 'the lines it skips are not the ones the person signed for'],
      // The signature itself changed.
      [
        'sig',
        (l) => {
          const act = l.act as { sig: string };
          return { ...l, act: { ...act, sig: `${act.sig[0] === 'A' ? 'B' : 'A'}${act.sig.slice(1)}` } };
        },
        "its signature does not verify with the person's key",
      ],
      // No signature at all.
      [
        'unsigned',
        (l) => {
          const { sig: _, ...act } = l.act as { sig: string };
          return { ...l, act };
        },
        'its act, view or content is malformed',
      ],
    ];
    for (const [name, edit, why] of cases) {
      writeFileSync(join(box.project, `${name}.jsonl`), tampered(file, edit));
      const r = box.cairn(['import', '--dry-run', `${name}.jsonl`], { env });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const out = (r.stdout + r.stderr).replace(/\s+/g, ' ');
      expect(out).toMatch(new RegExp(`${name}\\.jsonl: \\d+: a rejection refused: ${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
      expect(out).toContain('your rejections: 0 would be restored');
    }
    const r = box.cairn(['import', 'lines.jsonl'], { env });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((r.stdout + r.stderr).replace(/\s+/g, ' ')).toContain('1 memory restored as the person signed it');
    // Nothing was recorded for the refused rejection: the planted line is offered again, flagged.
    const after = plan(box, env);
    expect(after.totals).toMatchObject({ rejected: 0 });
    expect(after.flagged.map((f) => f.source)).toEqual(['AGENTS.md:5-5']);
  });
});
