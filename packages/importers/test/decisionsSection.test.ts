/**
 * Issue #14, the fifth newcomer walk: an AGENTS.md "## Decisions" list ("We chose Fastify over
 * Express in 2024 for its schema validation.") was imported as kind `convention`, so `cairn
 * decisions` found nothing from it. The units under a heading of decisions taken are decisions,
 * whatever the file; the rest of the file keeps its kind. Files written here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRequests, namesDecisions, readSources, revisitConditions } from '../src/index.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const AGENTS = [
  '# Harbour API',
  '',
  'Run `npm test` before every push to the main branch.',
  '',
  '## Decisions',
  '',
  '- We chose Fastify over Express in 2024 for its schema validation.',
  '- Tide heights are stored in millimetres as integers, never as floats.',
  '',
  '## Conventions',
  '',
  '- Keep each commit focused on one change.',
  '',
].join('\n');

describe('a section of decisions', () => {
  it('gives kind decision to its items, in a rules file and in notes; the other sections keep theirs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-decisions-'));
    temps.push(root);
    writeFileSync(join(root, 'AGENTS.md'), AGENTS);
    writeFileSync(join(root, 'notes.md'), AGENTS.replace('## Decisions', '## Key Architecture Decisions'));
    const read = await readSources(['AGENTS.md', 'notes.md'], { projectRoot: root, cwd: root });
    const kinds = (ref: string) =>
      Object.fromEntries(buildRequests(read.files.find((f) => f.ref === ref) as (typeof read.files)[number]).map((r) => [r.request.text, r.request.kind]));
    expect(kinds('AGENTS.md')).toEqual({
      'Run `npm test` before every push to the main branch.': 'convention',
      'We chose Fastify over Express in 2024 for its schema validation.': 'decision',
      'Tide heights are stored in millimetres as integers, never as floats.': 'decision',
      'Keep each commit focused on one change.': 'convention',
    });
    expect(kinds('notes.md')).toMatchObject({
      'Run `npm test` before every push to the main branch.': 'fact',
      'We chose Fastify over Express in 2024 for its schema validation.': 'decision',
    });
  });

  it('knows a heading of decisions taken from one of decisions still to take', () => {
    for (const h of [
      'Decisions',
      'Key Architecture Decisions',
      'Design decisions',
      '3. Decisions:',
      'Decision log',
      'Architecture Decision Records (ADRs)',
      'ADRs',
      '✅ Decisions made',
    ])
      expect(namesDecisions(h), h).toBe(true);
    for (const h of [
      'Current Challenges & Decisions Needed',
      'Open decisions',
      'Pending decisions',
      'Decision',
      'How we make decisions about releases',
      'Conventions',
      undefined,
    ])
      expect(namesDecisions(h), String(h)).toBe(false);
  });

  it('a decision’s own “revisit if …” becomes its tripwire; a convention’s never (the seventh newcomer walk)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-decisions-'));
    temps.push(root);
    const text = [
      '# Harbour API',
      '',
      '## Decisions',
      '',
      '- 2026-11-01: We chose Postgres over SQLite for concurrent writers. Revisit if we need multi-region writes.',
      '- We keep tide tables in UTC; reconsider when the harbour office publishes local time.',
      '',
      '## Conventions',
      '',
      '- Revisit if unsure: ask in the channel before merging.',
      '',
    ].join('\n');
    writeFileSync(join(root, 'AGENTS.md'), text);
    const read = await readSources(['AGENTS.md'], { projectRoot: root, cwd: root });
    const requests = buildRequests(read.files[0] as (typeof read.files)[number]);
    const of = (start: string) => requests.find((r) => r.request.text.startsWith(start))?.request;
    expect(of('2026-11-01')).toMatchObject({ kind: 'decision', tripwires: ['we need multi-region writes'] });
    expect(of('We keep tide')).toMatchObject({ kind: 'decision', tripwires: ['the harbour office publishes local time'] });
    expect(of('Revisit if unsure')).not.toHaveProperty('tripwires');
    expect(revisitConditions('We chose Fastify.')).toEqual([]);
    expect(revisitConditions('Re-evaluate this once traffic doubles; revisit it when the lease ends.')).toEqual(['traffic doubles', 'the lease ends']);
  });
});
