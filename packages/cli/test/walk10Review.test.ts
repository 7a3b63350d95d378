/**
 * The tenth newcomer walk (issue #14), what a person is shown before signing. Built CLI; the
 * person answers on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn reverify before the person signs', () => {
  it('says the new binding is bound once signed, never "bound" as done (item 7)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'q.ts'), 'export const A = 1;\nexport const B = 2;\n');
    const id = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'A is one.', origin: 'agent', source: 'q.ts:1-1' }) }).value.id;
    writeFileSync(join(box.project, 'q.ts'), 'export const A = 11;\nexport const B = 2;\n');
    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    const shown = r.stderr.replace(/\r/gu, '');
    const before = shown.slice(0, shown.indexOf('Re-verify this memory'));
    expect(before).toMatch(/\nto be bound once you sign: q\.ts:1-1 · lines:[0-9a-f]{64}\n/u);
    expect(before).not.toMatch(/^bound: /mu);
    expect(before).toContain('Bound once you sign: q.ts:1-1');
    expect(r.stdout).toContain(`Re-verified ${id}: bound to q.ts:1-1.`);
  });
});
