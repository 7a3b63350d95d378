import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInMemoryStore, memorize } from '@cairn/core';
import { afterEach } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * The project setup the tree-index tests share (treePrintWeakShapes, treePrintIdentity,
 * treePrintVendored, treePrintShapes each kept their own copy; found by the duplicates tool):
 * fresh folders removed after each test, files written with their folders, git run quietly with
 * an identity, and an agent's write (`mcp`) checked against the tree's index on disk.
 *
 * Call once at a test file's top level (it registers an `afterEach` that removes the folders).
 *
 * @param o.key - the HMAC key of the fingerprints (any string; one per file keeps them apart)
 * @param o.base - the folder under `CAIRN_TEST_TMP` (else the OS temp folder) the fresh folders go in
 * @param o.prefix - the start of each fresh folder's name
 */
export function treePrintProject(o: { key: string; base: string; prefix: string }): {
  /** The keyed hash of a fingerprint (HMAC-SHA-256, hex). */
  hash: (v: string) => string;
  /** A fresh folder, removed after the test. */
  dir: () => string;
  /** Writes `text` at `path` under `root`, making its folders. */
  put: (root: string, path: string, text: string) => void;
  /** Runs git in `root` quietly, with an identity (and local file submodules allowed). */
  git: (root: string, ...args: string[]) => void;
  /** An agent's write checked against the tree at `root` (the index kept in `file` when given): its origin and witness. */
  write: (root: string, text: string, file?: string) => Promise<{ origin: string; ref?: string }>;
} {
  const hash = (v: string): string => createHmac('sha256', o.key).update(v).digest('hex');
  const made: string[] = [];
  afterEach(() => {
    for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const dir = (): string => {
    const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), o.base);
    mkdirSync(base, { recursive: true });
    const d = mkdtempSync(join(base, o.prefix));
    made.push(d);
    return d;
  };
  const put = (root: string, path: string, text: string): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const git = (root: string, ...args: string[]): void => {
    execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'protocol.file.allow=always', ...args], {
      stdio: 'ignore',
    });
  };
  const write = async (root: string, text: string, file?: string): Promise<{ origin: string; ref?: string }> => {
    const r = createTreePrintIndex(root, hash, file !== undefined ? { file } : {}).refresh();
    let n = 0;
    const result = await memorize(
      { text, origin: 'agent' },
      {
        store: createInMemoryStore({ key: 'abcdef012345', path: root }),
        channel: 'mcp',
        now: () => new Date('2026-12-05T12:00:00Z'),
        newId: () => `mem_${String(++n).padStart(16, '0')}`,
        digest: (t) => createHash('sha256').update(t).digest('hex'),
        workingTree: { hash: r.hash, lookup: (prints) => r.lookup(prints).files },
      },
    );
    const ref = result.record.evidence[0]?.attestedBy?.ref;
    return { origin: result.record.origin, ...(ref !== undefined ? { ref } : {}) };
  };
  return { hash, dir, put, git, write };
}
