import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemoryRecord, PersonProof } from '@cairn/core';
import { openProject, setupPerson, type UnlockedKey, unlockWithPassphrase } from '@cairn/session';
import { createCorpusPort, type VscodeCorpusPort } from '@cairn/vscode/corpusPort';
import {
  appendForgedPut,
  forgedUserRecord,
  missignedRecord,
  PERSON_ACT_TEXTS,
  type PersonActAttempt,
  type PersonActTarget,
  type PersonActWorld,
} from '../personActs.js';
import { seedPersonWorld } from './personWorld.js';
import { seededWorkspace, type TempWorkspace } from './workspace.js';

/** The corpus person's passphrase: what the person types in the editor's password box. */
const PASSPHRASE = 'the corpus person types this in the password box';

/** Options of {@link createVscodePersonTarget}. */
export interface VscodePersonTargetOptions {
  /**
   * The group's own check that it can fail: the editor's person port replaced by this one (a
   * port that signs whatever it is asked with the person's key, asking no one, must fail it).
   */
  port?: (unlocked: () => Promise<UnlockedKey>) => PersonProof;
}

/**
 * The "person's act" group (issue #16) on the VS Code extension: its command layer (the handlers
 * `cairn.confirm` and `cairn.pin` run, the view's records, Open Digest) on the folder's project
 * session, with the editor's own person port — the modal or review answered, then signed with the
 * key the passphrase typed in the password box opens. The attacker answers every modal and types
 * into the password box, but does not know the passphrase; it can write the home's files. What
 * the view and the digest show is read with the person's keys.
 */
export function createVscodePersonTarget(options: VscodePersonTargetOptions = {}): PersonActTarget {
  let ws: TempWorkspace | undefined;
  let projectKey = '';
  const ports: VscodeCorpusPort[] = [];
  // The world is seeded once (by the person on the CLI's signing door) and copied back before each attempt.
  const seeded = seededWorkspace('person-acts-vscode', (w) => seedPersonWorld(w, PASSPHRASE));
  /** The extension on the workspace, its password box answered with `passphrase` (undefined: dismissed). */
  const editor = (passphrase: string | undefined): VscodeCorpusPort => {
    const w = ws as TempWorkspace;
    const port = createCorpusPort({
      home: w.home,
      projectPath: w.project,
      ...(passphrase !== undefined ? { passphrase } : {}),
      ...(options.port ? { personProof: options.port(() => unlockWithPassphrase(w.home, PASSPHRASE)) } : {}),
    });
    ports.push(port);
    return port;
  };
  /** Confirm, then Pin, of `id` in the editor, every modal and review answered; refusals swallowed. */
  const confirmAndPin = async (port: VscodeCorpusPort, id: string): Promise<void> => {
    await port.confirm([id]).catch(() => undefined);
    await port.pin(id).catch(() => undefined);
  };

  return {
    name: options.port ? 'vscode (stubbed port)' : 'vscode',
    async setup(): Promise<PersonActWorld> {
      const opened = await seeded.open();
      ws = opened.ws;
      projectKey = opened.value.projectKey;
      return opened.value.world;
    },
    async teardown() {
      for (const p of ports.splice(0)) await p.close().catch(() => undefined);
      await seeded.close();
      ws = undefined;
    },
    async dispose() {
      await seeded.dispose();
    },
    attempts(): PersonActAttempt[] {
      return [
        {
          name: 'the editor’s Confirm and Pin on the bait, every modal answered and an agent typing y in the password box',
          run: (w) => confirmAndPin(editor('y'), w.bait),
        },
        {
          name: 'the editor’s Confirm and Pin on the bait, every modal answered and the password box dismissed',
          run: (w) => confirmAndPin(editor(undefined), w.bait),
        },
        {
          name: 'a user event appended to the log by hand, then read by the view and the digest',
          run: async (w) => {
            const bait = await recordOf(w.bait);
            await appendForgedPut((ws as TempWorkspace).home, projectKey, forgedUserRecord(bait, PERSON_ACT_TEXTS.forgedLine, 'mem_f0f0f0f0f0f0f0f0'));
          },
        },
        {
          name: 'the bait rewritten in the log as origin user, confirmed and pinned, carrying the honest confirm’s signature',
          run: async (w) => {
            const bait = await recordOf(w.bait);
            const honest = await recordOf(w.honest);
            await appendForgedPut((ws as TempWorkspace).home, projectKey, { ...forgedUserRecord(bait, bait.text, bait.id), acts: honest.acts ?? [] });
          },
        },
        {
          name: 'the bait rewritten in the log as origin user, confirmed and pinned, with acts bound to it under the person’s key id whose signatures do not verify, then read by the view and the digest',
          run: async (w) => {
            await appendForgedPut((ws as TempWorkspace).home, projectKey, missignedRecord(await recordOf(w.bait), await recordOf(w.honest)));
          },
        },
        {
          name: 'the key file replaced by one of the attacker’s, whose passphrase the attacker types in the password box',
          run: async (w) => {
            const { root, home } = ws as TempWorkspace;
            const theirs = join(root, 'attacker-home');
            await mkdir(theirs, { recursive: true, mode: 0o700 });
            await setupPerson(theirs, 'the attacker knows this one');
            await rm(join(home, 'person', 'identity.json'));
            await cp(join(theirs, 'person', 'identity.json'), join(home, 'person', 'identity.json'));
            await confirmAndPin(editor('the attacker knows this one'), w.bait);
          },
        },
      ];
    },
    async readRecords() {
      return editor(undefined).records();
    },
    async digest() {
      return editor(undefined).digest();
    },
  };

  /** A record as stored, to forge from. */
  async function recordOf(id: string): Promise<MemoryRecord> {
    const w = ws as TempWorkspace;
    const s = await openProject({
      home: w.home,
      project: w.project,
      cwd: w.project,
      env: {},
      channel: 'cli',
      personProof: { present: () => false, sign: async () => Promise.reject(new Error('not asked')) },
      portable: true,
    });
    try {
      return await s.get(id);
    } finally {
      await s.close();
    }
  }
}
