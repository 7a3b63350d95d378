/**
 * Walk h57 item 1: after the README's own backup and restore (`cairn export --all` to a file, the
 * person's folder copied to a fresh home, `cairn init`, `cairn import <export>`), `cairn doctor`
 * failed with a "rollback" naming a memory the person had rejected before the export: the copied
 * signed snapshot saw it live (before the reject), and the new home's audit holds the restore of
 * the signed rejection, not the old home's `forget`. A restored rejection now counts as the
 * memory's removal (its act's signature checked); a store that really lost a memory the
 * snapshot saw live still fails. Run as the built CLI, child processes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox, secondHome } from './harness.js';

const KEPT = 'We deploy on Tuesdays.';

/** Keeps the lines of `file` before the first that names `id` (a cut at a line boundary, as a rollback makes it). */
function cutBefore(file: string, id: string): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes(id));
  expect(at).toBeGreaterThan(0);
  writeFileSync(file, `${lines.slice(0, at).join('\n')}\n`);
}

describe('a faithful restore of Cairn’s own export with the person’s folder passes doctor (walk h57 item 1)', () => {
  it('reject → export --all → person/ copied, init, import: doctor ok; a later real cut of a restored memory still fails', () => {
    // The walk's steps: a person's act, then an imported candidate the person rejects (the
    // reject's signed snapshot, taken before it, sees the candidate live).
    const box = sandbox();
    expect(box.person(['memorize', '--text', KEPT]).code).toBe(0);
    writeFileSync(join(box.project, 'AGENTS.md'), '# Notes\n\n- Tests live in test/.\n');
    const imported = box.cairn(['import', 'AGENTS.md']);
    expect(imported.code, imported.stderr).toBe(0);
    const candidate = box.json<Array<{ id: string; text: string }>>(['list', '--status', 'candidate']).value.find((r) => r.text === 'Tests live in test/.');
    expect(candidate).toBeDefined();
    const orderId = candidate?.id ?? '-';
    expect(box.person(['reject', orderId]).code).toBe(0);
    expect(box.cairn(['doctor']).code).toBe(0);
    const exported = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('and 1 rejection you signed');

    const env = secondHome(box);
    const restored = box.cairn(['import', 'backup.jsonl'], { env });
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
    const doctor = box.cairn(['doctor'], { env });
    expect(doctor.stdout, doctor.stdout + doctor.stderr).not.toContain(orderId);
    expect(doctor.stdout).not.toMatch(/FAIL\s+person's acts/u);
    expect(doctor.code, doctor.stdout + doctor.stderr).toBe(0);

    // The rejection counts only while its act verifies with the person's key: the restored line's
    // signature edited (the audit log alone), the rejected memory's absence is a cut again.
    const projects0 = join(env.CAIRN_HOME, 'projects');
    const audit0 = join(projects0, readdirSync(projects0)[0] ?? '-', 'audit.jsonl');
    const honest = readFileSync(audit0, 'utf8');
    const forged = honest
      .split('\n')
      .map((l) => {
        if (!l.includes('"event":"restore"') || !l.includes(orderId)) return l;
        const line = JSON.parse(l) as { act: { sig: string } };
        line.act.sig = `${line.act.sig.startsWith('A') ? 'B' : 'A'}${line.act.sig.slice(1)}`;
        return JSON.stringify(line);
      })
      .join('\n');
    expect(forged).not.toBe(honest);
    writeFileSync(audit0, forged);
    const unsigned = box.cairn(['doctor'], { env });
    expect(unsigned.code, unsigned.stdout).toBe(1);
    expect(unsigned.stdout).toMatch(new RegExp(`FAIL\\s+person's acts: 1 memory that your signed snapshot of .* UTC saw live \\(${orderId}\\) is gone`, 'u'));
    writeFileSync(audit0, honest);
    expect(box.cairn(['doctor'], { env }).code).toBe(0);

    // The guard holds: a person's act takes a snapshot that sees the restored memory live; the log
    // and audit cut together before it is still a rollback, the restored rejection beside it or not.
    const kept = (JSON.parse(box.cairn(['--json', 'list'], { env }).stdout) as Array<{ id: string; text: string }>).find((r) => r.text === KEPT);
    expect(kept).toBeDefined();
    expect(box.person(['memorize', '--text', 'Releases are tagged on main.'], { env }).code).toBe(0);
    const projects = join(env.CAIRN_HOME, 'projects');
    const dir = join(projects, readdirSync(projects)[0] ?? '-');
    cutBefore(join(dir, 'events.jsonl'), kept?.id ?? '-');
    cutBefore(join(dir, 'audit.jsonl'), kept?.id ?? '-');
    const cut = box.cairn(['doctor'], { env });
    expect(cut.code, cut.stdout).toBe(1);
    expect(cut.stdout).toMatch(new RegExp(`FAIL\\s+person's acts: 1 memory that your signed snapshot of .* UTC saw live \\(${kept?.id}\\) is gone`, 'u'));
  });
});
