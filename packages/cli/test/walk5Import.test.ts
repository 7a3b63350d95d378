import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Issue #14, the fifth newcomer walk, item 3: `cairn import src/db.js` stored the source file
 * as a memory (`fact repo candidate src/db.js:1-3 const { Pool } = require('pg'); …`). Import is
 * for the memory an agent already keeps: a named file that is no agent memory file and no
 * Markdown or text note is refused (exit 2, nothing stored, what import reads said), unless the
 * person names the format (`--from text`). A folder walk never reads source files. Built CLI,
 * child processes.
 */
const DB_JS = ["const { Pool } = require('pg');", 'const pool = new Pool({ connectionString: process.env.DATABASE_URL });', 'module.exports = pool;', ''].join(
  '\n',
);

describe('cairn import of a source file (walk 5, item 3)', () => {
  it('refuses a named source file: exit 2, what import reads, the way on, and nothing stored (dry run too)', () => {
    const box = sandbox();
    mkdirSync(join(box.project, 'src'));
    writeFileSync(join(box.project, 'src', 'db.js'), DB_JS);
    writeFileSync(join(box.project, 'src', 'server.js'), "const app = require('fastify')();\napp.listen({ port: 8080 });\n");

    for (const args of [
      ['import', 'src/db.js'],
      ['import', '--dry-run', 'src/db.js'],
    ]) {
      const r = box.cairn(args);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toContain('src/db.js is not an agent memory file: nothing was imported.');
      expect(r.stderr).toContain('cairn import reads agent memory files (AGENTS.md, CLAUDE.md');
      expect(r.stderr).toContain('(.md, .markdown, .txt)');
      expect(r.stderr).toContain('cairn import --from text src/db.js');
    }
    // Several at once (`cairn import src/*`), with an agent file among them: nothing stored at all.
    writeFileSync(join(box.project, 'AGENTS.md'), '# Rules\n\nRun the unit tests before every push to the main branch.\n');
    const many = box.cairn(['import', 'AGENTS.md', 'src/db.js', 'src/server.js']);
    expect(many.code, many.stderr).toBe(2);
    expect(many.stderr).toContain('src/db.js, src/server.js are not agent memory files: nothing was imported.');
    // From a subfolder, the command to paste names the file from there.
    const sub = box.cairn(['--project', box.project, 'import', 'db.js'], { cwd: join(box.project, 'src') });
    expect(sub.code, sub.stderr).toBe(2);
    expect(sub.stderr).toContain('cairn import --from text db.js');
    expect(box.json<unknown[]>(['list']).value).toEqual([]);

    // A folder walk reads the agent file and never the source files.
    const walked = box.json<{ files: { ref: string }[] }>(['import', '.']);
    expect(walked.run.code, walked.run.stderr).toBe(0);
    expect(walked.value.files.map((f) => f.ref)).toEqual(['AGENTS.md']);

    // Named with its format, it is read as plain text, as the person asked; scan reads it as ever.
    const forced = box.cairn(['import', '--from', 'text', 'src/db.js']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('src/db.js [text, origin repo]');
    expect(box.cairn(['scan', 'src/server.js']).code).toBe(0);
  }, 120_000);

  it('still reads a named Markdown or text note of any name', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'harbour-notes.txt'), 'The tide gauge at the north pier reads high by four centimetres.\n');
    const r = box.cairn(['import', 'harbour-notes.txt']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('harbour-notes.txt [plain text, read as Markdown, origin repo]: 1 memory → 1 new');
  }, 120_000);
});
