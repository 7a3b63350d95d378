import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemoryRecord, PersonActRequest, PersonProof, PersonSignature } from '@cairn/core';
import { loadKeyring, noPersonProof, openProject, type ProjectSession, setupPerson, signRequest, type UnlockedKey, unlockWithPassphrase } from '@cairn/session';
import {
  appendForgedPut,
  forgedUserRecord,
  missignedRecord,
  PERSON_ACT_TEXTS,
  type PersonActAttempt,
  type PersonActTarget,
  type PersonActWorld,
} from '../personActs.js';
import { seededWorkspace, type TempWorkspace } from './workspace.js';

/** The corpus person's passphrase (what the person would type; only the honest port below uses it). */
const PASSPHRASE = 'the corpus person types this passphrase';

/** Options of {@link createSessionPersonTarget}. */
export interface SessionPersonTargetOptions {
  /**
   * The person port the adapter's own surface has when the person is not there (default: none
   * can sign — `noPersonProof`, what an agent-reachable surface gets). The group's test passes a
   * stub that signs whatever it is asked, with the person's key, to show the group fails it.
   */
  port?: (unlocked: () => Promise<UnlockedKey>) => PersonProof;
}

/** A port that signs every request with the person's key, never asking anyone: the stub the group must fail. */
export function alwaysYesPort(unlocked: () => Promise<UnlockedKey>): PersonProof {
  return {
    present: () => true,
    async sign(request: PersonActRequest): Promise<PersonSignature> {
      return signRequest(await unlocked(), request, { now: new Date(), interactive: true });
    },
  };
}

/** A port that answers every request with `signature`, whatever it was made for (a replay). */
function replayPort(signature: PersonSignature): PersonProof {
  return { present: () => true, sign: async (request) => ({ ...signature, act: request.act }) };
}

/** A port that signs every request with `key`, whichever key the home trusts (a key of the attacker's). */
function signingPort(key: UnlockedKey): PersonProof {
  return { present: () => true, sign: async (request) => signRequest(key, request, { now: new Date(), interactive: true }) };
}

/**
 * The group on the project session — the one path from every adapter to core's write path and
 * the store — on channel `cli`, with the home's keyring (what verifies every signature and every
 * read) and a person port chosen per attempt. The person's key is set up in the temporary home
 * as `cairn person setup` would; the honest confirm is signed with it after the passphrase.
 */
export function createSessionPersonTarget(options: SessionPersonTargetOptions = {}): PersonActTarget {
  let ws: TempWorkspace | undefined;
  const open = async (personProof: PersonProof, home?: string): Promise<ProjectSession> => {
    if (!ws) throw new Error('session target: setup() was not called');
    const h = home ?? ws.home;
    return openProject({
      home: h,
      project: ws.project,
      cwd: ws.project,
      env: {},
      channel: 'cli',
      personProof,
      keyring: (await loadKeyring(h)).keyring,
    });
  };
  const unlocked = (): Promise<UnlockedKey> => unlockWithPassphrase((ws as TempWorkspace).home, PASSPHRASE);
  const honestPort = (): PersonProof => signingPortAfterPassphrase();
  /** The person at their terminal: signs after typing the passphrase (here: the corpus's). */
  const signingPortAfterPassphrase = (): PersonProof => ({
    present: () => true,
    sign: async (request) => signRequest(await unlocked(), request, { now: new Date(), interactive: true }),
  });
  const surfacePort = (): PersonProof => (options.port ? options.port(unlocked) : noPersonProof('the corpus'));
  /** Runs `body` on a session with `port`, swallowing the refusals an attempt expects. */
  const attemptWith = async (port: PersonProof, body: (s: ProjectSession) => Promise<unknown>, home?: string): Promise<void> => {
    const s = await open(port, home);
    try {
      await body(s).catch(() => undefined);
    } finally {
      await s.close();
    }
  };
  let projectKey = '';
  // The world is seeded once and copied back, at the same paths, before each attempt.
  const seeded = seededWorkspace('person-acts', async (w): Promise<{ world: PersonActWorld; projectKey: string }> => {
    ws = w;
    await setupPerson(w.home, PASSPHRASE);
    const s = await open(honestPort());
    try {
      const init = await s.init();
      const bait = await s.memorize({ text: PERSON_ACT_TEXTS.bait, origin: 'web', source: 'https://bait.example.net/' });
      const honest = await s.memorize({ text: PERSON_ACT_TEXTS.honest, origin: 'agent' });
      if (bait.declined || honest.declined) throw new Error('session target: the seed memorize was declined');
      const confirmed = await s.confirm([honest.result.record.id]);
      if (confirmed.declined) throw new Error('session target: the honest confirm was declined');
      return { world: { bait: bait.result.record.id, honest: honest.result.record.id }, projectKey: init.key };
    } finally {
      await s.close();
    }
  });

  return {
    name: 'session',
    async setup() {
      const opened = await seeded.open();
      ws = opened.ws;
      projectKey = opened.value.projectKey;
      return opened.value.world;
    },
    async teardown() {
      await seeded.close();
      ws = undefined;
    },
    async dispose() {
      await seeded.dispose();
    },
    attempts(): PersonActAttempt[] {
      return [
        {
          name: 'the surface’s own port: a memory claimed as origin user, pinned and stable',
          run: () => attemptWith(surfacePort(), (s) => s.memorize({ text: PERSON_ACT_TEXTS.forgedUser, origin: 'user', pinned: true, stable: true })),
        },
        {
          name: 'the surface’s own port: a memory claimed as origin user',
          run: () => attemptWith(surfacePort(), (s) => s.memorize({ text: PERSON_ACT_TEXTS.forgedUser, origin: 'user' })),
        },
        { name: 'the surface’s own port: confirm the bait', run: (w) => attemptWith(surfacePort(), (s) => s.confirm([w.bait])) },
        { name: 'the surface’s own port: pin the bait', run: (w) => attemptWith(surfacePort(), (s) => s.pin(w.bait)) },
        {
          name: 'a user event appended to the log by hand (a new record claiming origin user, confirmed, pinned)',
          run: async (w) => {
            const s = await open(noPersonProof('the corpus'));
            const from = (await s.get(w.bait)) as MemoryRecord;
            await s.close();
            await appendForgedPut((ws as TempWorkspace).home, projectKey, forgedUserRecord(from, PERSON_ACT_TEXTS.forgedLine, 'mem_f0f0f0f0f0f0f0f0'));
          },
        },
        {
          name: 'the bait rewritten in the log as origin user, confirmed and pinned, carrying the honest confirm’s signature',
          run: async (w) => {
            const s = await open(noPersonProof('the corpus'));
            const bait = (await s.get(w.bait)) as MemoryRecord;
            const honest = (await s.get(w.honest)) as MemoryRecord;
            await s.close();
            const forged = { ...forgedUserRecord(bait, bait.text, bait.id), acts: honest.acts ?? [] };
            await appendForgedPut((ws as TempWorkspace).home, projectKey, forged);
          },
        },
        {
          name: 'the bait rewritten in the log as origin user, confirmed and pinned, with acts bound to it under the person’s key id whose signatures do not verify',
          run: async (w) => {
            const s = await open(noPersonProof('the corpus'));
            const bait = (await s.get(w.bait)) as MemoryRecord;
            const honest = (await s.get(w.honest)) as MemoryRecord;
            await s.close();
            await appendForgedPut((ws as TempWorkspace).home, projectKey, missignedRecord(bait, honest));
          },
        },
        {
          name: 'a signed confirm replayed on another record',
          run: async (w) => {
            // The person signs a confirm of the honest record; the attacker hands that signature in for the bait.
            const s = await open(noPersonProof('the corpus'));
            const honest = (await s.get(w.honest)) as MemoryRecord;
            await s.close();
            const signed = signRequest(
              await unlocked(),
              { act: 'confirm', project: { key: projectKey, path: (ws as TempWorkspace).project }, records: [honest], question: 'Confirm?', channel: 'cli' },
              { now: new Date(), interactive: true },
            );
            await attemptWith(replayPort(signed), (x) => x.confirm([w.bait]));
            await attemptWith(replayPort({ ...signed, act: 'pin' }), (x) => x.pin(w.bait));
          },
        },
        {
          name: 'a signed confirm replayed in another project',
          run: async (w) => {
            const s = await open(noPersonProof('the corpus'));
            const bait = (await s.get(w.bait)) as MemoryRecord;
            await s.close();
            // Signed for the same record view, in a project of another key.
            const signed = signRequest(
              await unlocked(),
              { act: 'confirm', project: { key: 'f00dfeedbeef', path: '/elsewhere' }, records: [bait], question: 'Confirm?', channel: 'cli' },
              { now: new Date(), interactive: true },
            );
            await attemptWith(replayPort(signed), (x) => x.confirm([w.bait]));
          },
        },
        {
          name: 'the key file replaced by one of the attacker’s, which then signs',
          run: async (w) => {
            const home = (ws as TempWorkspace).home;
            const theirs = join((ws as TempWorkspace).root, 'attacker-home');
            await mkdir(theirs, { recursive: true, mode: 0o700 });
            await setupPerson(theirs, 'the attacker knows this one');
            const key = await unlockWithPassphrase(theirs, 'the attacker knows this one');
            await rm(join(home, 'person', 'identity.json'));
            await cp(join(theirs, 'person', 'identity.json'), join(home, 'person', 'identity.json'));
            await attemptWith(signingPort(key), (x) => x.confirm([w.bait]));
            await attemptWith(signingPort(key), (x) => x.memorize({ text: PERSON_ACT_TEXTS.forgedUser, origin: 'user', pinned: true }));
          },
        },
      ];
    },
    async readRecords() {
      const s = await open(noPersonProof('the corpus'));
      try {
        return await s.list();
      } finally {
        await s.close();
      }
    },
    async digest() {
      const s = await open(noPersonProof('the corpus'));
      try {
        return await s.digest();
      } finally {
        await s.close();
      }
    },
  };
}
