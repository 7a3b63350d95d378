import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/errors/CoreError.js';
import { STORE_FAILURES, stopsBatch, storeIoError, toCoreError } from '../../src/errors/systemError.js';
import { memorize } from '../../src/memorize/memorize.js';
import { writeChannel } from '../../src/policy/channels.js';
import { importOrigin } from '../../src/policy/importOrigin.js';
import { actAppliesTo, PERSON_ACT_NAMES, PERSON_ACTS, personActOf } from '../../src/policy/personActs.js';
import { CHANNELS, ORIGINS } from '../../src/policy/policy.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { setup } from '../helpers.js';

const record = (overrides: Partial<MemoryRecord> = {}): Pick<MemoryRecord, 'status' | 'pinned' | 'flags' | 'confirmedAt'> => ({
  status: 'candidate',
  pinned: false,
  flags: [],
  ...overrides,
});

describe("a person's acts are data in core", () => {
  it('lists the acts DESIGN.md §1 names, each with a consent rule', () => {
    for (const act of ['memorize-user', 'entrench', 'confirm', 'pin', 'unpin', 'forget', 'supersede', 'prune', 'wipe', 'init', 'relink']) {
      expect(PERSON_ACT_NAMES).toContain(act);
    }
    for (const act of PERSON_ACT_NAMES) expect(['prompt', 'presence', 'recorded']).toContain(PERSON_ACTS[act].consent);
    // Removing or entrenching memories always asks the person.
    for (const act of ['entrench', 'confirm', 'pin', 'unpin', 'forget', 'supersede', 'prune', 'consolidate', 'wipe', 'person', 'home'] as const)
      expect(PERSON_ACTS[act].consent).toBe('prompt');
  });

  it("a lift of an output's bar is its own act, asked for with its own words (issue #22: it was signed as `trust`)", () => {
    expect(PERSON_ACT_NAMES).toContain('lift');
    expect(PERSON_ACTS.lift.consent).toBe('prompt');
    expect(PERSON_ACTS.lift.summary).toBe('lift the bar of an output too large to keep whole (what it may have dropped stops lowering later writes)');
    expect(PERSON_ACTS.lift.summary).not.toBe(PERSON_ACTS.trust.summary);
  });

  it("names the project the act is on as this project, never 'a project's' (walk 10 item 12: the prompt read \"Pause a project's memory for agents?\")", () => {
    expect(PERSON_ACTS.wipe.summary).toBe("delete this project's memory");
    expect(PERSON_ACTS.relink.summary).toBe("move this project's memory to its new folder");
    expect(PERSON_ACTS.pause.summary).toBe("pause this project's memory for agents");
    expect(PERSON_ACTS.resume.summary).toBe("resume this project's memory for agents");
    expect(PERSON_ACTS.repair.summary).toBe("repair this project's store");
    expect(PERSON_ACTS.migrate.summary).toBe("rewrite this project's memories, or a team store's schema, at the current version");
    for (const act of PERSON_ACT_NAMES) expect(PERSON_ACTS[act].summary).not.toContain("a project's");
  });

  it('tells which act a memorize request is: entrench for a pinned or stable user memory, memorize-user for another user memory, none otherwise', () => {
    expect(personActOf({ text: 'x', origin: 'user', pinned: true })).toBe('entrench');
    expect(personActOf({ text: 'x', origin: 'user', stable: true })).toBe('entrench');
    expect(personActOf({ text: 'x', origin: 'user', pinned: false })).toBe('memorize-user');
    expect(personActOf({ text: 'x', origin: 'agent', pinned: true })).toBeUndefined();
    for (const junk of [null, 'user', 42, [], undefined]) expect(personActOf(junk)).toBeUndefined();
  });

  it('says which records each act applies to (the editor offers exactly these)', () => {
    expect(actAppliesTo('confirm', record())).toBe(true);
    expect(actAppliesTo('confirm', record({ status: 'active' }))).toBe(false);
    expect(actAppliesTo('confirm', record({ status: 'superseded' }))).toBe(false);
    expect(actAppliesTo('confirm', record({ status: 'active', flags: ['contradicts'] }))).toBe(true);
    expect(actAppliesTo('confirm', record({ status: 'active', flags: ['contradicts'], confirmedAt: '2026-01-01T00:00:00Z' }))).toBe(false);
    expect(actAppliesTo('pin', record({ status: 'active' }))).toBe(true);
    expect(actAppliesTo('pin', record({ status: 'active', pinned: true }))).toBe(false);
    expect(actAppliesTo('pin', record({ status: 'superseded' }))).toBe(false);
    expect(actAppliesTo('unpin', record({ pinned: true }))).toBe(true);
    expect(actAppliesTo('unpin', record())).toBe(false);
    expect(actAppliesTo('forget', record({ status: 'superseded' }))).toBe(true);
    for (const act of ['confirm', 'pin', 'unpin', 'forget'] as const) expect(actAppliesTo(act, record({ status: 'forgotten', pinned: true }))).toBe(false);
  });
});

describe('channels and import origins are decided in core', () => {
  it('a human surface without a person present writes on api; presence never raises an agent channel', () => {
    expect(writeChannel('cli', true)).toBe('cli');
    expect(writeChannel('cli', false)).toBe('api');
    expect(writeChannel('vscode', false)).toBe('api');
    expect(writeChannel('mcp', true)).toBe('mcp');
    expect(writeChannel('api', true)).toBe('api');
    for (const c of CHANNELS) expect(CHANNELS).toContain(writeChannel(c, false));
  });

  it('imports as repo, or agent for a knowledge graph outside the project; never user', () => {
    expect(importOrigin({ knowledgeGraph: false, insideProject: true })).toBe('repo');
    expect(importOrigin({ knowledgeGraph: false, insideProject: false })).toBe('repo');
    expect(importOrigin({ knowledgeGraph: true, insideProject: true })).toBe('repo');
    expect(importOrigin({ knowledgeGraph: true, insideProject: false })).toBe('agent');
    expect(ORIGINS).toContain(importOrigin({ knowledgeGraph: true, insideProject: false }));
  });
});

describe('errors: one mapping from system errors, one batch rule', () => {
  const sys = (code: string, path = '/home/me/.cairn/projects/abc/events.jsonl') =>
    Object.assign(new Error(`${code}: failed`), { code, path, syscall: 'open' });

  it('maps what a person gave wrong to INVALID_INPUT, the disk to STORE_IO, the rest to INTERNAL', () => {
    expect(toCoreError(sys('ENOENT')).code).toBe('INVALID_INPUT');
    expect(toCoreError(sys('ENOTDIR')).code).toBe('INVALID_INPUT');
    expect(toCoreError(sys('EISDIR')).message).toContain('is a folder');
    expect(toCoreError(sys('EACCES')).code).toBe('STORE_IO');
    expect(toCoreError(sys('ENOSPC')).message).toContain('disk is full');
    expect(toCoreError(new TypeError('x is not a function')).code).toBe('INTERNAL');
    const kept = new CoreError('NOT_FOUND', 'gone');
    expect(toCoreError(kept)).toBe(kept);
  });

  it('never echoes a credential from a path or a message', () => {
    const token = `${'gh'}${'p_'}${'FAKEfake0123456789'.repeat(2)}`;
    expect(toCoreError(sys('ENOENT', `/tmp/${token}`)).message).not.toContain(token);
    expect(toCoreError(new Error(`boom ${token}`)).message).not.toContain(token);
    expect(storeIoError(sys('EIO', `/tmp/${token}`), 'saving', 'Nothing was saved.').message).not.toContain(token);
  });

  it('stops a batch at a store failure or a bug, and goes on after a refused item', () => {
    for (const code of STORE_FAILURES) expect(stopsBatch(new CoreError(code, 'x'))).toBe(true);
    expect(stopsBatch(new Error('bug'))).toBe(true);
    for (const code of ['INVALID_INPUT', 'ENTRENCHMENT_REFUSED', 'NOT_FOUND'] as const) expect(stopsBatch(new CoreError(code, 'x'))).toBe(false);
  });
});

describe('a refused write', () => {
  it('opens one transaction, which writes only its audit line', async () => {
    const { store, write } = setup('mcp');
    let transactions = 0;
    const counting = {
      ...store,
      project: store.project,
      transact: <T>(fn: Parameters<typeof store.transact<T>>[0]) => {
        transactions++;
        return store.transact(fn);
      },
    };
    await expect(memorize({ text: 'Pin me', origin: 'agent', pinned: true }, write({ store: counting }))).rejects.toMatchObject({
      code: 'ENTRENCHMENT_REFUSED',
    });
    expect(transactions).toBe(1);
    expect(await store.list()).toEqual([]);
    expect(store.auditLog.map((l) => [l.event, l.code])).toEqual([['refused', 'ENTRENCHMENT_REFUSED']]);
  });
});
