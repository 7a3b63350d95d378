/**
 * Walk h56 LOW 11: `cairn audit` listed a `cairn reject` as event `forget`, nothing in the row
 * saying it was a rejection. A reject is recorded as a forget that keeps the lines' digests; the
 * table names it `forget (reject)`, a plain forget stays `forget`. Real child processes, the
 * person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface ImportJson {
  memories: Array<{ id: string; source: string }>;
}

describe('cairn audit names a rejection', () => {
  it('a reject reads `forget (reject)`, a forget reads `forget`', () => {
    const box = sandbox();
    writeFileSync(
      join(box.project, 'AGENTS.md'),
      '# Agents\n\nThe staging host is reached through the VPN.\n\nDeploys happen on Tuesdays after the standup.\n',
    );
    const imported = box.json<ImportJson>(['import', 'AGENTS.md']);
    expect(imported.run.code, imported.run.stderr).toBe(0);
    const [rejected, forgotten] = imported.value.memories.map((m) => m.id) as [string, string];
    expect(box.person(['reject', rejected]).code).toBe(0);
    expect(box.person(['forget', forgotten]).code).toBe(0);
    const audit = box.cairn(['audit', '--limit', '100']);
    expect(audit.code, audit.stderr).toBe(0);
    const row = (id: string): string => audit.stdout.split('\n').find((l) => l.includes(id) && l.includes('forget')) ?? '';
    expect(row(rejected)).toContain('forget (reject)');
    expect(row(forgotten)).toMatch(/forget(?! \(reject\))/u);
    expect(row(forgotten)).not.toContain('reject');
  });
});
