/**
 * What a newcomer read on their first hour (issue #14, walk 4): each message here was wrong,
 * silent or raw, and is now a sentence a person can act on. Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('walk 4: messages a newcomer reads', () => {
  it('--project given a file: exit 2, "--project must be a folder", nothing enabled (item 6); a missing folder is said as --project’s path', () => {
    const box = sandbox({ init: false });
    const file = join(box.project, 'AGENTS.md');
    writeFileSync(file, '# Notes\n\n- The quay light is checked every round.\n');
    for (const command of [['status'], ['init'], ['import', '.']]) {
      const r = box.cairn(['--project', file, ...command]);
      expect(r.code, `${command.join(' ')}: ${r.stdout}${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(`cairn: --project must be a folder: ${file} is a file.\n`);
    }
    expect(box.storeFiles().filter((f) => f.includes('projects'))).toEqual([]);
    const missing = box.cairn(['--project', join(box.root, 'nowhere'), 'status']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `cairn: --project names a folder that does not exist: ${join(box.root, 'nowhere')}. Check the path (cd into the project, or give --project its folder); nothing was read or changed.\n`,
    );
  });
});

describe('walk 4: over-long text in an import', () => {
  const entityLine = (name: string, observations: string[]): string => JSON.stringify({ type: 'entity', name, entityType: 'note', observations });

  it('a memory.jsonl observation over the limit is split as a Markdown paragraph is, the entity named in front of each piece (item 12)', () => {
    const box = sandbox();
    const words = Array.from({ length: 7000 }, (_, i) => `tide${i}`).join(' '); // ≈ 62 KB, one line, no piece repeated
    const file = join(box.root, 'hugeobs.jsonl');
    writeFileSync(file, `${entityLine('Harbour', [words])}\n`);
    const plan = box.cairn(['import', '--dry-run', file]);
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    // Pieces of at most 30 KiB (the 32 KiB limit less room for redaction markers), as a paragraph's.
    expect(plan.stdout, plan.stdout).toContain('Would store 3 new, 0 sightings');
    expect(plan.stdout + plan.stderr).not.toMatch(/refused|were imported/u);
    // Said in the plan, as a long paragraph's split is (item 11).
    expect(plan.stdout).toContain(`How the files were read:\n  ${file}:1 split into 3 memories (32 KiB limit)`);
    const done = box.cairn(['import', file]);
    expect(done.code, done.stderr).toBe(0);
    const texts = box.json<Array<{ text: string }>>(['list']).value.map((m) => m.text);
    expect(texts).toHaveLength(3);
    for (const t of texts) {
      expect(t.startsWith('Harbour: ')).toBe(true);
      expect(Buffer.byteLength(t)).toBeLessThanOrEqual(32 * 1024);
    }
    // Nothing lost: the pieces, in order, are the observation.
    const pieces = texts.map((t) => t.slice('Harbour: '.length)).sort((a, b) => words.indexOf(a) - words.indexOf(b));
    expect(pieces.join('')).toBe(words);
  });

  it('a dry run never says "imported": what it refuses "would be refused", the rest "would be imported" (item 12)', () => {
    const box = sandbox();
    const file = join(box.root, 'mixed.jsonl');
    // An entity whose name alone is over the limit cannot be one memory: refused, naming the limit.
    writeFileSync(file, `${entityLine('Quay', ['The quay light is checked every round.'])}\n${entityLine(`Q${'uay'.repeat(12000)}`, [])}\n`);
    const plan = box.cairn(['import', '--dry-run', file]);
    expect(plan.code).toBe(2);
    expect(plan.stderr).toContain('1 memory would be refused (see above); the rest would be imported.');
    expect(plan.stdout + plan.stderr).not.toContain('were imported');
    const real = box.cairn(['import', file]);
    expect(real.code).toBe(2);
    expect(real.stderr).toContain('1 memory was refused (see above); the rest were imported.');
  });

  it('a long Markdown paragraph split into several memories is said in "How the files were read" (item 11)', () => {
    const box = sandbox();
    const para = Array.from({ length: 9000 }, (_, i) => `harbour${i}`).join(' '); // ≈ 100 KB, one line
    writeFileSync(join(box.project, 'longpara.md'), `# Long\n\n${para}\n`);
    // Pieces of at most 30 KiB (the limit less room for redaction markers), cut between characters.
    const parts = Math.ceil(Buffer.byteLength(para) / (30 * 1024));
    expect(parts).toBe(4);
    const plan = box.cairn(['import', '--dry-run', 'longpara.md']);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout, plan.stdout).toContain(`Would store ${parts} new`);
    expect(plan.stdout).toContain(`longpara.md:3 split into ${parts} memories (32 KiB limit)`);
    const done = box.cairn(['import', 'longpara.md']);
    expect(done.stdout).toContain(`longpara.md:3 split into ${parts} memories (32 KiB limit)`);
    // A re-import of the unchanged file says nothing it said the first time.
    expect(box.cairn(['import', 'longpara.md']).stdout).not.toContain('split into');
  });

  it('a memory.jsonl with some broken lines: a warning on stderr naming the lines skipped, exit 1 (item 13)', () => {
    const box = sandbox();
    const file = join(box.root, 'half.jsonl');
    writeFileSync(
      file,
      `${entityLine('Quay', ['The quay light is checked every round.'])}\n{"type":"entity","name":\n${entityLine('Tide', ['The tide table is refreshed at six.'])}\n[1, 2]\n`,
    );
    const plan = box.cairn(['import', '--dry-run', file]);
    expect(plan.code, plan.stderr).toBe(1);
    expect(plan.stderr).toContain(
      `warning: ${file}: lines 2, 4 could not be read and were skipped (not valid JSON; not a JSON object); the rest of the file would be imported.`,
    );
    const done = box.cairn(['import', file]);
    expect(done.code, done.stderr).toBe(1);
    expect(done.stdout).toContain('Stored 2 new');
    expect(done.stderr).toContain(
      `warning: ${file}: lines 2, 4 could not be read and were skipped (not valid JSON; not a JSON object); the rest of the file was imported.`,
    );
    // One broken line is said in the singular; a file with no broken line has no warning and exits 0.
    const one = join(box.root, 'one.jsonl');
    writeFileSync(one, `${entityLine('Lock', ['The lock gate opens on the hour.'])}\nnot json\n`);
    const r = box.cairn(['import', one]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`warning: ${one}: line 2 could not be read and was skipped (not valid JSON); the rest of the file was imported.`);
    const clean = join(box.root, 'clean.jsonl');
    writeFileSync(clean, `${entityLine('Pier', ['The pier is closed in storms.'])}\n`);
    const c = box.cairn(['import', clean]);
    expect(c.code, c.stderr).toBe(0);
    expect(c.stderr).not.toContain('warning');
  });
});
