import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/importers/test/fixtures.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The real agent-memory files (issue #9), kept in `shared/` beside the repository. They are
 * always there in CI; a missing folder fails loudly rather than skipping.
 */
export const FIXTURES = resolve(REPO_ROOT, '..', 'shared', 'fixtures', 'agent-files');

/** One line of `manifest.jsonl`. */
export interface FixtureEntry {
  file: string;
  repo: string;
  /** The file's path in its repository. */
  path: string;
  kind: string;
  bytes: number;
  sha256: string;
  notes: string;
}

/** The manifest, in order. Throws when the fixtures are missing. */
export function manifest(): FixtureEntry[] {
  const file = join(FIXTURES, 'manifest.jsonl');
  if (!existsSync(file)) throw new Error(`The agent-file fixtures are missing: expected ${file} (shared/ beside the repository).`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as FixtureEntry);
}

/** A fixture's text. */
export function fixtureText(entry: FixtureEntry): string {
  return readFileSync(join(FIXTURES, entry.file), 'utf8');
}

/** The poisoning demonstrations (manifest kind `poison-demo`: 044, 045, 046). */
export const isPoison = (e: FixtureEntry): boolean => e.kind === 'poison-demo';

/** Encodes text as U+200C (0) / U+200D (1), 8 bits a byte, most significant bit first (or `lsbFirst`, or the characters swapped). */
export function encodeZeroWidth(text: string, options: { lsbFirst?: boolean; swap?: boolean } = {}): string {
  const zero = options.swap ? '\u200D' : '\u200C';
  const one = options.swap ? '\u200C' : '\u200D';
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    for (let b = 0; b < 8; b++) {
      const bit = options.lsbFirst ? (byte >> b) & 1 : (byte >> (7 - b)) & 1;
      out += bit ? one : zero;
    }
  }
  return out;
}
