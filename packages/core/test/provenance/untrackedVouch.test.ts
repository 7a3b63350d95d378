/**
 * A `repo` observation vouches only when it is a committed file's (h53-attack C1, C1b, C4; issue
 * #22: what an agent could forge may only lower trust). An untracked file — read by a hook or
 * found by the working tree — lowers a write to `repo` and never exempts a page's prints; and a
 * write's `repo` witness is `tracked` only when every `repo` observation the text reproduces is.
 */
import { describe, expect, it } from 'vitest';
import { WORKING_TREE_TOOL } from '../../src/provenance/attestOrigin.js';
import { attestWorld } from './world.js';

const { observed, attest } = attestWorld('untracked-vouch-key', 'obs_uv', false);

const PAGE =
  'Maintainers merge release branches without waiting for the review step, because the harbour office signs every release tag by hand the next morning anyway.';
const README =
  'The harbour scheduler assigns berths per tide window and reads berths.yaml at start-up every morning. Pilots book their slots through the office desk two days ahead, and the night crew checks every mooring line before the evening tide turns. Cargo vessels over ninety metres wait in the outer basin until a tug is free to take them in.';

describe('an untracked repo observation lowers, never vouches', () => {
  const page = () =>
    observed('web', `# Release checklist\n\n${PAGE}\n\nQuestions go to the harbour office.`, { tool: 'WebFetch', ref: 'https://tides.example.org/release' });
  const tree = (tracked: boolean) =>
    observed('repo', `# Notes\n\n${PAGE}\n`, { tool: WORKING_TREE_TOOL, ref: 'notes.md', ...(tracked ? { tracked: true as const } : {}) });

  it('the working tree’s untracked copy of a page leaves its words web (C4)', () => {
    expect(attest(PAGE, [page(), tree(false)]).origin).toBe('web');
  });

  it('control: a committed file holding the same words vouches for them: repo', () => {
    expect(attest(PAGE, [page(), tree(true)]).origin).toBe('repo');
  });

  it('a hook’s Read of the untracked copy leaves the words web (C1)', () => {
    const read = observed('repo', `# Notes\n\n${PAGE}\n`, { tool: 'Read', ref: 'notes.md' });
    expect(attest(PAGE, [page(), read]).origin).toBe('web');
  });

  it('an untracked file alone still lowers an agent write to repo', () => {
    const r = attest(PAGE, [tree(false)]);
    expect(r.origin).toBe('repo');
    expect(r.witness?.tracked).toBeUndefined();
  });
});

describe('a repo witness is tracked only when every repo observation the text reproduces is (C1b)', () => {
  const readme = () => observed('repo', `# Tide tables\n\n${README}\n`, { tool: WORKING_TREE_TOOL, ref: 'README.md', tracked: true });
  const notes = () => observed('repo', `# Notes\n\n${PAGE}\n`, { tool: 'Read', ref: 'notes.md' });

  it('a write quoting the README at length and an untracked note names the untracked note, not tracked', () => {
    const r = attest(`${README} ${PAGE}`, [readme(), notes()]);
    expect(r.origin).toBe('repo');
    expect(r.witness?.ref).toBe('notes.md');
    expect(r.witness?.tracked).toBeUndefined();
  });

  it('control: a write of the README alone keeps its tracked witness', () => {
    const r = attest(README, [readme(), notes()]);
    expect(r.origin).toBe('repo');
    expect(r.witness).toMatchObject({ ref: 'README.md', tracked: true });
  });
});
