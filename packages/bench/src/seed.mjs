/**
 * Puts one corpus into each contestant's storage, fast and without their servers: Cairn's
 * store through core's write path (`memorize`, as a person at the CLI, so the memories are
 * active) with the file store's group commit, as `cairn import` does; the peer's JSONL file
 * written directly, since it rewrites its whole file on every call.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { confirm, memorize, previewMemorize } from '@cairn/core';
import {
  hasIdentity,
  loadKeyring,
  noteWarmed,
  openProject,
  rememberVerified,
  setupPerson,
  signRequest,
  unlockWithPassphrase,
  warmBeforeSign,
} from '@cairn/session';
import { initProject, openFileStore } from '@cairn/store-fs';

/** Memorize calls in flight at once, as `cairn import` does; the file store commits them together (one lock, one fdatasync). */
const GROUP = 64;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The bench person's passphrase: the home gets a person key, so every seeded memory carries the person's signature. */
const PASSPHRASE = 'the bench person signs every seeded memory';

/**
 * The person's key of `home` (set up on first use), opened. Every reader checks signatures
 * (issue #16): an unsigned `user` memory is read as the agent's candidate, so a bench over
 * unsigned memories would measure a store whose digest and recall hold nothing of the person's.
 */
async function benchPerson(home) {
  await mkdir(home, { recursive: true, mode: 0o700 });
  if (!(await hasIdentity(home))) await setupPerson(home, PASSPHRASE);
  return unlockWithPassphrase(home, PASSPHRASE);
}

/**
 * Enables memory for `project` under `home` and memorizes every memory through core, origin
 * `user` on the `cli` channel (active at once), keeping the corpus ids as record ids, each
 * signed with the home's bench person key as the person's terminal signs it (the preview shown,
 * `signRequest`): readers check every `user` claim. What the instruction gate holds (e.g.
 * "never hard-code colours" reads as a standing order) is then confirmed, signed, as the person
 * who typed it would (`cairn confirm <id>`), and reported. The preview and signing are not timed.
 * As the CLI does when the person signs, the acts go into the person's signed list of valid
 * signatures (`rememberVerified`, issue #20/#21), not timed either.
 *
 * @param {{ home: string, project: string, memories: ReadonlyArray<{ id: string, kind: string, text: string }>, onProgress?: (done: number) => void }} options
 * @returns {Promise<{ seconds: number, perSecond: number, indexKind: string, confirmed: string[] }>} wall time and
 *   memories/s of the memorize calls (the confirmation not included), and the ids the gate held
 * @throws CoreError from store-fs or core (`UNSAFE_HOME`, `STORE_IO`, …) or an Error when a memory became a sighting
 */
export async function seedCairn({ home, project, memories: all, onProgress }) {
  await mkdir(project, { recursive: true });
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const key = await benchPerson(home);
  // The last memory is the person's act at the CLI (below); the rest go through core directly.
  const memories = all.slice(0, -1);
  const last = all.at(-1);
  const result = await seedDirect({ home, project, key, memories, onProgress });
  if (last !== undefined) {
    await lastActAsCli({ home, project, key, memory: last });
    onProgress?.(all.length);
  }
  return result;
}

/**
 * The last memory memorized (and confirmed when the gate held it) through the project session
 * as the CLI does it for the person: the project read whole before the act and the count of
 * candidates snapshotted (`beforeSign`), then both signed with the act (issue #21), so a hook
 * run on the seeded store finds what a person's store holds after their last act.
 */
async function lastActAsCli({ home, project, key, memory }) {
  const loaded = await loadKeyring(home);
  const session = await openProject({
    home,
    project,
    cwd: project,
    env: {},
    channel: 'cli',
    client: 'cairn-bench',
    keyring: loaded.keyring,
    newId: () => memory.id,
    beforeSign: warmBeforeSign(loaded),
    personProof: {
      present: () => true,
      async sign(request) {
        const signed = signRequest(key, request, { now: new Date(), interactive: true });
        await rememberVerified(home, key, signed.acts, loaded);
        return signed;
      },
    },
  });
  try {
    const done = await session.memorize({ text: memory.text, kind: memory.kind, origin: 'user' });
    if (done.declined || done.result.sighting) throw new Error(`Seeding expected a new record for ${memory.id}.`);
    if (done.result.status !== 'active') await session.confirm([memory.id]);
  } finally {
    await session.close();
  }
}

async function seedDirect({ home, project, key, memories, onProgress }) {
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const projectRef = { key: store.project.key, path: project };
  const context = (m) => ({ store, channel: 'cli', now: () => new Date(), newId: () => m.id, digest: sha256, client: 'cairn-bench' });
  let timed = 0;
  const held = [];
  const signed = [];
  try {
    for (let i = 0; i < memories.length; i += GROUP) {
      const group = memories.slice(i, i + GROUP);
      const requests = group.map((m) => ({ text: m.text, kind: m.kind, origin: 'user' }));
      const signatures = [];
      for (const [j, m] of group.entries()) {
        const preview = await previewMemorize(requests[j], context(m));
        const request = { act: preview.act, project: projectRef, records: [], draft: preview.record, question: '', channel: 'cli' };
        signatures.push(signRequest(key, request, { now: new Date(), interactive: true }));
        signed.push(...signatures[j].acts);
      }
      const t0 = performance.now();
      const results = await Promise.all(group.map((m, j) => memorize(requests[j], { ...context(m), signature: signatures[j] })));
      timed += performance.now() - t0;
      for (const r of results) {
        if (r.sighting) throw new Error(`Seeding expected a new record, got a sighting of ${r.record.id}.`);
        if (r.status !== 'active') held.push(r.record.id);
      }
      onProgress?.(Math.min(memories.length, i + GROUP));
    }
    const seconds = timed / 1000;
    if (held.length > 0) {
      const records = await Promise.all(held.map((id) => store.get(id)));
      const signature = signRequest(
        key,
        { act: 'confirm', project: projectRef, records, question: '', channel: 'cli' },
        { now: new Date(), interactive: true },
      );
      await confirm(held, { store, channel: 'cli', now: () => new Date(), client: 'cairn-bench', interactive: true, signature, digest: sha256 });
      signed.push(...signature.acts);
    }
    noteWarmed(store.project.key);
    await rememberVerified(home, key, signed, await loadKeyring(home));
    return { seconds, perSecond: memories.length / seconds, indexKind: store.indexKind, confirmed: held };
  } finally {
    await store.close();
  }
}

/**
 * Writes the peer's memory file directly: one entity per memory (name = the memory's id,
 * entityType = its kind, one observation = its text), in the JSONL shape the reference
 * server reads (`{"type":"entity",…}` per line).
 *
 * @param {string} file - the path the peer gets as MEMORY_FILE_PATH
 * @param {ReadonlyArray<{ id: string, kind: string, text: string }>} memories
 * @returns {Promise<void>}
 */
export async function writePeerFile(file, memories) {
  const lines = memories.map((m) => JSON.stringify({ type: 'entity', name: m.id, entityType: m.kind, observations: [m.text] }));
  await writeFile(file, lines.join('\n'), { mode: 0o600 });
}
