import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/** The repository root (this file is packages/importers/test/fixtures.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The real agent-memory files (issue #9), kept in `shared/` beside the repository for tests
 * only (`CAIRN_AGENT_FILES` names another place, e.g. from a git worktree). A fresh clone has
 * no such folder: the tests that need them are skipped, saying why (issue #14).
 */
export const FIXTURES = process.env.CAIRN_AGENT_FILES ?? resolve(REPO_ROOT, '..', 'shared', 'fixtures', 'agent-files');

/** True when the real agent files are there. */
export const HAVE_FIXTURES = existsSync(join(FIXTURES, 'manifest.jsonl'));

/** Why a test that needs them was skipped. */
export const NEEDS_FIXTURES = `needs the real agent files in ${FIXTURES} (../shared/fixtures/agent-files beside the repository, or CAIRN_AGENT_FILES); a fresh clone has none`;

/**
 * `describe` for tests on the real agent files: when they are absent, one skipped test whose
 * name says why, never a silent pass.
 */
export function describeWithFixtures(name: string, body: () => void): void {
  if (HAVE_FIXTURES) describe(name, body);
  else describe.skip(name, () => it(`skipped: ${NEEDS_FIXTURES}`, () => undefined));
}

/** `it` for one test on the real agent files: skipped, saying why, when they are absent. */
export function itWithFixtures(name: string, fn: () => unknown, timeout?: number): void {
  if (HAVE_FIXTURES) it(name, fn, timeout);
  else it.skip(`${name} — skipped: ${NEEDS_FIXTURES}`, () => undefined);
}

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

/** The manifest, in order; empty when the fixtures are absent (their tests are skipped: {@link describeWithFixtures}). */
export function manifest(): FixtureEntry[] {
  const file = join(FIXTURES, 'manifest.jsonl');
  if (!existsSync(file)) return [];
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
