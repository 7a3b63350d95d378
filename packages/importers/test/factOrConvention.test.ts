/**
 * Issue #14, the sixth newcomer walk: every unit of a rules file (AGENTS.md, .cursorrules,
 * CLAUDE.md) came in as kind `convention`, plain facts too ("The database is PostgreSQL 16 on
 * port 5432."). A paragraph or list item that only states how things are is a `fact`; an order,
 * an obligation or a norm stays a `convention`. Files written here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRequests, readSources } from '../src/index.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const AGENTS = [
  '# Harbour API',
  '',
  'This service publishes the harbour tide tables every morning.',
  '',
  'The database is PostgreSQL 16 on port 5432.',
  '',
  '## Rules',
  '',
  '- Run `npm test` before every push to the main branch.',
  '- Tide heights are stored in millimetres as integers, never as floats.',
  '- We use two spaces for indentation.',
  '- Components live in src/components.',
  '',
  '```sh',
  'npm ci',
  '```',
  '',
].join('\n');

describe('fact or convention in a rules file', () => {
  it('a plain statement is a fact; an order, a norm and a code block are conventions; notes stay facts', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-kinds-'));
    temps.push(root);
    writeFileSync(join(root, 'AGENTS.md'), AGENTS);
    writeFileSync(join(root, 'notes.md'), AGENTS);
    const read = await readSources(['AGENTS.md', 'notes.md'], { projectRoot: root, cwd: root });
    const kinds = (ref: string) =>
      Object.fromEntries(buildRequests(read.files.find((f) => f.ref === ref) as (typeof read.files)[number]).map((r) => [r.request.text, r.request.kind]));
    expect(kinds('AGENTS.md')).toEqual({
      'This service publishes the harbour tide tables every morning.': 'fact',
      'The database is PostgreSQL 16 on port 5432.': 'fact',
      'Run `npm test` before every push to the main branch.': 'convention',
      'Tide heights are stored in millimetres as integers, never as floats.': 'convention',
      'We use two spaces for indentation.': 'convention',
      'Components live in src/components.': 'fact',
      '```sh\nnpm ci\n```': 'convention',
    });
    expect(new Set(Object.values(kinds('notes.md')))).toEqual(new Set(['fact']));
  });
});
