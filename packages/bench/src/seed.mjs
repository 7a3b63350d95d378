/**
 * Puts one corpus into each contestant's storage, fast and without their servers: Cairn's
 * store through core's write path (`memorize`, as a person at the CLI, so the memories are
 * active) with the file store's group commit, as `cairn import` does; the peer's JSONL file
 * written directly, since it rewrites its whole file on every call.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { confirm, memorize } from '@cairn/core';
import { initProject, openFileStore } from '@cairn/store-fs';

/** Memorize calls in flight at once, as `cairn import` does; the file store commits them together (one lock, one fdatasync). */
const GROUP = 64;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Enables memory for `project` under `home` and memorizes every memory through core, origin
 * `user` on the `cli` channel (active at once), keeping the corpus ids as record ids. What the
 * instruction gate holds (e.g. "never hard-code colours" reads as a standing order) is then
 * confirmed, as the person who typed it would (`cairn confirm <id>`), and reported.
 *
 * @param {{ home: string, project: string, memories: ReadonlyArray<{ id: string, kind: string, text: string }>, onProgress?: (done: number) => void }} options
 * @returns {Promise<{ seconds: number, perSecond: number, indexKind: string, confirmed: string[] }>} wall time and
 *   memories/s of the memorize calls (the confirmation not included), and the ids the gate held
 * @throws CoreError from store-fs or core (`UNSAFE_HOME`, `STORE_IO`, …) or an Error when a memory became a sighting
 */
export async function seedCairn({ home, project, memories, onProgress }) {
  await mkdir(project, { recursive: true });
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const started = performance.now();
  const held = [];
  try {
    for (let i = 0; i < memories.length; i += GROUP) {
      const group = memories.slice(i, i + GROUP);
      const results = await Promise.all(
        group.map((m) =>
          memorize(
            { text: m.text, kind: m.kind, origin: 'user' },
            { store, channel: 'cli', now: () => new Date(), newId: () => m.id, digest: sha256, client: 'cairn-bench' },
          ),
        ),
      );
      for (const r of results) {
        if (r.sighting) throw new Error(`Seeding expected a new record, got a sighting of ${r.record.id}.`);
        if (r.status !== 'active') held.push(r.record.id);
      }
      onProgress?.(Math.min(memories.length, i + GROUP));
    }
    const seconds = (performance.now() - started) / 1000;
    if (held.length > 0) await confirm(held, { store, channel: 'cli', now: () => new Date(), client: 'cairn-bench', interactive: false });
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
