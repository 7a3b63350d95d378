/**
 * Forget is not reject (issue #14, the newcomer walk, item 19): a forgotten imported memory came
 * back on the next import ("1 new"), and forget's prompt neither said so nor pointed to
 * `reject`. The design keeps them apart — forget keeps nothing of the text (core's `forget`),
 * reject keeps a digest of the lines so imports skip them (issue #17) — so forget's prompt says,
 * for an imported memory, that a later import brings it back and that `cairn reject <id>` keeps
 * it out; forget's help says the same. Real child processes, the person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface ImportJson {
  memories: Array<{ id: string; source: string }>;
  totals: { new: number };
}

const NOTE = 'The staging host is staging.example.test, reached through the VPN.';

describe('cairn forget of an imported memory', () => {
  it('says before signing that a later import brings it back, and names cairn reject <id>', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'AGENTS.md'), `# Agents\n\n${NOTE}\n`);
    const first = box.json<ImportJson>(['import', 'AGENTS.md']);
    expect(first.run.code, first.run.stderr).toBe(0);
    const id = first.value.memories[0]?.id as string;
    expect(id).toMatch(/^mem_/u);
    const r = box.person(['forget', id]);
    expect(r.code, r.stderr).toBe(0);
    const prompt = r.stderr.replace(/\s+/gu, ' ');
    expect(prompt).toContain(
      `It was imported from AGENTS.md: a later \`cairn import\` of that file brings it back as a new candidate. To keep it out, decline and run \`cairn reject ${id}\``,
    );
    // What the prompt said is what happens (forget is not reject).
    expect(box.json<ImportJson>(['import', 'AGENTS.md']).value.totals.new).toBe(1);
  });

  it("a memory that came from no file is not told about imports; forget's help names reject", () => {
    const box = sandbox();
    const { id } = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: NOTE, origin: 'agent' }) }).value;
    const r = box.person(['forget', id]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('cairn reject');
    const help = box.cairn(['forget', '--help']).stdout.replace(/\s+/gu, ' ');
    expect(help).toContain('Forget is not reject: importing the lines it came from again brings it back; `cairn reject <id>` keeps them out');
  });
});
