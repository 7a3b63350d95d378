/**
 * Issue #14, the seventh newcomer walk: after two lines were added at the top of AGENTS.md and it
 * was imported again ("unchanged"), `cairn list` still showed AGENTS.md:4-4 for a line now at 6,
 * while the MCP receipt said where it is. A source bound to lines reads as its binding does now.
 * The built CLI, a child process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const RULE = 'Run the tide fixtures with npm run fixtures before the tests.';

describe('list’s source column after the lines moved', () => {
  it('shows where the bound lines are now', () => {
    const box = sandbox();
    const file = join(box.project, 'AGENTS.md');
    writeFileSync(file, `# Harbour\n\n${RULE}\n`);
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    // One line prints as AGENTS.md:3 (walk 12 item 9; stored as AGENTS.md:3-3).
    expect(box.cairn(['list']).stdout).toMatch(/│ AGENTS\.md:3 +│/u);
    writeFileSync(file, `# Harbour\n\nA line about the team.\n\nAnother one.\n\n${RULE}\n`);
    const again = box.cairn(['import', 'AGENTS.md']);
    expect(again.code, again.stderr).toBe(0);
    const list = box.cairn(['list']);
    const row = list.stdout.split('\n').find((l) => l.includes('fixtures')) ?? list.stdout;
    expect(row, list.stdout).toMatch(/│ AGENTS\.md:7 +│/u);
  }, 60_000);
});
