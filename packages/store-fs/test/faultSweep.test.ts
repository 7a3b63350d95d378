import { CoreError } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../src/index.js';
import { faultyFsio, filesContaining, forget, put, record, sandbox } from './helpers.js';

const CODES = ['EIO', 'ENOSPC', 'EACCES'] as const;
const SEEDED = ['s1', 's2', 's3'];
const SECRET = 'Quokka-7781 staging password rotation';

interface Operation {
  name: string;
  run: (store: FileStore) => Promise<unknown>;
  /** Checks the reopened store; `resolved` says whether the operation was acknowledged. */
  check: (store: FileStore, resolved: boolean, home: string) => Promise<void>;
}

const operations: Operation[] = [
  {
    name: 'a commit (put + audit)',
    run: (store) => put(store, record('new', 'a brand new memory about the deploy script')),
    check: async (store, resolved) => {
      const r = await store.get('new');
      if (resolved) expect(r?.text).toBe('a brand new memory about the deploy script');
      if (r) expect(r.text).toBe('a brand new memory about the deploy script');
    },
  },
  {
    name: 'a forget (remove + compaction)',
    run: (store) => forget(store, 's2'),
    check: async (store, resolved, home) => {
      const r = await store.get('s2');
      if (resolved) expect(r).toBeUndefined();
      // Absent means erased: after the reopen's recovery no byte under the home holds it.
      if (!r) expect(await filesContaining(home, 'Quokka')).toEqual([]);
    },
  },
  {
    name: 'a compaction',
    run: (store) => store.compact(),
    check: async () => {},
  },
];

async function seeded(fsio: ReturnType<typeof faultyFsio>['fsio']) {
  const sb = await sandbox({ fsio });
  const store = await sb.open();
  await put(store, record('s1', 'first seeded memory'));
  await put(store, record('s2', SECRET));
  await put(store, record('s3', 'third seeded memory'));
  return { sb, store };
}

/** How many file-system calls the operation makes on a healthy disk. */
async function callsOf(op: Operation): Promise<number> {
  const f = faultyFsio();
  const { sb, store } = await seeded(f.fsio);
  try {
    f.arm(Number.MAX_SAFE_INTEGER, 'EIO');
    await op.run(store);
    return f.count();
  } finally {
    f.disarm();
    await store.close();
    await sb.cleanup();
  }
}

// DESIGN.md §6 / issue "Fault sweep": the k-th file-system call of an operation fails with
// EIO, then ENOSPC, then EACCES. The caller gets STORE_IO with a clear message; nothing is
// half-applied; the store reopens with everything acknowledged before.
describe('fault sweep', () => {
  for (const op of operations) {
    it(`every call of ${op.name} fails in turn with EIO, ENOSPC, EACCES`, async () => {
      const total = await callsOf(op);
      expect(total).toBeGreaterThan(5);
      let failures = 0;
      for (let k = 1; k <= total; k++) {
        for (const code of CODES) {
          const f = faultyFsio();
          const { sb, store } = await seeded(f.fsio);
          try {
            f.arm(k, code);
            let resolved = false;
            let error: unknown;
            try {
              await op.run(store);
              resolved = true;
            } catch (e) {
              error = e;
            }
            const fired = f.fired();
            f.disarm();
            const where = `k=${k} ${code} at ${fired?.op} ${fired?.path.split('/').pop()}`;
            if (!resolved) {
              failures++;
              expect(error, where).toBeInstanceOf(CoreError);
              expect((error as CoreError).code, where).toBe('STORE_IO');
              expect((error as CoreError).message, where).toContain(code);
              expect((error as CoreError).message, where).toMatch(/cairn doctor/);
            }
            await store.close();

            // Reopen on a healthy disk: recovery runs under the lock.
            const again = await sb.open({ fsio: faultyFsio().fsio });
            try {
              for (const id of SEEDED) {
                if (op.name.startsWith('a forget') && id === 's2') continue;
                expect(await again.get(id), `${where}: acknowledged ${id} lost`).toBeDefined();
              }
              await op.check(again, resolved, sb.home);
              const kinds = again.findings().map((x) => x.kind);
              expect(kinds, where).not.toContain('malformed-line');
              expect(kinds, where).not.toContain('duplicate-sequence');
              // The audit chain is intact and has exactly one memorize line per record put.
              expect(await again.verifyAudit(), where).toMatchObject({ ok: true });
              const memorized = (await again.readAudit()).filter((l) => l.event === 'memorize').map((l) => l.id);
              const present = (await again.list()).map((r) => r.id);
              for (const id of present) expect(memorized, `${where}: ${id} without its audit line`).toContain(id);
              const forgotten = (await again.readAudit()).some((l) => l.event === 'forget');
              if (op.name.startsWith('a forget')) expect(forgotten, where).toBe(!present.includes('s2'));
              // And it takes new writes.
              await put(again, record('after', 'written after the fault'));
              expect(await again.get('after')).toBeDefined();
            } finally {
              await again.close();
            }
          } finally {
            await sb.cleanup();
          }
        }
      }
      expect(failures).toBeGreaterThan(0);
      // Dozens of stores opened, faulted and reopened: ≈ 20 s on a quiet 2-core machine, over the
      // package's 60 s guard against a hang when another suite shares the cores.
    }, 240_000);
  }
});
