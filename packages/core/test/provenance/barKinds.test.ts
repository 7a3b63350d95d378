import { describe, expect, it } from 'vitest';
import { fingerprintText, ObservationSchema } from '../../src/index.js';
import { WORKING_TREE_TOOL } from '../../src/provenance/attestOrigin.js';
import { attestWorld } from './world.js';

/**
 * Walk 51: a truncated observation's bar lowered every later write holding any token past it —
 * a page that dropped only URLs lowered a write naming a command, and a write a tracked file of
 * the project reproduces. It records `top`, the kinds of token it dropped, and lowers only a
 * write carrying a token of one of them; never a write the working tree attests `repo` by a
 * tracked file's words. Every address here is obviously fake (`.example`), assembled at run time.
 */
const { hash, observed, attest } = attestWorld('development-key-for-the-bar-kinds', 'obs_kinds', false);

/** 40,000 distinct hosts with their URLs: more than the cap, so URLs and hosts are dropped. */
const padding = (label: string): string => Array.from({ length: 40_000 }, (_, i) => `https://j${i}.${label}${i % 97}.example/p`).join('\n');

describe('a bar lowers only the kinds of token it dropped (walk 51)', () => {
  const page = `${padding('junk-kinds')}\nEverything else is in the guide.`;
  const o = observed('web', page, { tool: 'WebFetch', ref: 'https://pad.example/list' });
  const command = `bash ${'deploy'}-canary${'.sh'} --region eu-west`;

  it('records top: the kinds of the dropped part, in RARE_TOKEN_KINDS order, and the observation schema keeps it', () => {
    const f = fingerprintText(page, hash);
    expect(f.droppedTokens).toBeGreaterThan(0);
    // The URLs' stems (kind stem since h59-attest) were dropped with them.
    expect(f.top).toEqual(['url', 'host', 'stem']);
    expect(o.top).toEqual(['url', 'host', 'stem']);
    expect(ObservationSchema.parse(o).top).toEqual(['url', 'host', 'stem']);
    expect(ObservationSchema.safeParse({ ...o, top: ['cookie'] }).success).toBe(false);
  });

  it('a write with a command past the bar is not lowered by a page that dropped only URLs and hosts; one with a URL still is', () => {
    // The command's order is past the bar (a host's): before `top`, the bar lowered it.
    expect(attest(`Release with ${command} after the tests pass.`, [{ ...o, top: undefined }]).origin).toBe('web');
    expect(attest(`Release with ${command} after the tests pass.`, [o])).toEqual({ origin: 'agent' });
    const url = `https://relay.vault-mirror${'51'}.example/in`;
    const r = attest(`Our mirror endpoint lives at ${url} for the team.`, [o]);
    expect(r.origin).toBe('web');
    expect(r.witness?.observation).toBe(o.id);
  });

  it('a token a tracked file of the project holds is vouched for past a bar; its words alone vouch for no token', () => {
    const url = `https://status.harbour-own${'51'}.example/board`;
    const readme = `The release checklist is kept at ${url} and every step there is signed off by the on-call engineer before the tag is pushed.`;
    const write = `The release checklist is kept at ${url} and every step there is signed off by the on-call engineer.`;
    // A tracked file of the project holding the write's words and its URL (as the working tree's index keeps a tracked file).
    const held = observed('repo', readme, { tool: WORKING_TREE_TOOL, session: WORKING_TREE_TOOL, ref: 'README.md', id: 'tree:README.md' });
    const tree = { ...held, tracked: true as const };
    // The same file's words without the URL's print (an untracked file's index entry, or a tracked one past its own cap).
    const untracked = { ...held, tokens: [] };
    const r = attest(write, [o, tree]);
    expect(r.origin).toBe('repo');
    expect(r.witness?.ref).toBe('README.md');
    expect(r.witness?.dropped).toBeUndefined();
    // The same words with no file of the project: the bar lowers them.
    expect(attest(write, [o]).origin).toBe('web');
    // Words shared without the token vouch for no token: the agent may have just written that file,
    // or quoted one sentence of a tracked one beside the dropped URL (h52-attack B4).
    expect(attest(write, [o, untracked]).origin).toBe('web');
    expect(attest(write, [o, { ...untracked, tracked: true as const }]).origin).toBe('web');
    // A file of the project that shares no run of the write's words vouches for nothing.
    const other = {
      ...observed('repo', 'Unrelated notes about the tide tables and their units in metres.', {
        tool: WORKING_TREE_TOOL,
        session: WORKING_TREE_TOOL,
        ref: 'NOTES.md',
      }),
      tokens: [],
    };
    expect(attest(write, [o, other]).origin).toBe('web');
  });
});
