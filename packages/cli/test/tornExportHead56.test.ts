/**
 * Walk h56 LOW 11: a file whose first line is the head of Cairn's own export
 * (`{"type":"cairn-export","format":2}`) followed by a torn line was read as a knowledge graph
 * (`[kg-jsonl]`, "0 memories, 0 entities …"), not as a damaged export. Its head makes it Cairn's:
 * checked whole, and refused with the reason, nothing imported. Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frames, sandbox } from './harness.js';

describe("an export's head and a torn line", () => {
  it("is refused as Cairn's own export that is not whole, never read as a knowledge graph", () => {
    const box = sandbox();
    const file = join(box.root, 'torn.jsonl');
    writeFileSync(file, '{"type":"cairn-export","format":2}\n{"schemaVersion":1,"id":"mem_0123456789abcdef","text":"The queue is re\n');
    const before = frames(box);
    for (const args of [
      ['import', file],
      ['import', '--dry-run', file],
    ]) {
      const r = box.cairn(args);
      const out = r.stdout + r.stderr;
      expect(r.code, out).toBe(2);
      expect(out).toContain("torn.jsonl is Cairn's own export, and it is not whole");
      expect(out).not.toContain('kg-jsonl');
      expect(out).toContain('Nothing was imported.');
      expect(out).not.toContain('restore partial');
    }
    expect(frames(box)).toBe(before);
  });
});
