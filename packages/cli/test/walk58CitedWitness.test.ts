/**
 * Walk h58, finding 7: an agent's memory citing `src/queue.ts:3`, whose words that line holds and
 * AGENTS.md:9 holds too, was said "attested by AGENTS.md:9". Among equally trusted files the one
 * cited names the witness; the origin is the same either way. Real child processes, a real git
 * repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

type Stored = { origin: string; clamped: { field: string; reason?: string }[] };

const FACT = 'Failed jobs retry three times with exponential backoff before they are parked.';

describe('the cited file names the witness (walk h58 finding 7)', () => {
  it('citing src/queue.ts:3 says attested by src/queue.ts:3; citing AGENTS.md says AGENTS.md; origin repo both ways', () => {
    const box = sandbox();
    const git = gitIn(box);
    mkdirSync(join(box.project, 'src'));
    writeFileSync(join(box.project, 'src/queue.ts'), `export const queue = 'redis';\n\n// ${FACT}\nexport const retries = 3;\n`);
    const agents = ['# Agents', '', '## Queue', '', 'The queue runs on Redis.', '', 'Jobs are small.', '', FACT, '', 'More notes follow here.', ''];
    writeFileSync(join(box.project, 'AGENTS.md'), agents.join('\n'));
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'one');
    const memorize = (source: string): string => {
      const r = box.cairn(['--json', 'memorize'], { input: JSON.stringify({ text: FACT, origin: 'agent', source }) });
      expect(r.code, r.stderr).toBe(0);
      const stored = JSON.parse(r.stdout) as Stored;
      expect(stored.origin).toBe('repo');
      return stored.clamped.find((c) => c.field === 'origin')?.reason ?? '';
    };
    expect(memorize('src/queue.ts:3')).toContain('attested by src/queue.ts:3 ');
    // A second project folder's worth is not needed: the same text again is a sighting, so a fresh box.
    const other = sandbox();
    const git2 = gitIn(other);
    mkdirSync(join(other.project, 'src'));
    writeFileSync(join(other.project, 'src/queue.ts'), `export const queue = 'redis';\n\n// ${FACT}\nexport const retries = 3;\n`);
    writeFileSync(join(other.project, 'AGENTS.md'), agents.join('\n'));
    git2('init', '-q');
    git2('add', '.');
    git2('commit', '-qm', 'one');
    const r = other.cairn(['--json', 'memorize'], { input: JSON.stringify({ text: FACT, origin: 'agent', source: 'AGENTS.md:9' }) });
    expect(r.code, r.stderr).toBe(0);
    const stored = JSON.parse(r.stdout) as Stored;
    expect(stored.origin).toBe('repo');
    expect(stored.clamped.find((c) => c.field === 'origin')?.reason).toContain('attested by AGENTS.md:9 ');
  });
});
